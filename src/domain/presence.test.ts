import { describe, expect, it } from 'vitest';
import { absenceReason, absentOn, dayFromField, fieldFromDay, presentOn } from './presence';
import { datesChanges } from './activity-wording';
import { decodeMember } from './decode';
import { member } from './test-builders';

const dec = (d: number, h = 12) => new Date(2026, 11, d, h).getTime();
const kabir = { ...member('kabir'), presentFrom: new Date(2026, 11, 12).getTime() };
const meera = { ...member('meera'), presentTo: new Date(2026, 11, 10).getTime() };

describe('presentOn', () => {
  it('counts the whole From and To days', () => {
    expect(presentOn(kabir, dec(11, 23))).toBe(false);
    expect(presentOn(kabir, dec(12, 0))).toBe(true);
    expect(presentOn(meera, dec(10, 23))).toBe(true);
    expect(presentOn(meera, dec(11, 0))).toBe(false);
    expect(presentOn(member('asha'), dec(1))).toBe(true);
  });
});

describe('absenceReason', () => {
  it('says why someone is left out', () => {
    expect(absenceReason(kabir, dec(11))).toBe('Kabir joins on 12 Dec');
    expect(absenceReason(meera, dec(11))).toBe('Meera left on 10 Dec');
    expect(absenceReason(kabir, dec(12))).toBeNull();
  });
  it('lists who is away on a date', () => {
    expect([...absentOn([kabir, meera, member('asha')], dec(9))]).toEqual(['kabir']);
    expect([...absentOn([kabir, meera, member('asha')], dec(12))]).toEqual(['meera']);
  });
});

describe('date fields', () => {
  it('read and write local days', () => {
    expect(dayFromField('2026-12-12')).toBe(new Date(2026, 11, 12).getTime());
    expect(dayFromField('2026-02-30')).toBeNull();
    expect(dayFromField('')).toBeNull();
    expect(fieldFromDay(new Date(2026, 11, 12).getTime())).toBe('2026-12-12');
    expect(fieldFromDay(undefined)).toBe('');
  });
});

describe('a stored member’s dates', () => {
  const from = new Date(2026, 11, 12).getTime();
  it('read back, and a To before From is dropped rather than the member', () => {
    const m = decodeMember('kabir', {
      displayName: 'Kabir',
      userId: 'kabir',
      presentFrom: from,
      presentTo: from + 86_400_000,
    });
    expect(m).toMatchObject({ presentFrom: from, presentTo: from + 86_400_000 });
    const slip = decodeMember('kabir', {
      displayName: 'Kabir',
      userId: 'kabir',
      presentFrom: from,
      presentTo: from - 1,
    });
    expect(slip?.presentFrom).toBe(from);
    expect(slip && 'presentTo' in slip).toBe(false);
    expect(
      decodeMember('kabir', { displayName: 'Kabir', userId: 'kabir', presentFrom: 'soon' })?.presentFrom,
    ).toBeUndefined();
  });
});

it('logs each date that changed, as the activity log words dates', () => {
  const from = new Date(2026, 11, 12, 0).getTime();
  expect(datesChanges({ presentTo: from }, from, undefined)).toEqual([
    { field: 'From', before: '', after: '12 Dec 2026' },
    { field: 'To', before: '12 Dec 2026', after: '' },
  ]);
  expect(datesChanges({ presentFrom: from }, from, undefined)).toEqual([]);
});
