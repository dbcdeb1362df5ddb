import { describe, it, expect } from 'vitest';
import {
  roleOf,
  isAdmin,
  roleLabel,
  menuFor,
  monthlyVisibility,
  payerFor,
  canRemoveMember,
  canToggleAdmin,
  onlyOwnEntries,
  ownershipCandidates,
} from './roles';
import { ledger, member, tempMember } from './test-builders';

const L = ledger({ owner: 'olive', admins: ['olive', 'adam'], contributors: ['olive', 'adam', 'mia'] });
const M = ledger({ ...L, type: 'monthly' });

describe('roleOf / isAdmin', () => {
  it('distinguishes owner, admin, member and outsiders', () => {
    expect(roleOf(L, 'olive')).toBe('owner');
    expect(roleOf(L, 'adam')).toBe('admin');
    expect(roleOf(L, 'mia')).toBe('member');
    expect(roleOf(L, 'zed')).toBeNull();
    expect(roleOf(null, 'olive')).toBeNull();
  });

  it('counts the owner as admin', () => {
    expect(isAdmin(L, 'olive')).toBe(true);
    expect(isAdmin(L, 'adam')).toBe(true);
    expect(isAdmin(L, 'mia')).toBe(false);
    expect(isAdmin(null, 'olive')).toBe(false);
  });
});

describe('roleLabel', () => {
  it('shows owner as Admin, temporary members as such', () => {
    expect(roleLabel(L, member('olive'))).toBe('Admin');
    expect(roleLabel(L, member('adam'))).toBe('Admin');
    expect(roleLabel(L, member('mia'))).toBe('Member');
    expect(roleLabel(L, tempMember('Ravi'))).toBe('Temporary member');
  });
});

describe('menuFor', () => {
  it('gives monthly admins everything', () => {
    expect(menuFor(M, 'adam')).toEqual({
      allTransactions: true,
      recurring: true,
      members: true,
      categories: true,
      tags: true,
      settings: true,
    });
  });
  it('hides monthly-only items on one-time ledgers', () => {
    expect(menuFor(L, 'olive')).toEqual({
      allTransactions: false,
      recurring: false,
      members: true,
      categories: true,
      tags: true,
      settings: true,
    });
  });
  it('gives members nothing extra', () => {
    expect(Object.values(menuFor(M, 'mia')).some(Boolean)).toBe(false);
    expect(Object.values(menuFor(null, 'mia')).some(Boolean)).toBe(false);
  });
});

describe('monthlyVisibility', () => {
  it('admins see all totals', () => {
    const v = monthlyVisibility(M, 'adam');
    expect(v).toMatchObject({
      totalIncome: true,
      totalExpenses: true,
      balance: true,
      incomeYetToReceive: true,
      expensesYetToSpend: true,
      yetToSettle: true,
      addIncome: true,
      paidBySelector: true,
      ownTransactionsOnly: false,
    });
  });
  it('members see total expenses only', () => {
    const v = monthlyVisibility(M, 'mia');
    expect(v).toEqual({
      totalIncome: false,
      totalExpenses: true,
      balance: false,
      incomeYetToReceive: false,
      expensesYetToSpend: false,
      yetToSettle: false,
      addIncome: false,
      paidBySelector: false,
      ownTransactionsOnly: true,
    });
  });
});

describe('payerFor', () => {
  it('forces non-admins to themselves', () => {
    expect(payerFor(M, 'mia', 'adam')).toBe('mia');
    expect(payerFor(M, 'adam', 'mia')).toBe('mia');
    expect(payerFor(M, 'olive', 'common')).toBe('common');
  });
});

describe('canRemoveMember', () => {
  it('lets admins remove plain and temporary members', () => {
    expect(canRemoveMember(L, 'adam', member('mia'))).toBe(true);
    expect(canRemoveMember(L, 'olive', tempMember('Ravi'))).toBe(true);
  });
  it('refuses self, admins, the owner, and non-admin actors', () => {
    expect(canRemoveMember(L, 'adam', member('adam'))).toBe(false);
    expect(canRemoveMember(L, 'olive', member('adam'))).toBe(false);
    expect(canRemoveMember(L, 'adam', member('olive'))).toBe(false);
    expect(canRemoveMember(L, 'mia', tempMember('Ravi'))).toBe(false);
    expect(canRemoveMember(null, 'olive', member('mia'))).toBe(false);
  });
});

describe('canToggleAdmin', () => {
  it('lets admins grant and revoke for other real members', () => {
    expect(canToggleAdmin(L, 'olive', member('mia'))).toBe(true);
    expect(canToggleAdmin(L, 'olive', member('adam'))).toBe(true);
  });
  it('refuses self, owner, temporary members and non-admin actors', () => {
    expect(canToggleAdmin(L, 'adam', member('adam'))).toBe(false);
    expect(canToggleAdmin(L, 'adam', member('olive'))).toBe(false);
    expect(canToggleAdmin(L, 'olive', tempMember('Ravi'))).toBe(false);
    expect(canToggleAdmin(L, 'mia', member('adam'))).toBe(false);
  });
});

describe('onlyOwnEntries', () => {
  it('filters a monthly member who is not an admin to the entries he paid, and nobody else', () => {
    expect(onlyOwnEntries({ monthly: true, admin: false }, 'mia')).toBe('mia');
    expect(onlyOwnEntries({ monthly: true, admin: true }, 'adam')).toBeUndefined();
    expect(onlyOwnEntries({ monthly: false, admin: false }, 'mia')).toBeUndefined();
  });
});

describe('ownershipCandidates', () => {
  const people = [member('olive'), member('adam'), member('mia'), tempMember('Ravi')];

  it('offers the owner every other admin, and nobody else', () => {
    expect(ownershipCandidates(L, 'olive', people).map((m) => m.id)).toEqual(['adam']);
  });

  it('offers nothing to an admin who is not the owner, to a member, or without a ledger', () => {
    expect(ownershipCandidates(L, 'adam', people)).toEqual([]);
    expect(ownershipCandidates(L, 'mia', people)).toEqual([]);
    expect(ownershipCandidates(null, 'olive', people)).toEqual([]);
  });
});
