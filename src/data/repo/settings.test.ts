// Saving category budgets on the device adapter: only `budgets` is written, and replaced whole.
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeMonthlySettings } from '../../domain/decode';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { paths } from './paths';
import { saveBudgets, saveMonthlySettings } from './settings';

let docs: DeviceDocumentStore;
let counter = 0;

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`settings-repo-${++counter}`));
});

const read = async () => decodeMonthlySettings(await docs.get(paths.monthlySettings('home')));

describe('saveBudgets', () => {
  it('writes only the budgets, leaving the payment mode and payer as they are', async () => {
    await saveMonthlySettings(docs, 'home', { paymentMode: 'Cash', paidBy: 'asha' });
    await saveBudgets(docs, 'home', { Food: 5000, Rent: 20000 });
    expect(await read()).toEqual({ paymentMode: 'Cash', paidBy: 'asha', budgets: { Food: 5000, Rent: 20000 } });
  });

  it('replaces the map whole, so a cleared budget is gone', async () => {
    await saveMonthlySettings(docs, 'home', { paymentMode: 'UPI', paidBy: 'asha' });
    await saveBudgets(docs, 'home', { Food: 5000, Rent: 20000 });
    await saveBudgets(docs, 'home', { Rent: 18000 });
    expect((await read()).budgets).toEqual({ Rent: 18000 });
    await saveBudgets(docs, 'home', {});
    expect(await read()).toEqual({ paymentMode: 'UPI', paidBy: 'asha' });
  });

  it('creates the document when the ledger has none', async () => {
    await saveBudgets(docs, 'home', { Food: 1000 });
    expect((await read()).budgets).toEqual({ Food: 1000 });
  });

  it('leaves a later payment-mode change beside the budgets', async () => {
    await saveBudgets(docs, 'home', { Food: 1000 });
    await saveMonthlySettings(docs, 'home', { paymentMode: 'Wallet' });
    expect(await read()).toMatchObject({ paymentMode: 'Wallet', budgets: { Food: 1000 } });
  });
});
