// Runs the shared DocumentStore contract on the real Firestore SDK in Node: memory cache, network off.
// Sharing between two clients needs the Firestore emulator (npm run test:emulator); here the "second
// connection" is a second store on the same client, which still proves subscriptions see other writers.
import { deleteApp, initializeApp } from 'firebase/app';
import { disableNetwork, initializeFirestore, memoryLocalCache, terminate } from 'firebase/firestore';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { documentStoreContract } from '../contract/document-store-contract';
import type { DocData, WithId } from '../ports';
import { FirestoreDocumentStore } from './firestore-store';

let counter = 0;

documentStoreContract('Firebase (Firestore SDK, offline)', async () => {
  const app = initializeApp(
    { apiKey: 'demo-key', projectId: 'demo-contract', appId: 'demo-app' },
    `contract-${++counter}`,
  );
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  await disableNetwork(db);
  const rejected: string[] = [];
  const first = new FirestoreDocumentStore(db, (m) => rejected.push(m));
  const second = new FirestoreDocumentStore(db, (m) => rejected.push(m));
  return {
    first,
    second,
    breakStorage: () => terminate(db),
    close: async () => {
      await terminate(db);
      await deleteApp(app);
      if (rejected.length > 0) throw new Error(`Writes were rejected: ${rejected.join('; ')}`);
    },
  };
});

/** A store on its own offline Firestore client, closed when the test ends. */
async function offlineStore(name: string): Promise<FirestoreDocumentStore> {
  const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-contract', appId: 'demo-app' }, name);
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  await disableNetwork(db);
  onTestFinished(async () => {
    await terminate(db);
    await deleteApp(app);
  });
  return new FirestoreDocumentStore(db);
}

describe('FirestoreDocumentStore writes', () => {
  it('answer once the write is applied locally: every listener has been handed it by the next task', async () => {
    const docs = await offlineStore('write-done');
    const seen: string[][] = [];
    const stop = docs.watchQuery(
      'ledgers/w/transactions',
      [],
      (list) => seen.push(list.map((d) => d.id)),
      () => undefined,
    );
    await vi.waitFor(() => expect(seen).toEqual([[]]));
    for (const id of ['a', 'b', 'c']) {
      await docs.set(`ledgers/w/transactions/${id}`, { description: id });
      // The listener's snapshot was raised (on a timer) before the write answered, so it comes first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(seen.at(-1)).toContain(id);
    }
    stop();
  });
});

describe('FirestoreDocumentStore.watchQuery', () => {
  it('converts only the entries a snapshot changed: the others keep their objects', async () => {
    const docs = await offlineStore('watch-identity');
    const seen: WithId<DocData>[][] = [];
    const stop = docs.watchQuery(
      'ledgers/w/transactions',
      [],
      (list) => seen.push(list),
      () => undefined,
    );
    await docs.set('ledgers/w/transactions/a', { description: 'A' });
    await docs.set('ledgers/w/transactions/b', { description: 'B' });
    await vi.waitFor(() => expect(seen.at(-1)).toHaveLength(2));
    const before = seen.at(-1)!;
    await docs.set('ledgers/w/transactions/b', { description: 'B edited' });
    await vi.waitFor(() => expect(seen.at(-1)?.[1]?.description).toBe('B edited'));
    const after = seen.at(-1)!;
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    stop();
  });
});
