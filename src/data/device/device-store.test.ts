// Runs the shared DocumentStore contract on the device adapter (fake-indexeddb in Node).
import { documentStoreContract } from '../contract/document-store-contract';
import { openDeviceDB } from './database';
import { DeviceDocumentStore } from './device-store';

let counter = 0;

documentStoreContract('device (IndexedDB)', async () => {
  const name = `contract-${++counter}`;
  const first = new DeviceDocumentStore(await openDeviceDB(name));
  const second = new DeviceDocumentStore(await openDeviceDB(name));
  return {
    first,
    second,
    breakStorage: () => first.close(),
    close: () => {
      first.close();
      second.close();
    },
  };
});
