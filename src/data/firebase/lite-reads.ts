// One-off reads straight from the server, through Firestore Lite: a plain request, with no listener and no
// cache. The mirror's downloads (a new device's history) and its refreshes behind a screen read this way:
// - no listen target to stall behind (on the emulator a new device's first month read sometimes never
//   answered, and each retry in that page joined it);
// - nothing resumed from Firestore's cache, whose partial copy the emulator answered as the server's
//   (197 of a month's 833 entries);
// - no history piling up in Firestore's own cache, which is kept small (firebase-backend.ts).
// Loaded on the first such read, so no screen waits for it.
import type { FirebaseApp } from 'firebase/app';
import type { EmulatorMockTokenOptions } from 'firebase/firestore/lite';
import { codeOf } from '../error-code';
import { loadOnce } from '../load-once';
import type { Constraint, DocData, WithId } from '../ports';
import { withId } from '../with-id';

export interface ServerReads {
  /** The server's answer only; rejects with code `unavailable` when the server cannot be reached. */
  query<T extends DocData>(collectionPath: string, constraints: Constraint[]): Promise<WithId<T>[]>;
}

/** What `refreshHeld` and the history keeper take for "offline, try later", as Firestore's own reads say it. */
function unavailable(cause?: unknown): Error {
  return Object.assign(new Error('The server cannot be reached', { cause }), { code: 'unavailable' });
}

export function liteServerReads(
  app: FirebaseApp,
  {
    emulator,
    online,
  }: {
    /** The emulator's address; `mockUserToken` stands in for a signed-in user (tests in Node). */
    emulator: { host: string; port: number; mockUserToken?: EmulatorMockTokenOptions } | null;
    /** False while the app keeps Firestore offline, or the browser has no network: no request is tried. */
    online: () => boolean;
  },
): ServerReads {
  const opened = loadOnce(async () => {
    const lite = await import('firebase/firestore/lite');
    const db = lite.getFirestore(app);
    if (emulator) {
      const { host, port, mockUserToken } = emulator;
      lite.connectFirestoreEmulator(db, host, port, mockUserToken ? { mockUserToken } : {});
    }
    return { lite, db };
  });
  return {
    async query<T extends DocData>(collectionPath: string, constraints: Constraint[]) {
      if (!online()) throw unavailable();
      const { lite, db } = await opened();
      const query = lite.query(
        lite.collection(db, collectionPath),
        ...constraints.map((c) =>
          c.kind === 'where' ? lite.where(c.field, c.op, c.value) : lite.orderBy(c.field, c.direction),
        ),
      );
      try {
        const snap = await lite.getDocs(query);
        return snap.docs.map((d) => withId<T>(d.data(), d.id));
      } catch (error) {
        // A request that never reached the server (no network, or it went while the read was made).
        const code = codeOf(error);
        throw !online() || code === 'unknown' || code === 'unavailable' ? unavailable(error) : error;
      }
    },
  };
}
