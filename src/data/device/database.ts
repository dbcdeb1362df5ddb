// The device-mode IndexedDB schema: every document in one store, indexed by collection and by date.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AuthUser, DocData } from '../ports';

export interface DocRecord {
  path: string;
  parent: string;
  id: string;
  data: DocData;
  /** Copied out of `data` so month ranges are answered from an index, not a scan of years of entries. */
  date?: number;
}

export interface VyayDeviceDB extends DBSchema {
  docs: {
    key: string;
    value: DocRecord;
    indexes: { parent: string; parentDate: [string, number] };
  };
  session: {
    key: string;
    value: AuthUser;
  };
}

export type DeviceDB = IDBPDatabase<VyayDeviceDB>;

export const DEFAULT_DB_NAME = 'vyay-device';

export function openDeviceDB(name: string = DEFAULT_DB_NAME): Promise<DeviceDB> {
  return openDB<VyayDeviceDB>(name, 1, {
    upgrade(db) {
      const docs = db.createObjectStore('docs', { keyPath: 'path' });
      docs.createIndex('parent', 'parent');
      docs.createIndex('parentDate', ['parent', 'date']);
      db.createObjectStore('session');
    },
  });
}
