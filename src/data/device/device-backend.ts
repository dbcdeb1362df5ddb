// Opens device mode: both ports on one IndexedDB database in this browser.
import type { Backend } from '../ports';
import { openDeviceDB } from './database';
import { DeviceAuth } from './device-auth';
import { DeviceDocumentStore } from './device-store';

export async function openDeviceBackend(dbName?: string): Promise<Backend> {
  // A newer version of the app needs this database upgraded: reload into it rather than hold it back.
  const db = await openDeviceDB(dbName, { onReplaced: () => globalThis.location?.reload() });
  const docs = new DeviceDocumentStore(db);
  return {
    mode: 'device',
    docs,
    auth: new DeviceAuth(db, docs),
    // Nothing here talks to a server: no network to switch, no write waits for an acknowledgement.
    setNetworkEnabled: async () => undefined,
    pendingWrites: {
      value: 0,
      subscribe: (listener) => {
        listener(0);
        return () => undefined;
      },
    },
    onStopped: () => undefined,
  };
}
