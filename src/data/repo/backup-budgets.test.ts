// Category budgets survive a backup round trip on the device adapter, and a file without them restores none.
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeMonthlySettings } from '../../domain/decode';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import type { AuthUser } from '../ports';
import { importBackup } from './backup';
import { exportLedger } from './backup-export';
import { parseBackupText } from './backup-schema';
import { createLedger, deleteLedger } from './ledgers';
import { paths } from './paths';
import { saveBudgets } from './settings';
import { saveUserProfile } from './users';

let docs: DeviceDocumentStore;
let counter = 0;
const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`backup-budgets-${++counter}`));
  await saveUserProfile(docs, asha);
});

describe('category budgets in a backup', () => {
  it('are exported, read back from the file and restored', async () => {
    const ledger = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, 1);
    await saveBudgets(docs, ledger.id, { Food: 5000, Rent: 20000.5 });
    const backup = await exportLedger(docs, ledger.id, asha, 100);
    expect(backup.settings.monthly?.budgets).toEqual({ Food: 5000, Rent: 20000.5 });
    await deleteLedger(docs, ledger.id, 9000);

    const parsed = parseBackupText(JSON.stringify(backup));
    if (!parsed.ok) throw new Error(parsed.message);
    const restored = await importBackup(docs, parsed.backups[0]!, asha, { existingNames: [], now: 200 });
    const settings = decodeMonthlySettings(await docs.get(paths.monthlySettings(restored.id)));
    expect(settings.budgets).toEqual({ Food: 5000, Rent: 20000.5 });
  });

  it('are absent from the backup of a ledger without any', async () => {
    const ledger = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, 1);
    const backup = await exportLedger(docs, ledger.id, asha, 100);
    expect(backup.settings.monthly).not.toHaveProperty('budgets');
  });
});
