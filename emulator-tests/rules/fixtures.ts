// Shared cast and data for the rules suite: two seeded ledgers and one person per role.
//
// monthly ledger `m1` and one-time ledger `t1`, both owned by Olive, with Adam as a second admin:
//   olive  owner (and admin and contributor) of both
//   adam   admin (not owner) of both
//   mona   member (contributor, not admin) of m1 only
//   tara   member (contributor, not admin) of t1 only
//   sam    stranger: signed in, in no ledger
//   Ravi   temporary member of both (a name, no account)
//
// The emulator comes from FIRESTORE_EMULATOR_HOST (host:port), else 127.0.0.1:8080. VYAY_RULES_FILE picks
// another rules file, to show what the attack tests catch against an older version of the rules.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  setLogLevel,
  waitForPendingWrites,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { FirestoreDocumentStore } from '../../src/data/firebase/firestore-store';
import type { Ledger, RecurringItem, Transaction } from '../../src/domain/types';

export interface Person {
  uid: string;
  email: string;
  name: string;
}

export const olive: Person = { uid: 'olive', email: 'olive@example.com', name: 'Olive' };
export const adam: Person = { uid: 'adam', email: 'adam@example.com', name: 'Adam' };
export const mona: Person = { uid: 'mona', email: 'mona@example.com', name: 'Mona' };
export const tara: Person = { uid: 'tara', email: 'tara@example.com', name: 'Tara' };
export const sam: Person = { uid: 'sam', email: 'sam@example.com', name: 'Sam' };
export const RAVI = 'Ravi';

/** 2026-03-10, inside the rules' date window; month bounds for the month queries. */
export const NOW = Date.UTC(2026, 2, 10, 12);
export const MARCH = { start: Date.UTC(2026, 2, 1), end: Date.UTC(2026, 3, 1) };

/** Strings just past a limit, and one far past every limit. */
export const text = (n: number) => 'x'.repeat(n);
export const HUGE = text(900_000);

export function emulatorHost(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

let env: RulesTestEnvironment;
/** A client with the emulator's 'owner' token, which bypasses the rules: for seeding, kept for the file. */
let rulesOff: { app: FirebaseApp; db: Firestore };

/**
 * Sets up one test environment per file and a freshly seeded database before each test. Files run in
 * parallel against one emulator, so each gets its own project (demo-vyay-rules-{name}) to clear and seed.
 */
export function setupRulesEnv(
  name: string,
  { seed = true, rules }: { seed?: boolean; rules?: string } = {},
): () => RulesTestEnvironment {
  beforeAll(async () => {
    // Refused writes are what most tests expect; the SDK would log a warning for each.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: `demo-vyay-rules-${name}`,
      firestore: {
        rules: rules ?? readFileSync(process.env.VYAY_RULES_FILE ?? 'firestore.rules', 'utf8'),
        ...emulatorHost(),
      },
    });
    // withSecurityRulesDisabled opens a new client (and connection) each time; seeding runs before every
    // test, so one such client is kept instead.
    const app = initializeApp({ projectId: env.projectId }, `rules-off-${name}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulatorHost().host, emulatorHost().port, { mockUserToken: 'owner' });
    rulesOff = { app, db };
  });
  afterAll(async () => {
    clients.clear();
    await deleteApp(rulesOff.app);
    await env.cleanup();
  });
  beforeEach(async ({ onTestFailed }) => {
    // A client the emulator sent a corrupt stream frame backs off for a minute, so the retry CI allows
    // (vitest.emulator.config.ts) starts with new clients rather than the stalled ones.
    onTestFailed(() => clients.clear());
    await env.clearFirestore();
    if (seed) await seedLedgers();
  });
  return () => env;
}

const clients = new Map<string, Firestore>();

/**
 * A signed-in client whose token carries a verified email, as Google sign-in gives. Clients are kept for
 * the file: each new one opens its own connection, which would be most of a test's time.
 */
export function as(person: Person, token: Record<string, unknown> = {}): Firestore {
  const claims = { email: person.email, email_verified: true, name: person.name, ...token };
  const key = `${person.uid} ${JSON.stringify(claims)}`;
  let db = clients.get(key);
  if (!db) {
    db = env.authenticatedContext(person.uid, claims).firestore() as unknown as Firestore;
    clients.set(key, db);
  }
  return db;
}

export function anonymous(): Firestore {
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
}

export async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await setDoc(doc(rulesOff.db, path), data);
}

/** A document as stored, read past the rules (what the app's own copy of it is). */
export async function stored(path: string): Promise<Record<string, unknown>> {
  const snap = await getDoc(doc(rulesOff.db, path));
  if (!snap.exists()) throw new Error(`${path} is not stored`);
  return snap.data();
}

/** Runs reads and writes past the rules: a state the test starts from, or what is really stored. */
export async function unchecked(run: (db: Firestore) => Promise<unknown>): Promise<void> {
  await run(rulesOff.db);
}

export function ledgerDoc(type: Ledger['type'], extra: Partial<Omit<Ledger, 'id'>> = {}): Omit<Ledger, 'id'> {
  const member = type === 'monthly' ? mona.uid : tara.uid;
  return {
    name: type === 'monthly' ? 'Household' : 'Goa trip',
    type,
    owner: olive.uid,
    admins: [olive.uid, adam.uid],
    contributors: [olive.uid, adam.uid, member],
    createdAt: NOW,
    updatedAt: NOW,
    ...extra,
  };
}

/** Overrides are loose on purpose: attack tests put wrong types and unknown fields in. */
type Overrides = Record<string, unknown>;

export function tx(from: string, extra: Overrides = {}): Record<string, unknown> {
  const valid: Omit<Transaction, 'id'> = {
    description: 'Milk',
    amount: 40,
    category: 'Food',
    tags: ['Family'],
    type: 'expense',
    owner: from,
    date: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    comments: '',
    from,
    paymentMode: 'UPI',
  };
  return { ...valid, ...extra };
}

export function recurring(extra: Overrides = {}): Record<string, unknown> {
  const valid: Omit<RecurringItem, 'id'> = {
    type: 'expense',
    amount: 15000,
    description: 'Rent',
    category: 'Rent',
    owner: olive.uid,
    tags: [],
    createdAt: NOW,
    from: 'common',
    frequency: 'monthly',
    startDate: NOW,
    paymentMode: 'UPI',
  };
  return { ...valid, ...extra };
}

/**
 * m1 and t1 with members and settings, and in m1: Mona's unsettled expense `mona-open`, her settled
 * expense `mona-settled` (settled by `settle-1`), and Olive's income `salary`. In t1: Tara's expense
 * `tara-dinner` split three ways, and Olive's expense `olive-taxi`.
 */
export async function seedLedgers(): Promise<void> {
  const docs: [string, object][] = [
    ['ledgers/m1', ledgerDoc('monthly')],
    ['ledgers/t1', ledgerDoc('onetime')],
    ['ledgers/m1/settings/monthly', { paymentMode: 'UPI', paidBy: olive.uid }],
    ['ledgers/t1/settings/onetime', { splitType: 'Equal', percentages: {}, shares: {} }],
    ['ledgers/m1/settings/monthly/recurringTransactions/rent', recurring()],
    ['ledgers/m1/transactions/mona-open', tx(mona.uid)],
    [
      'ledgers/m1/transactions/mona-settled',
      tx(mona.uid, { description: 'Gas', amount: 900, isSettled: true, settlementId: 'settle-1' }),
    ],
    [
      'ledgers/m1/transactions/settle-1',
      tx('common', {
        description: 'Settlement',
        amount: 900,
        category: 'unknown',
        tags: [],
        type: 'settlement',
        owner: olive.uid,
        paymentMode: 'Other',
        splitInfo: { method: 'Custom', details: [{ userId: mona.uid, amount: 900, split: 900 }] },
      }),
    ],
    [
      'ledgers/m1/transactions/salary',
      tx('common', { description: 'Salary', amount: 90000, type: 'income', owner: olive.uid }),
    ],
    [
      'ledgers/t1/transactions/tara-dinner',
      tx(tara.uid, {
        description: 'Dinner',
        amount: 900,
        splitInfo: {
          method: 'Equal',
          details: [tara.uid, olive.uid, RAVI].map((userId) => ({ userId, amount: 300, split: 1 })),
        },
      }),
    ],
    ['ledgers/t1/transactions/olive-taxi', tx(olive.uid, { description: 'Taxi', amount: 600 })],
  ];
  for (const [ledger, member] of [
    ['m1', mona],
    ['t1', tara],
  ] as const) {
    for (const p of [olive, adam, member])
      docs.push([`ledgers/${ledger}/members/${p.uid}`, { displayName: p.name, userId: p.uid }]);
    docs.push([`ledgers/${ledger}/members/${RAVI}`, { displayName: RAVI, userId: RAVI }]);
    docs.push([`ledgers/${ledger}/settings/common`, { categories: ['Food', 'Rent'], tags: ['Family'] }]);
  }
  // One batch: seeding runs before every test, so it has to be quick.
  await unchecked(async (db) => {
    const batch = writeBatch(db);
    for (const [path, data] of docs) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

/** A valid activity log entry written by `by` (src/domain/activity.ts ActivityEntry, without its id). */
export function activityEntry(by: string, extra: Overrides = {}): Record<string, unknown> {
  return {
    at: NOW,
    by,
    byName: by,
    kind: 'added',
    about: '',
    subject: 'mona-open',
    title: 'Milk',
    changes: [],
    ...extra,
  };
}

/** A valid receipt document (src/data/repo/receipts.ts) of transaction `transactionId`, added by `by`. */
export function receiptDoc(transactionId: string, by: string, extra: Overrides = {}): Record<string, unknown> {
  return {
    transactionId,
    about: '',
    type: 'image/webp',
    name: 'bill.webp',
    bytes: 3,
    parts: 1,
    thumb: '',
    addedBy: by,
    at: NOW,
    ...extra,
  };
}

/** A person using the app: its own FirestoreDocumentStore on this person's client, and the writes refused. */
export interface AppClient {
  user: { uid: string; displayName: string };
  db: Firestore;
  docs: FirestoreDocumentStore;
  rejected: string[];
}

/** `token` claims beyond the usual give a client of its own, not the one the file's other tests share. */
export function appClient(person: Person, token: Record<string, unknown> = {}): AppClient {
  const db = as(person, token);
  const rejected: string[] = [];
  return {
    user: { uid: person.uid, displayName: person.name },
    db,
    docs: new FirestoreDocumentStore(db, (m) => rejected.push(m)),
    rejected,
  };
}

/** Waits until the server has answered every write the client queued, then demands that none was refused. */
export async function serverAccepted(c: AppClient): Promise<void> {
  await waitForPendingWrites(c.db);
  await new Promise<void>((resolve) => {
    if (c.docs.pending.value === 0) return resolve();
    const stop = c.docs.pending.subscribe((n) => {
      if (n > 0) return;
      stop();
      resolve();
    });
  });
  expect(c.rejected).toEqual([]);
}
