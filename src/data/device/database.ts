// The device-mode IndexedDB schema: every document in one store, indexed by collection and by date.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AuthUser, DocData } from '../ports';
import { repairStoredDocument } from './migrate';

export interface DocRecord {
  path: string;
  parent: string;
  id: string;
  data: DocData;
  /** Copied out of `data` so month ranges are answered from an index, not a scan of years of entries. */
  date?: number;
}

interface VyayDeviceDB extends DBSchema {
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

const DEFAULT_DB_NAME = 'vyay-device';

/** 1: the first schema. 2: documents repaired by their decoders (migrate.ts). */
export const DEVICE_DB_VERSION = 2;

interface OpenOptions {
  /**
   * A newer version of the app (another tab, after an update) needs to upgrade the database: this tab's
   * connection is closed so the upgrade can run, and this is called so the page can reload into the
   * new version. Without it the other tab would wait on "Loading" for as long as this one stays open.
   */
  onReplaced?: () => void;
}

export function openDeviceDB(name: string = DEFAULT_DB_NAME, { onReplaced }: OpenOptions = {}): Promise<DeviceDB> {
  return openDB<VyayDeviceDB>(name, DEVICE_DB_VERSION, {
    blocked() {
      console.warn('An older Vyay tab still has the device database open; it is being asked to close it.');
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      onReplaced?.();
    },
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const docs = db.createObjectStore('docs', { keyPath: 'path' });
        docs.createIndex('parent', 'parent');
        docs.createIndex('parentDate', ['parent', 'date']);
        db.createObjectStore('session');
        return;
      }
      if (oldVersion < 2) {
        // Only IndexedDB requests are awaited here, so the upgrade transaction stays open throughout.
        for (let cursor = await tx.objectStore('docs').openCursor(); cursor; cursor = await cursor.continue()) {
          const repaired = repairStoredDocument(cursor.value.path, cursor.value.data);
          if (!repaired) continue;
          const record: DocRecord = { ...cursor.value, data: repaired };
          if (typeof repaired.date === 'number') record.date = repaired.date;
          else delete record.date;
          await cursor.update(record);
        }
      }
    },
  });
}
