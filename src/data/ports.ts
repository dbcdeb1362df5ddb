// The two ports every storage mode implements: documents (SPEC §7's database) and sign-in.
import { documentNotFound } from '../domain/messages';

export { documentNotFound };

export type DocData = Record<string, unknown>;
export type WithId<T> = T & { id: string };
export type Unsubscribe = () => void;

type WhereOp = '==' | 'array-contains' | '>=' | '<';

export type Constraint =
  | { kind: 'where'; field: string; op: WhereOp; value: unknown }
  | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' };

export const where = (field: string, op: WhereOp, value: unknown): Constraint => ({ kind: 'where', field, op, value });
export const orderBy = (field: string, direction: 'asc' | 'desc' = 'asc'): Constraint => ({
  kind: 'orderBy',
  field,
  direction,
});

/**
 * The value that deletes a field: `{ payers: DELETE_FIELD }` in `update` data, or in merge `set` data,
 * removes `payers` from the stored document and leaves every other field as it is (Firestore's
 * deleteField(); the device removes the key). Top-level fields only. A plain `set` replaces the whole
 * document, so there the field is simply left out. Deleting a field the document lacks changes nothing.
 */
export const DELETE_FIELD: unique symbol = Symbol('DocumentStore.deleteField');
export type DeleteField = typeof DELETE_FIELD;

/**
 * Adds the ids a list field lacks, at its end (Firestore's arrayUnion()), in `update` data, top level: for
 * a writer who may not read the list it appends to (someone joining a ledger by invite link).
 */
export class ArrayUnion {
  constructor(readonly items: readonly string[]) {}
}
export const arrayUnion = (...items: string[]): ArrayUnion => new ArrayUnion(items);

export interface BatchOptions {
  /**
   * Resolve only once the server has accepted the batch, and reject when it refuses (that refusal is the
   * caller's to tell, so it is not reported as a refused write). For a change that is no use unless the
   * server agrees at once, made online: joining a ledger. Offline it waits. The device has no server.
   */
  confirmed?: boolean;
}

/**
 * `update` writes the named fields on top of the stored document, each field whole (a map too), removes
 * those given DELETE_FIELD, and fails with DocumentMissingError when the document is gone: an edit never
 * brings back what someone deleted meanwhile.
 */
export type WriteOp =
  | { type: 'set'; path: string; data: DocData; merge?: boolean }
  | { type: 'update'; path: string; data: DocData }
  | { type: 'delete'; path: string };

/**
 * A write the server refused after it was applied locally (cloud mode only): Firestore has undone it on
 * this device, after the app had already called it saved. `ops` are the writes as the caller made them
 * (one for a set or a delete, all of a batch), so the app can say what was lost and keep it.
 */
export interface RefusedWrite {
  ops: WriteOp[];
  error: unknown;
}

/** Told of each refused write: a plain line for logs and tests, and which write it was. */
export type RefusalListener = (message: string, refusal: RefusedWrite) => void;

/** Firestore's limit is 500 writes per batch; cloud batches keep room for a ledger and its tombstone. */
export const FIRESTORE_BATCH_WRITES = 450;

/** An `update` found no document to change; the batch it was in wrote nothing. */
export class DocumentMissingError extends Error {
  constructor(readonly path: string) {
    super(documentNotFound(path));
    this.name = 'DocumentMissingError';
  }
}

/** Where a snapshot came from. Device mode has no server: never from a cache, never pending. */
export interface SnapshotMeta {
  /** Read from this device's cache before the server answered, so possibly behind it. */
  fromCache: boolean;
  hasPendingWrites: boolean;
  /** The listen ended for good with an error: the empty list that comes with it is no answer. */
  failed?: boolean;
  /**
   * Cloud mode: this device holds only part of the range asked for (never downloaded it) and the server
   * has not answered, so the list is partial and its totals would be wrong. Device mode never sets it.
   */
  incomplete?: boolean;
}

/** A half-open span of `date` values, [start, end); unbounded ends are ±Infinity. */
export interface DateSpan {
  start: number;
  end: number;
}

/** A screen's read: what this device holds, and the spans of the range it has never downloaded. */
export interface ScreenRead<T extends DocData> {
  docs: WithId<T>[];
  missing: DateSpan[];
}

/**
 * Document storage addressed by slash-separated paths (`ledgers/{id}/members/{userId}`).
 * Every write resolves once it is applied locally; none waits for a server.
 */
export interface DocumentStore {
  /** The most writes one batch may hold: Firestore's limit in the cloud, no limit on the device. */
  readonly maxBatchWrites: number;
  newId(): string;
  /**
   * The stored document, or null when there is none. Reads follow one rule in both adapters: a path that
   * is not a document path rejects; a storage that cannot answer is logged and reads as null (SPEC §8).
   */
  get<T extends DocData>(path: string): Promise<WithId<T> | null>;
  set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  delete(path: string): Promise<void>;
  /** Applies every write or none of them (at most maxBatchWrites). */
  batch(ops: WriteOp[], options?: BatchOptions): Promise<void>;
  /** Rejects when the storage cannot answer: a list must never look empty because a read failed. */
  query<T extends DocData>(collectionPath: string, constraints?: Constraint[]): Promise<WithId<T>[]>;
  /**
   * Cloud mode: a read for a screen, answered from the app's own mirror when it holds the whole range (the
   * server's answer then refreshes the mirror behind it), else from the server; offline, what the device
   * holds and which spans it lacks. Absent on the device, whose `query` is already that.
   */
  readForScreen?<T extends DocData>(collectionPath: string, constraints: Constraint[]): Promise<ScreenRead<T>>;
  /** Cloud mode: whether the app's mirror holds the whole range of a query. Absent on the device. */
  holds?(collectionPath: string, constraints: Constraint[]): Promise<boolean>;
  /**
   * Cloud mode: the server's answer for a range corrects the mirror, behind a screen shown from it before
   * this store opened (HeldReader). Offline it does nothing. Absent on the device.
   */
  refreshHeld?(collectionPath: string, constraints: Constraint[]): void;
  /**
   * Cloud mode: reads a range from the server into the mirror (a new device's history); offline it does
   * nothing, and `holds` still says no. Absent on the device.
   */
  downloadHeld?(collectionPath: string, constraints: Constraint[]): Promise<void>;
  /** A missing document reports `Document not found. Ref: {path}` through `onError`. */
  watchDoc<T extends DocData>(
    path: string,
    next: (doc: WithId<T>, meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe;
  /** A failed subscription emits `[]` and then reports the message. */
  watchQuery<T extends DocData>(
    collectionPath: string,
    constraints: Constraint[],
    next: (docs: WithId<T>[], meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe;
}

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
}

/** What the device sign-in form supplies (and the emulator's test account); Google sign-in takes no input. */
export interface SignInInput {
  name: string;
  email: string;
}

export interface AuthPort {
  /** Called at once with the cached user (or null), then on every change, in this tab or another. */
  onUserChanged(callback: (user: AuthUser | null) => void): Unsubscribe;
  /**
   * The signed-in user, or null when the person closed Google's window: nothing changed and nothing is
   * wrong. Where Google's page replaces the app's (a redirect) it never resolves: finishPendingSignIn
   * takes over when the app starts again.
   */
  signIn(input?: SignInInput): Promise<AuthUser | null>;
  /**
   * Cloud mode only, once at start-up: the user a sign-in that left the page brought back, held to the
   * same rules as signIn (SPEC §4); null when there was none. The device never leaves the page.
   */
  finishPendingSignIn?: () => Promise<AuthUser | null>;
  signOut(): Promise<void>;
  /**
   * Delete my account, called first, straight from the press (a popup needs it): signs in again when the
   * provider wants a recent sign-in before an account is deleted; `always` signs in again whatever the time.
   */
  confirmIdentity(always?: boolean): Promise<void>;
  /**
   * Deletes the signed-in account itself, once its data is gone; the auth answer is then null. Rejects with
   * RECENT_SIGN_IN_NEEDED when the provider wants a fresh sign-in first (confirmIdentity(true), then again).
   */
  deleteAccount(): Promise<void>;
}

export const RECENT_SIGN_IN_NEEDED =
  'For your safety, Google asks you to sign in again before the account is deleted. Press Delete my account again.';

export const MISSING_IDENTITY_MESSAGE = 'Sign-in needs an account with both an email and a display name.';

export type Mode = 'device' | 'cloud' | 'emulator';

/**
 * Cloud mode's mirror, readable as the page starts, before Firebase's code has loaded and its client and
 * session have opened (a cold start on Insights waited 130 ms for them): a range's entries when the mirror
 * holds the whole range, else null (the screen then waits for the store's readForScreen).
 */
export interface HeldReader {
  readHeld(collectionPath: string, constraints: Constraint[]): Promise<WithId<DocData>[] | null>;
}

/** One storage mode, opened: both ports, plus what the cloud adds (a no-op or nothing on the device). */
export interface Backend {
  mode: Mode;
  docs: DocumentStore;
  auth: AuthPort;
  /** Stop or resume talking to the server (SPEC §3 offlineUseOnly). The device has no server: a no-op. */
  setNetworkEnabled: (enabled: boolean) => Promise<void>;
  /**
   * How many local writes the server has not acknowledged yet; `subscribe` calls back at once with the
   * count, then on every change. Always 0 on the device.
   */
  pendingWrites: { readonly value: number; subscribe(listener: (count: number) => void): Unsubscribe };
  /**
   * Cloud mode only, at sign-out: ends the document client and deletes its offline cache, so the next
   * person on this device finds nothing of this one (SPEC §4). The backend is unusable afterwards: the
   * page starts again. Optional, unlike the rest: only a backend whose sign-out restarts the page has
   * it, and the device's storage stays open for the next person.
   */
  forgetDevice?: () => Promise<void>;
  /**
   * Called once if the document client stops for good (a cloud SDK's internal assertion ends its queue:
   * listeners go silent, nothing more is saved), so the app can say so and offer a reload instead of
   * waiting forever. Changes already stored on the device survive the reload. Never on the device.
   */
  onStopped: (listener: (message: string) => void) => void;
}
