// Runs the shared DocumentStore contract on the real Firestore SDK in Node: memory cache, network off.
// Sharing between two clients needs the Firestore emulator (npm run test:emulator); here the "second
// connection" is a second store on the same client, which still proves subscriptions see other writers.
import { deleteApp, initializeApp } from 'firebase/app';
import { disableNetwork, initializeFirestore, memoryLocalCache, terminate } from 'firebase/firestore';
import { documentStoreContract } from '../contract/document-store-contract';
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
