// A refused write becomes a notice, and an added or edited entry stays on the device until saved again.
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, RefusedWrite } from '../data/ports';
import { ledger } from '../domain/test-builders';

const DAY = 1_700_000_000_000;
const asha: AuthUser = { uid: 'u-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const txPath = (id: string) => `ledgers/L1/transactions/${id}`;

function expenseData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: 'Boat ride',
    amount: 30,
    category: 'Travel',
    tags: ['Kerala'],
    type: 'expense',
    owner: asha.uid,
    date: DAY,
    createdAt: DAY,
    updatedAt: DAY,
    comments: 'Day 2',
    from: asha.uid,
    paymentMode: 'UPI',
    ...over,
  };
}

const refusal = (ops: RefusedWrite['ops']): RefusedWrite => ({ ops, error: new Error('PERMISSION_DENIED') });

let databases = 0;

/** A fresh page: the stores are module state, so each test (and each "restart") loads them anew. */
async function startPage() {
  vi.resetModules();
  const session = await import('./session-store');
  const ledgers = await import('./ledger-store');
  const notices = await import('./refusal-notices');
  const entries = await import('./refused-entries');
  const { openDeviceBackend } = await import('../data/device/device-backend');
  databases += 1;
  const backend = await openDeviceBackend(`refused-entries-${databases}`);
  session.backendOpened(backend);
  session.signedIn(asha, null);
  ledgers.dispatch({
    type: 'ledgersArrived',
    ledgers: [ledger({ id: 'L1', name: 'Kerala', currency: 'EUR', owner: asha.uid, admins: [asha.uid] })],
    confirmed: true,
    lastUsedLedgerId: 'L1',
    userId: asha.uid,
    now: DAY,
  });
  return { docs: backend.docs, entries, notices };
}

type Page = Awaited<ReturnType<typeof startPage>>;

/** What the screens would show now (and then have shown). */
function shown(page: Page): string[] {
  const waiting = page.notices.currentNotices();
  page.notices.noticesShown(waiting.map((n) => n.id));
  return waiting.map((n) => `${n.message}${n.kept ? ' [Open again]' : ''}`);
}

beforeEach(async () => {
  await clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a refused new entry', () => {
  it('is told in the ledger’s money, kept on the device, and offered again after a restart', async () => {
    const page = await startPage();
    await page.entries.keepRefusedWrite(
      refusal([{ type: 'set', path: txPath('T1'), data: expenseData({ description: 'Houseboat', amount: 70 }) }]),
      DAY,
    );
    expect(shown(page)).toEqual(["The server refused 'Houseboat' (€70.00). It was not saved. [Open again]"]);
    // Offered once per page: the refusal itself was the offer.
    await page.entries.offerKeptEntries('L1');
    expect(shown(page)).toEqual([]);

    const restarted = await startPage();
    await restarted.entries.offerKeptEntries('L1');
    expect(shown(restarted)).toEqual(["The server refused 'Houseboat' (€70.00). It was not saved. [Open again]"]);
    const reopened = await restarted.entries.loadReopened('T1', null);
    expect(reopened?.values).toMatchObject({ description: 'Houseboat', amount: 70, tags: ['Kerala'] });

    await restarted.entries.forgetKeptEntry('L1', 'T1');
    expect(await restarted.entries.keptEntries('L1')).toEqual([]);
    expect(await restarted.entries.loadReopened('T1', null)).toBeNull();
  });
});

describe('a refused edit', () => {
  it('is told and kept as typed over the entry as stored', async () => {
    const page = await startPage();
    await page.docs.set(txPath('T2'), expenseData());
    await page.entries.keepRefusedWrite(
      refusal([{ type: 'update', path: txPath('T2'), data: { description: 'Houseboat', amount: 70, updatedAt: 5 } }]),
    );
    expect(shown(page)).toEqual(["The server refused 'Houseboat' (€70.00). It was not saved. [Open again]"]);
    const [kept] = await page.entries.keptEntries('L1');
    expect(kept).toMatchObject({ transactionId: 'T2', edit: true, changes: { description: 'Houseboat', amount: 70 } });
    expect(kept?.entry).toMatchObject({ category: 'Travel', comments: 'Day 2' });
  });
});

describe('a refused change that is not an entry', () => {
  it('is told, with nothing to open again', async () => {
    const page = await startPage();
    await page.entries.keepRefusedWrite(refusal([{ type: 'set', path: 'ledgers/L1/settings/onetime', data: {} }]));
    expect(shown(page)).toEqual(['The server refused a change to Settings. It was not saved.']);
    expect(await page.entries.keptEntries('L1')).toEqual([]);
  });
});

describe('sign-out', () => {
  it("forgets this user's kept entries and notices", async () => {
    const page = await startPage();
    await page.entries.keepRefusedWrite(refusal([{ type: 'set', path: txPath('T1'), data: expenseData() }]));
    await page.entries.clearKeptEntries(asha.uid);
    expect(page.notices.currentNotices()).toEqual([]);
    expect(await page.entries.keptEntries('L1')).toEqual([]);
  });
});
