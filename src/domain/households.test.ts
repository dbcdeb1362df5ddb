import { describe, expect, it } from 'vitest';
import { householdPlan, householdPositions } from './households';
import { settlePaise } from './settle-plan';
import { prng } from './prng';
import type { Balance, Household, Transfer } from './types';

const bal = (userId: string, net: number, paid = 0): Balance => ({
  userId,
  displayName: userId[0]!.toUpperCase() + userId.slice(1),
  spent: 0,
  paid,
  net,
});

/** Each person's whole-paise figure after paying every transfer. */
function leftAfter(balances: Balance[], transfers: Transfer[]): Map<string, number> {
  const left = new Map(settlePaise(balances).map((p) => [p.userId, p.paise]));
  for (const t of transfers) {
    const paise = Math.round(t.amount * 100);
    left.set(t.from, left.get(t.from)! + paise);
    left.set(t.to, left.get(t.to)! - paise);
  }
  return left;
}

describe('householdPlan', () => {
  // Asha paid the houseboat; Meera and Kabir (a couple) and the Iyers owe.
  const balances = [
    bal('asha', 3000, 6000),
    bal('meera', -800, 200),
    bal('kabir', -700),
    bal('ravi', -900, 100),
    bal('lata', -600),
  ];
  const households: Household[] = [
    { name: 'Meera & Kabir', members: ['meera', 'kabir'] },
    { name: 'The Iyers', members: ['ravi', 'lata'], through: 'lata' },
  ];

  it('suggests one payment per household, through whoever paid most unless it names someone', () => {
    const plan = householdPlan(balances, households, false);
    expect(plan.transfers).toEqual([
      { from: 'meera', to: 'asha', amount: 1500 },
      { from: 'lata', to: 'asha', amount: 1500 },
    ]);
    expect(plan.within).toEqual([]);
    expect(plan.households.map((h) => [h.name, h.paise, h.through])).toEqual([
      ['Meera & Kabir', -150000, 'meera'],
      ['The Iyers', -150000, 'lata'],
    ]);
  });

  it('settles within households only when asked, each member with whom the household pays through', () => {
    const plan = householdPlan(balances, households, true);
    expect(plan.within).toEqual([
      { from: 'kabir', to: 'meera', amount: 700 },
      { from: 'ravi', to: 'lata', amount: 900 },
    ]);
    expect([...leftAfter(balances, [...plan.transfers, ...plan.within]).values()].every((p) => p === 0)).toBe(true);
  });

  it('leaves out households with nobody who has a balance, and people named twice stay in the first', () => {
    expect(householdPositions(balances, [{ name: 'Ghosts', members: ['nobody'] }])).toEqual([]);
  });
});

describe('property: any trip and any households', () => {
  const next = prng(2033);
  const trips = Array.from({ length: 300 }, () => {
    const n = 2 + Math.floor(next() * 9);
    const milli = Array.from({ length: n - 1 }, () => Math.round((next() - 0.5) * 2_000_000));
    milli.push(-milli.reduce((s, m) => s + m, 0));
    const balances = milli.map((m, i) => bal(`p${i}`, m / 1000, Math.round(next() * 1000)));
    const ids = balances.map((b) => b.userId).sort(() => next() - 0.5);
    const households: Household[] = [];
    for (let i = 0; i < ids.length;) {
      const size = 1 + Math.floor(next() * 3);
      if (next() < 0.6) households.push({ name: `H${i}`, members: ids.slice(i, i + size) });
      i += size;
    }
    return { balances, households };
  });

  it('paying the plan brings every household’s displayed total, and everyone on their own, to zero', () => {
    for (const { balances, households } of trips) {
      const plan = householdPlan(balances, households, false);
      const left = leftAfter(balances, plan.transfers);
      for (const h of plan.households) expect(h.members.reduce((s, id) => s + left.get(id)!, 0)).toBe(0);
      const grouped = new Set(plan.households.flatMap((h) => h.members));
      for (const [id, p] of left) if (!grouped.has(id)) expect(p).toBe(0);
      // Whole paise, each household's figure exactly its members' figures.
      for (const t of plan.transfers) expect(Number.isInteger(Math.round(t.amount * 100))).toBe(true);
      for (const h of plan.households) expect(h.paise).toBe(h.members.reduce((s, id) => s + plan.owed.get(id)!, 0));
    }
  });

  it('with settling within households, every person’s displayed balance ends at zero', () => {
    for (const { balances, households } of trips) {
      const plan = householdPlan(balances, households, true);
      expect([...leftAfter(balances, [...plan.transfers, ...plan.within]).values()].every((p) => p === 0)).toBe(true);
    }
  });

  it('never takes more payments between households than there are households and people less one', () => {
    for (const { balances, households } of trips) {
      const plan = householdPlan(balances, households, false);
      const parties = plan.households.length + balances.length - plan.households.flatMap((h) => h.members).length;
      expect(plan.transfers.length).toBeLessThanOrEqual(Math.max(0, parties - 1));
    }
  });
});
