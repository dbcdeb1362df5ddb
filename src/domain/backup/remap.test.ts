import { describe, expect, it } from 'vitest';
import { buildBackup, type Backup } from './format';
import { DanglingReferenceError, planImport, type KnownUser } from './remap';
import { MAX_NAME } from '../limits';
import { ledger, member, tempMember, tx } from '../test-builders';
import type { RecurringItem } from '../types';

function sample(type: 'monthly' | 'onetime' = 'onetime'): Backup {
  const recurring: RecurringItem = {
    id: 'r1', type: 'expense', amount: 100, description: 'Rent', category: 'Rent', owner: 'alice', tags: [],
    createdAt: 1, from: 'bob', frequency: 'monthly', startDate: 1, paymentMode: 'UPI',
  };
  return buildBackup(
    {
      ledger: ledger({ type, owner: 'alice', admins: ['alice', 'bob'], contributors: ['alice', 'bob'] }),
      members: [member('alice', 'Alice'), member('bob', 'Bob'), tempMember('Ravi'), tempMember('Bob')],
      settings: {
        common: { categories: ['Food'], tags: ['Trip'] },
        monthly: type === 'monthly' ? { paymentMode: 'Cash', paidBy: 'bob' } : null,
        onetime: type === 'onetime' ? { splitType: 'Shares', percentages: { alice: 50, bob: 50 }, shares: { Ravi: 2, bob: 1 } } : null,
      },
      transactions: [
        tx({ id: 'e1', from: 'bob', owner: 'alice', isSettled: true, settlementId: 's1',
          splitInfo: { method: 'Equal', details: [{ userId: 'alice', amount: 1, split: 1 }, { userId: 'Ravi', amount: 1, split: 1 }, { userId: 'bob', amount: 1, split: 1 }] } }),
        tx({ id: 's1', type: 'settlement', from: 'common', owner: 'bob', splitInfo: { method: 'Custom', details: [{ userId: 'bob', amount: 3, split: 3 }] } }),
        tx({ id: 'e2', from: 'Ravi', owner: 'gone' }),
      ],
      recurring: [recurring],
    },
    { uid: 'alice', email: 'alice@example.com' },
    5,
  );
}

const base = { importer: { uid: 'me', displayName: 'Me' }, newLedgerId: 'NEW', knownUsers: new Map<string, KnownUser>(), existingNames: [], now: 99 };
const known = (entries: Record<string, KnownUser>) => new Map(Object.entries(entries));
const ids = (map: Map<string, string>) => Object.fromEntries(map);

describe('planImport', () => {
  it('maps the original owner to the importer and everyone else to temporary members', () => {
    const plan = planImport({ ...base, backup: sample() });
    expect(ids(plan.idMap)).toEqual({ alice: 'me', bob: 'Bob (2)', Bob: 'Bob', Ravi: 'Ravi' });
    expect(plan.ledger).toEqual({ id: 'NEW', name: 'Trip', type: 'onetime', owner: 'me', admins: ['me'], contributors: ['me'], createdAt: 99, updatedAt: 99 });
    expect(plan.members.map((m) => [m.id, m.displayName, m.userId])).toEqual([
      ['me', 'Me', 'me'], ['Bob', 'Bob', 'Bob'], ['Ravi', 'Ravi', 'Ravi'], ['Bob (2)', 'Bob (2)', 'Bob (2)'],
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
    expect(plan.settings.onetime).toEqual({ splitType: 'Shares', percentages: { me: 50, 'Bob (2)': 50 }, shares: { Ravi: 2, 'Bob (2)': 1 } });
    expect(plan.settings.monthly).toBeNull();
    expect(plan.settings.common).toEqual({ categories: ['Food'], tags: ['Trip'] });
  });

  it('remaps the monthly paid-by default', () => {
    const plan = planImport({ ...base, backup: sample('monthly') });
    expect(plan.settings).toMatchObject({ monthly: { paymentMode: 'Cash', paidBy: 'Bob (2)' }, onetime: null });
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
    const plan = planImport({ ...base, knownUsers: known({ bob: { userId: 'uid-bob', displayName: 'Bobby' } }), backup: sample() });
    expect(plan.idMap.get('bob')).toBe('uid-bob');
    expect(plan.ledger.contributors).toEqual(['me', 'uid-bob']);
    expect(plan.ledger.admins).toEqual(['me', 'uid-bob']);
    expect(plan.members).toContainEqual({ id: 'uid-bob', displayName: 'Bobby', userId: 'uid-bob' });
  });

  it('recognises the importer by email when their uid differs (another sign-in method)', () => {
    const plan = planImport({ ...base, knownUsers: known({ bob: { userId: 'me', displayName: 'Me' } }), backup: sample() });
    expect(ids(plan.idMap)).toMatchObject({ bob: 'me', alice: 'Alice' });
  });

  it('keeps an owner whose profile exists here; the importer just owns the copy', () => {
    const plan = planImport({ ...base, knownUsers: known({ alice: { userId: 'uid-alice', displayName: 'Alice' } }), backup: sample() });
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
    expect(() => planImport({ ...base, backup })).toThrow('This backup names "__proto__", who is not a member of its ledger.');
  });

  it.each([
    ['a split line', (b: Backup) => (b.transactions[0]!.splitInfo!.details[0]!.userId = 'constructor')],
    ['a recurring item', (b: Backup) => (b.recurring[0]!.from = 'toString')],
    ['the monthly paid-by default', (b: Backup) => (b.settings.monthly = { paymentMode: 'UPI', paidBy: 'ghost' })],
  ])('refuses %s naming someone who is not a member', (_name, edit) => {
    const backup = sample();
    edit(backup);
    expect(() => planImport({ ...base, backup })).toThrow(DanglingReferenceError);
  });

  it('looks member ids up in a Map: ids like "toString" and "constructor" are ordinary people', () => {
    const backup = sample();
    backup.members.push(tempMember('toString'), tempMember('constructor'));
    Object.assign(backup.transactions.find((t) => t.id === 'e2')!, { from: 'toString', owner: 'constructor' });
    const plan = planImport({ ...base, backup });
    expect(plan.idMap.get('toString')).toBe('toString (2)');
    expect(plan.transactions.find((t) => t.id === 'e2')).toMatchObject({ from: 'toString (2)', owner: 'constructor (2)' });
    expect(plan.members.map((m) => m.id)).toContain('constructor (2)');
  });

  it('never gives a temporary member an id that is reserved or taken by a real user', () => {
    const backup = sample();
    backup.members.push(tempMember('common'), tempMember('__proto__'), tempMember('..'), tempMember('__x__'), tempMember('hasOwnProperty'));
    backup.members.push({ id: 'x', displayName: 'ME', userId: 'x' }, { id: 'y', displayName: '  ', userId: 'y' });
    const plan = planImport({ ...base, backup });
    expect(plan.members.map((m) => m.id)).toEqual(
      expect.arrayContaining(['common (2)', '__proto__ (2)', '.. (2)', '__x__ (2)', 'hasOwnProperty (2)', 'ME (2)', 'Member']),
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
    backup.settings.onetime = JSON.parse('{"splitType":"Shares","percentages":{"__proto__":5,"constructor":1,"alice":100},"shares":{"gone":2,"Ravi":1}}');
    const onetime = planImport({ ...base, backup }).settings.onetime!;
    expect(onetime).toEqual({ splitType: 'Shares', percentages: { me: 100 }, shares: { Ravi: 1 } });
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

  it('gives an empty monthly paid-by default to the importer, and keeps common', () => {
    const backup = sample('monthly');
    backup.settings.monthly = { paymentMode: 'UPI', paidBy: '' };
    expect(planImport({ ...base, backup }).settings.monthly).toEqual({ paymentMode: 'UPI', paidBy: 'me' });
    backup.settings.monthly = { paymentMode: 'UPI', paidBy: 'common' };
    expect(planImport({ ...base, backup }).settings.monthly).toEqual({ paymentMode: 'UPI', paidBy: 'common' });
  });
});
