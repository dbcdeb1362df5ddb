import { describe, expect, it } from 'vitest';
import { byNextDate, dayMonth, scheduleWords, standingWords } from './recurring-upcoming';
import { recurring, tx } from './test-builders';

const at = (y: number, m: number, d = 1) => new Date(y, m - 1, d).getTime();
const NOW = at(2026, 11, 20);
const START = at(2026, 1, 1);

describe('the recurring page’s words', () => {
  it('lists items by their next date, this month’s while it is yet to add', () => {
    const rent = recurring({ id: 'rent', description: 'Rent', startDate: START, dayOfMonth: 1 });
    const maid = recurring({ id: 'maid', description: 'Maid', startDate: START, dayOfMonth: 5 });
    const wifi = recurring({ id: 'wifi', description: 'Wi-Fi', startDate: START, dayOfMonth: 25 });
    const old = recurring({ id: 'old', description: 'Old EMI', startDate: START, payments: 3 });
    const list = byNextDate([wifi, old, rent, maid], [tx({ recursiveId: 'rent', amount: 25000 })], NOW);
    expect(list.map((u) => [u.item.description, u.next && dayMonth(u.next.date)])).toEqual([
      ['Maid', '5 Nov'],
      ['Wi-Fi', '25 Nov'],
      ['Rent', '1 Dec'],
      ['Old EMI', null],
    ]);
  });

  it('counts what was posted this month as added', () => {
    const rent = recurring({ startDate: START, dayOfMonth: 1, autoAdd: true, postedThrough: '2026-11' });
    expect(dayMonth(byNextDate([rent], [], NOW)[0]!.next!.date)).toBe('1 Dec');
  });

  it('says the schedule in words', () => {
    expect(scheduleWords(recurring({ startDate: START, dayOfMonth: 1 }))).toBe('Monthly on the 1st');
    expect(scheduleWords(recurring({ startDate: START, dayOfMonth: 31 }))).toBe('Monthly on the last day');
    expect(scheduleWords(recurring({ startDate: START, dayOfMonth: 22, frequency: 'quarterly', fallsIn: 11 }))).toBe(
      'Every 3 months on the 22nd (Feb, May, Aug, Nov)',
    );
    expect(scheduleWords(recurring({ startDate: START, dayOfMonth: 13, frequency: 'yearly', fallsIn: 4 }))).toBe(
      'Yearly on the 13th (Apr)',
    );
  });

  it('says where an item with an end stands', () => {
    const emi = recurring({ startDate: at(2026, 5, 1), dayOfMonth: 5, payments: 24 });
    expect(standingWords(emi, at(2026, 11, 6))).toBe('17 payments left, ends April 2028');
    expect(standingWords(emi, at(2028, 4, 5))).toBe('Ended April 2028');
    expect(standingWords(recurring({ startDate: START }), NOW)).toBeNull();
  });
});
