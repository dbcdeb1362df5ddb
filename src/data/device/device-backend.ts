// Opens device mode: both ports on one IndexedDB database in this browser.
import type { Backend } from '../ports';
import { openDeviceDB } from './database';
import { DeviceAuth } from './device-auth';
import { DeviceDocumentStore } from './device-store';

export async function openDeviceBackend(dbName?: string): Promise<Backend> {
  const db = await openDeviceDB(dbName);
  const docs = new DeviceDocumentStore(db);
  return { mode: 'device', docs, auth: new DeviceAuth(db, docs) };
}
