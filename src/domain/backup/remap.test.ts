import { describe, expect, it } from 'vitest';
import { buildBackup, type Backup } from './format';
import { DanglingReferenceError, formerMemberIds, planImport, refusedReferences, type KnownUser } from './remap';
import { computeBalances } from '../balances';
import { MAX_ID, MAX_NAME } from '../limits';
import { customExpense, expense, ledger, member, recurring, settlement, tempMember, tx } from '../test-builders';
import type { RecurringItem } from '../types';

function sample(type: 'monthly' | 'onetime' = 'onetime'): Backup {
  const recurring: RecurringItem = {
    id: 'r1',
    type: 'expense',
    amount: 100,
    description: 'Rent',
    category: 'Rent',
    owner: 'alice',
    tags: [],
    createdAt: 1,
    from: 'bob',
    frequency: 'monthly',
    startDate: 1,
    paymentMode: 'UPI',
  };
  return buildBackup(
    {
      ledger: ledger({ type, owner: 'alice', admins: ['alice', 'bob'], contributors: ['alice', 'bob'] }),
      members: [member('alice', 'Alice'), member('bob', 'Bob'), tempMember('Ravi'), tempMember('Bob')],
      settings: {
        common: { categories: ['Food'], tags: ['Trip'] },
        monthly: type === 'monthly' ? { paymentMode: 'Cash', paidBy: 'bob' } : null,
        onetime:
          type === 'onetime'
            ? { splitType: 'Shares', percentages: { alice: 50, bob: 50 }, shares: { Ravi: 2, bob: 1 } }
            : null,
      },
      transactions: [
        tx({
          id: 'e1',
          from: 'bob',
          owner: 'alice',
          isSettled: true,
          settlementId: 's1',
          splitInfo: {
            method: 'Equal',
            details: [
              { userId: 'alice', amount: 1, split: 1 },
              { userId: 'Ravi', amount: 1, split: 1 },
              { userId: 'bob', amount: 1, split: 1 },
            ],
          },
        }),
        tx({
          id: 's1',
          type: 'settlement',
          from: 'common',
          owner: 'bob',
          splitInfo: { method: 'Custom', details: [{ userId: 'bob', amount: 3, split: 3 }] },
        }),
        tx({ id: 'e2', from: 'Ravi', owner: 'gone' }),
      ],
      recurring: [recurring],
    },
    { uid: 'alice', email: 'alice@example.com' },
    5,
  );
}

const base = {
  importer: { uid: 'me', displayName: 'Me' },
  newLedgerId: 'NEW',
  knownUsers: new Map<string, KnownUser>(),
  existingNames: [],
  now: 99,
};
const known = (entries: Record<string, KnownUser>) => new Map(Object.entries(entries));
const ids = (map: Map<string, string>) => Object.fromEntries(map);

describe('planImport', () => {
  it('brings each transaction’s receipt along, once, and leaves the marks to be written afresh', () => {
    const backup = sample();
    const receipt = (transactionId: string, data: string) => ({
      transactionId,
      type: 'image/webp' as const,
      name: 'bill.webp',
      bytes: 3,
      thumb: '',
      data,
    });
    backup.transactions = backup.transactions.map((t) =>
      t.id === 'e1' ? { ...t, receipt: { type: 'image/webp', parts: 1 } } : t,
    );
    backup.receipts = [receipt('e1', 'QUJD'), receipt('e1', 'WFla'), receipt('elsewhere', 'QUJD')];
    const plan = planImport({ ...base, backup });
    expect(plan.receipts).toEqual([receipt('e1', 'QUJD')]);
    expect(plan.transactions.some((t) => 'receipt' in t)).toBe(false);
    // A file from before receipts has none.
    expect(planImport({ ...base, backup: { ...sample(), receipts: undefined } }).receipts).toEqual([]);
  });

  it('maps the original owner to the importer and everyone else to temporary members', () => {
    const plan = planImport({ ...base, backup: sample() });
    expect(ids(plan.idMap)).toEqual({ alice: 'me', bob: 'Bob (2)', Bob: 'Bob', Ravi: 'Ravi' });
    expect(plan.ledger).toEqual({
      id: 'NEW',
      name: 'Trip',
      type: 'onetime',
      owner: 'me',
      admins: ['me'],
      contributors: ['me'],
      createdAt: 99,
      updatedAt: 99,
    });
    expect(plan.members.map((m) => [m.id, m.displayName, m.userId])).toEqual([
      ['me', 'Me', 'me'],
      ['Bob', 'Bob', 'Bob'],
      ['Ravi', 'Ravi', 'Ravi'],
      ['Bob (2)', 'Bob (2)', 'Bob (2)'],
    ]);
  });

  it('remaps payers, owners, split lines and split defaults; keeps ids, links and common', () => {
    const plan = planImport({ ...base, backup: sample() });
    const [e1, e2, s1] = plan.transactions;
    expect(e1).toMatchObject({ id: 'e1', from: 'Bob (2)', owner: 'me', isSettled: true, settlementId: 's1' });
    expect(e1?.splitInfo?.details.map((d) => d.userId)).toEqual(['me', 'Ravi', 'Bob (2)']);
    expect(s1).toMatchObject({ id: 's1', from: 'common', owner: 'Bob (2)' });
    expect(s1?.splitInfo?.details[0]?.userId).toBe('Bob (2)');
    // Someone who is no member any more cannot own an entry: the importer does.
    expect(e2).toMatchObject({ from: 'Ravi', owner: 'me' });
    expect(plan.recurring[0]).toMatchObject({ id: 'r1', from: 'Bob (2)', owner: 'me' });
    expect(plan.settings.onetime).toEqual({
      splitType: 'Shares',
      percentages: { me: 50, 'Bob (2)': 50 },
      shares: { Ravi: 2, 'Bob (2)': 1 },
      simplifyDebts: true,
    });
    expect(plan.settings.monthly).toBeNull();
    expect(plan.settings.common).toEqual({ categories: ['Food'], tags: ['Trip'] });
  });

  it('remaps the monthly paid-by default', () => {
    const plan = planImport({ ...base, backup: sample('monthly') });
    expect(plan.settings).toMatchObject({ monthly: { paymentMode: 'Cash', paidBy: 'Bob (2)' }, onetime: null });
  });

  it('keeps the category budgets as they are: they are keyed by category, which an import keeps', () => {
    const backup = sample('monthly');
    backup.settings.monthly = { paymentMode: 'Cash', paidBy: 'bob', budgets: { Food: 5000, Rent: 0 } };
    expect(planImport({ ...base, backup }).settings.monthly).toEqual({
      paymentMode: 'Cash',
      paidBy: 'Bob (2)',
      budgets: { Food: 5000, Rent: 0 },
    });
  });

  it('fills missing settings with defaults for the importer', () => {
    const backup = sample('monthly');
    backup.settings.monthly = null;
    expect(planImport({ ...base, backup }).settings.monthly).toEqual({ paymentMode: 'UPI', paidBy: 'me' });
  });

  it('keeps the importer as themselves when they are a member of the backup', () => {
    const plan = planImport({ ...base, importer: { uid: 'bob', displayName: 'Bob' }, backup: sample() });
    expect(ids(plan.idMap)).toMatchObject({ bob: 'bob', alice: 'Alice', Bob: 'Bob (2)' });
    expect(plan.ledger.owner).toBe('bob');
  });

  it('keeps people whose profile exists here as real members, admin if they were', () => {
    const plan = planImport({
      ...base,
      knownUsers: known({ bob: { userId: 'uid-bob', displayName: 'Bobby' } }),
      backup: sample(),
    });
    expect(plan.idMap.get('bob')).toBe('uid-bob');
    expect(plan.ledger.contributors).toEqual(['me', 'uid-bob']);
    expect(plan.ledger.admins).toEqual(['me', 'uid-bob']);
    expect(plan.members).toContainEqual({ id: 'uid-bob', displayName: 'Bobby', userId: 'uid-bob' });
  });

  it('recognises the importer by email when their uid differs (another sign-in method)', () => {
    const plan = planImport({
      ...base,
      knownUsers: known({ bob: { userId: 'me', displayName: 'Me' } }),
      backup: sample(),
    });
    expect(ids(plan.idMap)).toMatchObject({ bob: 'me', alice: 'Alice' });
  });

  it('keeps an owner whose profile exists here; the importer just owns the copy', () => {
    const plan = planImport({
      ...base,
      knownUsers: known({ alice: { userId: 'uid-alice', displayName: 'Alice' } }),
      backup: sample(),
    });
    expect(ids(plan.idMap)).toMatchObject({ alice: 'uid-alice', bob: 'Bob (2)' });
    expect(plan.ledger).toMatchObject({ owner: 'me', admins: ['me', 'uid-alice'], contributors: ['me', 'uid-alice'] });
    expect(plan.transactions[0]?.owner).toBe('uid-alice');
  });

  it('names the ledger apart from the importer’s existing ones, and keeps slashes out of ids', () => {
    const backup = sample();
    backup.members.push(tempMember('A/B'));
    const plan = planImport({ ...base, existingNames: ['trip', 'Trip (2)'], backup });
    expect(plan.ledger.name).toBe('Trip (3)');
    expect(plan.idMap.get('A/B')).toBe('A-B');
  });
});

describe('planImport on hostile data', () => {
  it('refuses, before planning anything, a payer who is not a member (for callers that skip the parser)', () => {
    const backup = sample();
    backup.transactions[0] = { ...backup.transactions[0]!, from: '__proto__' };
    expect(() => planImport({ ...base, backup })).toThrow(DanglingReferenceError);
    expect(() => planImport({ ...base, backup })).toThrow(
      'This backup names "__proto__", who is not a member of its ledger.',
    );
  });

  it.each([
    ['a split line', (b: Backup) => (b.transactions[0]!.splitInfo!.details[0]!.userId = 'constructor')],
    ['a recurring item', (b: Backup) => (b.recurring[0]!.from = 'toString')],
    ['the monthly paid-by default', (b: Backup) => (b.settings.monthly = { paymentMode: 'UPI', paidBy: '__x__' })],
    ['a payer with a slash', (b: Backup) => (b.transactions[0]!.from = 'a/b')],
    ['a payer ".."', (b: Backup) => (b.transactions[0]!.from = '..')],
    ['an empty split line', (b: Backup) => (b.transactions[0]!.splitInfo!.details[0]!.userId = '')],
    ['a split line for the pot', (b: Backup) => (b.transactions[0]!.splitInfo!.details[0]!.userId = 'common')],
    ['a payer longer than any id', (b: Backup) => (b.transactions[0]!.from = 'x'.repeat(MAX_ID + 1))],
  ])('refuses %s naming someone who is not a member and cannot be anyone', (_name, edit) => {
    const backup = sample();
    edit(backup);
    expect(() => planImport({ ...base, backup })).toThrow(DanglingReferenceError);
  });

  it('looks member ids up in a Map: ids like "toString" and "constructor" are ordinary people', () => {
    const backup = sample();
    backup.members.push(tempMember('toString'), tempMember('constructor'));
    Object.assign(
      backup.transactions.find((t) => t.id === 'e2')!,
      { from: 'toString', owner: 'constructor' },
    );
    const plan = planImport({ ...base, backup });
    expect(plan.idMap.get('toString')).toBe('toString (2)');
    expect(plan.transactions.find((t) => t.id === 'e2')).toMatchObject({
      from: 'toString (2)',
      owner: 'constructor (2)',
    });
    expect(plan.members.map((m) => m.id)).toContain('constructor (2)');
  });

  it('never gives a temporary member an id that is reserved or taken by a real user', () => {
    const backup = sample();
    backup.members.push(
      tempMember('common'),
      tempMember('__proto__'),
      tempMember('..'),
      tempMember('__x__'),
      tempMember('hasOwnProperty'),
    );
    backup.members.push({ id: 'x', displayName: 'ME', userId: 'x' }, { id: 'y', displayName: '  ', userId: 'y' });
    const plan = planImport({ ...base, backup });
    expect(plan.members.map((m) => m.id)).toEqual(
      expect.arrayContaining([
        'common (2)',
        '__proto__ (2)',
        '.. (2)',
        '__x__ (2)',
        'hasOwnProperty (2)',
        'ME (2)',
        'Member',
      ]),
    );
    expect(new Set(plan.members.map((m) => m.id.toLowerCase())).size).toBe(plan.members.length);
  });

  it('keeps numbered names within the name limit', () => {
    const backup = sample();
    const long = 'N'.repeat(MAX_NAME);
    backup.members.push(tempMember(long), { id: 'other', displayName: long, userId: 'other' });
    const plan = planImport({ ...base, backup });
    expect(plan.idMap.get(long)).toBe(long);
    expect(plan.idMap.get('other')).toBe(`${'N'.repeat(MAX_NAME - 4)} (2)`);
  });

  it('rebuilds split defaults with members only: no prototype keys, nobody who is not a member', () => {
    const backup = sample();
    // As JSON.parse leaves them: '__proto__' an own key, not the prototype.
    backup.settings.onetime = JSON.parse(
      '{"splitType":"Shares","percentages":{"__proto__":5,"constructor":1,"alice":100},"shares":{"gone":2,"Ravi":1}}',
    );
    const onetime = planImport({ ...base, backup }).settings.onetime!;
    expect(onetime).toEqual({
      splitType: 'Shares',
      percentages: { me: 100 },
      shares: { Ravi: 1 },
      simplifyDebts: true,
    });
    expect(Object.getPrototypeOf(onetime.percentages)).toBe(Object.prototype);
    expect(Object.keys(onetime.percentages)).toEqual(['me']);
  });

  it('keeps a settlement link only to a settlement in the backup; keeps an empty link', () => {
    const backup = sample();
    backup.transactions.push(
      tx({ id: 'e3', from: 'bob', isSettled: true, settlementId: 'elsewhere' }),
      tx({ id: 'e4', from: 'bob', isSettled: true, settlementId: 'e2' }),
      tx({ id: 'e5', from: 'bob', isSettled: false, settlementId: '' }),
    );
    const byId = new Map(planImport({ ...base, backup }).transactions.map((t) => [t.id, t]));
    expect(byId.get('e1')).toMatchObject({ isSettled: true, settlementId: 's1' });
    expect(byId.get('e3')?.isSettled).toBe(true);
    expect(byId.get('e3')).not.toHaveProperty('settlementId');
    expect(byId.get('e4')).not.toHaveProperty('settlementId');
    expect(byId.get('e5')).toMatchObject({ isSettled: false, settlementId: '' });
  });

  it('keeps a recurring link only to an item in the backup (the rules refuse a link to nothing)', () => {
    const backup = sample('monthly');
    backup.recurring = [recurring({ id: 'r1', from: 'bob' })];
    backup.transactions.push(
      tx({ id: 'e6', from: 'bob', recursiveId: 'r1' }),
      tx({ id: 'e7', from: 'bob', recursiveId: 'deleted-item' }),
    );
    const byId = new Map(planImport({ ...base, backup }).transactions.map((t) => [t.id, t]));
    expect(byId.get('e6')).toMatchObject({ recursiveId: 'r1' });
    expect(byId.get('e7')).not.toHaveProperty('recursiveId');
  });

  it('gives an empty monthly paid-by default to the importer, and keeps common', () => {
    const backup = sample('monthly');
    backup.settings.monthly = { paymentMode: 'UPI', paidBy: '' };
    expect(planImport({ ...base, backup }).settings.monthly).toEqual({ paymentMode: 'UPI', paidBy: 'me' });
    backup.settings.monthly = { paymentMode: 'UPI', paidBy: 'common' };
    expect(planImport({ ...base, backup }).settings.monthly).toEqual({ paymentMode: 'UPI', paidBy: 'common' });
  });
});

/** Alice's ledger after she removed Ravi (a temporary member) and Gita (an account, 'uid-gone'). */
function afterRemovals(): Backup {
  const longId = 'L'.repeat(MAX_NAME + 1);
  return buildBackup(
    {
      ledger: ledger({ type: 'monthly', owner: 'alice', admins: ['alice'], contributors: ['alice', 'bob'] }),
      members: [member('alice', 'Alice'), member('bob', 'Bob')],
      settings: {
        common: { categories: ['Food'], tags: [] },
        monthly: { paymentMode: 'Cash', paidBy: 'uid-gone' },
        onetime: null,
      },
      transactions: [
        expense('Ravi', 300, ['alice', 'Ravi', 'uid-gone'], { id: 'e1', owner: 'Ravi', date: 1 }),
        customExpense('uid-gone', 100, { bob: 40, 'uid-gone': 60 }, { id: 'e2', owner: 'uid-gone', date: 2 }),
        settlement('uid-gone', 'Ravi', 50, { id: 's1', owner: 'alice', date: 3 }),
        expense(longId, 30, ['alice', longId], { id: 'e3', owner: 'alice', date: 4 }),
        tx({ id: 'i1', type: 'income', amount: 900, from: 'common', date: 5 }),
      ],
      recurring: [
        {
          id: 'r1',
          type: 'expense',
          amount: 100,
          description: 'Rent',
          category: 'Rent',
          owner: 'Ravi',
          tags: [],
          createdAt: 1,
          from: 'Ravi',
          frequency: 'monthly',
          startDate: 1,
          paymentMode: 'UPI',
        },
      ],
    },
    { uid: 'alice', email: 'alice@example.com' },
    5,
  );
}

describe('planImport with people removed from the ledger since', () => {
  const longId = 'L'.repeat(MAX_NAME + 1);

  it('finds every removed person once, in the order the file names them, and refuses none', () => {
    expect(formerMemberIds(afterRemovals())).toEqual(['Ravi', 'uid-gone', longId]);
    expect(refusedReferences(afterRemovals())).toEqual([]);
  });

  it('makes each a temporary member named by their id, or "Former member" when the id cannot be a name', () => {
    const plan = planImport({ ...base, backup: afterRemovals() });
    expect(ids(plan.idMap)).toEqual({
      alice: 'me',
      bob: 'Bob',
      Ravi: 'Ravi',
      'uid-gone': 'uid-gone',
      [longId]: 'Former member',
    });
    expect(plan.members.map((m) => [m.id, m.displayName, m.userId])).toEqual([
      ['me', 'Me', 'me'],
      ['Bob', 'Bob', 'Bob'],
      ['Ravi', 'Ravi', 'Ravi'],
      ['uid-gone', 'uid-gone', 'uid-gone'],
      ['Former member', 'Former member', 'Former member'],
    ]);
    // Former members are people, not users: they are never contributors or admins.
    expect(plan.ledger).toMatchObject({ admins: ['me'], contributors: ['me'] });
  });

  it('remaps their payers, split lines, recurring items and the paid-by default; their entries go to the importer to own', () => {
    const plan = planImport({ ...base, backup: afterRemovals() });
    const byId = new Map(plan.transactions.map((t) => [t.id, t]));
    expect(byId.get('e1')).toMatchObject({ from: 'Ravi', owner: 'me' });
    expect(byId.get('e1')?.splitInfo?.details.map((d) => d.userId)).toEqual(['me', 'Ravi', 'uid-gone']);
    expect(byId.get('e2')).toMatchObject({ from: 'uid-gone', owner: 'me' });
    expect(byId.get('e2')?.splitInfo?.details.map((d) => [d.userId, d.amount])).toEqual([
      ['Bob', 40],
      ['uid-gone', 60],
    ]);
    expect(byId.get('s1')).toMatchObject({
      from: 'uid-gone',
      splitInfo: { details: [{ userId: 'Ravi', amount: 50 }] },
    });
    expect(byId.get('e3')).toMatchObject({ from: 'Former member' });
    expect(byId.get('e3')?.splitInfo?.details.map((d) => d.userId)).toEqual(['me', 'Former member']);
    expect(byId.get('i1')).toMatchObject({ from: 'common' });
    expect(plan.recurring[0]).toMatchObject({ from: 'Ravi', owner: 'me' });
    expect(plan.settings.monthly).toEqual({ paymentMode: 'Cash', paidBy: 'uid-gone' });
  });

  it('keeps everyone’s balance: every payer and split line is a member of the plan, and the nets are the file’s', () => {
    const backup = afterRemovals();
    const plan = planImport({ ...base, backup });
    const memberIds = new Set(plan.members.map((m) => m.id));
    for (const t of plan.transactions) {
      expect(t.from === 'common' || memberIds.has(t.from), t.from).toBe(true);
      for (const d of t.splitInfo?.details ?? []) expect(memberIds.has(d.userId), d.userId).toBe(true);
    }
    for (const r of plan.recurring) expect(memberIds.has(r.from)).toBe(true);
    expect(memberIds.has(plan.settings.monthly!.paidBy)).toBe(true);

    const after = computeBalances(plan.transactions, plan.members);
    // computeBalances adds anyone it meets who is not a member: nobody was added.
    expect(after.map((b) => b.userId)).toEqual(plan.members.map((m) => m.userId));
    const before = computeBalances(backup.transactions, backup.members);
    const net = (list: typeof after, id: string) => list.find((b) => b.userId === id)?.net;
    for (const [from, to] of plan.idMap) expect(net(after, to), from).toBe(net(before, from));
    expect(net(after, 'uid-gone')).toBe(-60 + 100 - 100 + 50);
  });

  it('names them apart from members and from each other, ignoring case', () => {
    const backup = afterRemovals();
    backup.members.push(tempMember('ravi'), { id: 'x', displayName: 'Former member', userId: 'x' });
    backup.transactions.push(
      tx({ id: 'e4', from: 'L'.repeat(MAX_NAME + 2) }),
      tx({ id: 'e5', from: ' __x__' }),
      tx({ id: 'e6', from: 'Common' }),
      tx({ id: 'e7', from: '  ' }),
      tx({ id: 'e8', from: 'me' }),
      tx({ id: 'e9', from: 'A  ' }),
    );
    const plan = planImport({ ...base, backup });
    expect(ids(plan.idMap)).toMatchObject({
      Ravi: 'Ravi (2)',
      [longId]: 'Former member (2)',
      ['L'.repeat(MAX_NAME + 2)]: 'Former member (3)',
      ' __x__': 'Former member (4)',
      Common: 'Former member (5)',
      '  ': 'Former member (6)',
      // Someone removed whose id is the importer's is still someone else here: merging them would change balances.
      me: 'me (2)',
      'A  ': 'A',
    });
    expect(new Set(plan.members.map((m) => m.id.toLowerCase())).size).toBe(plan.members.length);
    for (const m of plan.members) expect(m.id.length).toBeLessThanOrEqual(MAX_NAME);
  });

  it('lets the importer stand for an original owner that a hand-edited file left out of its members', () => {
    const backup = afterRemovals();
    backup.members = backup.members.filter((m) => m.id !== 'alice');
    backup.transactions.push(tx({ id: 'e4', from: 'alice' }));
    const plan = planImport({ ...base, backup });
    expect(plan.idMap.get('alice')).toBe('me');
    expect(plan.transactions.find((t) => t.id === 'e4')).toMatchObject({ from: 'me', owner: 'me' });
    expect(plan.members.map((m) => m.id)).not.toContain('alice');
  });

  it('gives a former member no split default (they had none that counted)', () => {
    const backup = sample();
    backup.settings.onetime = { splitType: 'Shares', percentages: {}, shares: { Ravi: 1, gone: 3 } };
    backup.transactions.push(tx({ id: 'e9', from: 'gone' }));
    const plan = planImport({ ...base, backup });
    expect(plan.idMap.get('gone')).toBe('gone');
    expect(plan.settings.onetime?.shares).toEqual({ Ravi: 1 });
  });
});

describe('planImport with several payers and a ledger currency', () => {
  const paidByTwo = (payers: { userId: string; amount: number }[]) =>
    buildBackup(
      {
        ledger: ledger({ owner: 'alice', currency: 'EUR' }),
        members: [member('alice', 'Alice'), member('bob', 'Bob')],
        settings: { common: { categories: [], tags: [] }, monthly: null, onetime: null },
        transactions: [
          customExpense(
            'alice',
            30,
            { alice: 10, bob: 10, gone: 10 },
            {
              id: 'e1',
              payers,
              originalAmount: 3,
              originalCurrency: 'INR',
              exchangeRate: 10,
            },
          ),
        ],
        recurring: [],
      },
      { uid: 'alice', email: 'alice@example.com' },
      5,
    );

  it('remaps every payer like `from`, keeps the foreign amount and the ledger currency, and keeps balances', () => {
    const backup = paidByTwo([
      { userId: 'alice', amount: 20 },
      { userId: 'gone', amount: 10 },
    ]);
    const plan = planImport({ ...base, backup });
    expect(plan.ledger.currency).toBe('EUR');
    const [t] = plan.transactions;
    expect(t?.payers).toEqual([
      { userId: 'me', amount: 20 },
      { userId: 'gone', amount: 10 },
    ]);
    expect(t).toMatchObject({ from: 'me', originalAmount: 3, originalCurrency: 'INR', exchangeRate: 10 });
    expect(plan.members.map((m) => m.id)).toContain('gone');
    const nets = (txs: Backup['transactions'], map: (id: string) => string) =>
      computeBalances(txs, [])
        .map((b) => `${map(b.userId)}=${b.net}`)
        .sort();
    expect(nets(plan.transactions, (id) => id)).toEqual(nets(backup.transactions, (id) => plan.idMap.get(id) ?? id));
  });

  it("refuses 'common' or an impossible id among the payers", () => {
    for (const id of ['common', '__proto__', 'a/b']) {
      const backup = paidByTwo([
        { userId: 'alice', amount: 20 },
        { userId: id, amount: 10 },
      ]);
      expect(refusedReferences(backup)).toEqual([{ path: ['transactions', 0, 'payers', 1, 'userId'], id }]);
      expect(() => planImport({ ...base, backup })).toThrow(DanglingReferenceError);
    }
  });
});
