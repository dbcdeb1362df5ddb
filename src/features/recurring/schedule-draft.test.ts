import { describe, expect, it } from 'vitest';
import { recurring } from '../../domain/test-builders';
import {
  checkSchedule,
  endsLabels,
  initialSchedule,
  parseDay,
  toScheduleDraft,
  type ScheduleValues,
} from './schedule-draft';

const at = (y: number, m: number, d = 1) => new Date(y, m - 1, d).getTime();
const NOW = at(2026, 11, 20);
const values = (over: Partial<ScheduleValues> = {}): ScheduleValues => ({ ...initialSchedule(null, NOW), ...over });

describe('the schedule form', () => {
  it('opens SPEC’s items as monthly, never ending, not automatic, on their start date’s day', () => {
    const item = recurring({ startDate: at(2026, 3, 30) });
    expect(initialSchedule(item, NOW)).toMatchObject({
      autoAdd: false,
      dayText: 'Last day',
      frequency: 'monthly',
      ends: 'never',
      fallsIn: 3,
    });
  });

  it('reads a day from 1 to 28 or Last day', () => {
    expect([parseDay('1'), parseDay(' 28 '), parseDay('Last day'), parseDay('last')]).toEqual([1, 28, 31, 31]);
    expect([parseDay('0'), parseDay('29'), parseDay('31'), parseDay('1.5'), parseDay('')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('puts a clear message next to each bad field', () => {
    expect(checkSchedule(values({ dayText: '30' }), NOW).dayOfMonth).toBe('Choose a day from 1 to 28, or Last day');
    expect(checkSchedule(values({ ends: 'after', paymentsText: '0' }), NOW).payments).toBe(
      'There must be at least 1 payment',
    );
    expect(checkSchedule(values({ ends: 'after', paymentsText: 'x' }), NOW).payments).toBe(
      'Enter the number of payments, such as 24',
    );
    expect(checkSchedule(values({ ends: 'on', endsOnText: '2026-10' }), NOW).endsOn).toBe(
      'The end is before the start date',
    );
    expect(checkSchedule(values({ ends: 'on', endsOnText: '2026-11', dayText: '1' }), NOW).endsOn).toBe(
      'The end is before the first payment, on 1 December 2026',
    );
    expect(checkSchedule(values({ ends: 'on', endsOnText: '' }), NOW).endsOn).toBe('Choose the month it ends');
    expect(checkSchedule(values({ ends: 'after', paymentsText: '24' }), NOW)).toEqual({
      dayOfMonth: null,
      payments: null,
      endsOn: null,
    });
  });

  it('words the Ends options with their values', () => {
    expect(endsLabels({ paymentsText: '24', endsOnText: '2028-03' })).toEqual({
      never: 'Never',
      after: 'After 24 payments',
      on: 'On March 2028',
    });
  });

  it('posts from this month on when automatic is turned on', () => {
    expect(toScheduleDraft(values({ autoAdd: true, dayText: '1' }), { amount: 100, now: NOW })).toEqual({
      frequency: 'monthly',
      autoAdd: true,
      dayOfMonth: 1,
      postedThrough: '2026-10',
    });
    const posted = recurring({ autoAdd: true, postedThrough: '2026-11' });
    expect(toScheduleDraft(values({ autoAdd: true }), { existing: posted, amount: 100, now: NOW })).not.toHaveProperty(
      'postedThrough',
    );
  });

  it('keeps the amount it replaces for the months before the change', () => {
    const rent = recurring({ amount: 25000 });
    const thisMonth = toScheduleDraft(values({ amountChange: 'this' }), { existing: rent, amount: 27000, now: NOW });
    expect(thisMonth).toMatchObject({ amountFrom: '2026-11', previousAmount: 25000 });
    const future = toScheduleDraft(values({ amountChange: 'future' }), { existing: rent, amount: 27000, now: NOW });
    expect(future).toMatchObject({ amountFrom: '2026-12', previousAmount: 25000 });
    const unchanged = toScheduleDraft(values(), { existing: { ...rent, ...future }, amount: 25000, now: NOW });
    expect(unchanged).toMatchObject({ amountFrom: '2026-12', previousAmount: 25000 });
    expect(toScheduleDraft(values(), { existing: rent, amount: 25000, now: NOW })).not.toHaveProperty('amountFrom');
  });
});
