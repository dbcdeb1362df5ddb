// Two real clients on the Firestore emulator: a write from one reaches the other's subscription.
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, terminate } from 'firebase/firestore';
import { where } from '../src/data/ports';
import { FirestoreDocumentStore } from '../src/data/firebase/firestore-store';

const apps = [1, 2].map((n) => initializeApp({ apiKey: 'demo-key', projectId: 'demo-vyay-sync', appId: 'demo-app' }, `sync-${n}`));
const dbs = apps.map((app) => {
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
  return db;
});

afterAll(async () => {
  for (const db of dbs) await terminate(db);
  for (const app of apps) await deleteApp(app);
});

describe('two clients', () => {
  it('see each other\'s writes through subscriptions', async () => {
    const [first, second] = dbs.map((db) => new FirestoreDocumentStore(db));
    if (!first || !second) throw new Error('clients missing');
    const seen: string[][] = [];
    const stop = first.watchQuery('ledgers', [where('contributors', 'array-contains', 'u1')], (docs) => seen.push(docs.map((d) => d.name as string)), () => undefined);
    await second.set('ledgers/shared', { name: 'From client two', contributors: ['u1'] });
    await expect.poll(() => seen.at(-1), { timeout: 10_000 }).toEqual(['From client two']);
    stop();
  });
});
