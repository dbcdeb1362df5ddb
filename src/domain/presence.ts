// Who's there: a trip member's From and To dates, and who a new expense's default split leaves out on its
// date. Days are the reader's local days; the stored dates are the start of the From and To days.
import { addDays, format, startOfDay } from 'date-fns';
import type { Member } from './types';

/** Whether the member is there on the day of `date`: from the start of From to the end of To. */
export function presentOn(member: Pick<Member, 'presentFrom' | 'presentTo'>, date: number): boolean {
  if (member.presentFrom !== undefined && date < startOfDay(member.presentFrom).getTime()) return false;
  if (member.presentTo !== undefined && date >= addDays(startOfDay(member.presentTo), 1).getTime()) return false;
  return true;
}

const day = (ms: number) => format(ms, 'd MMM');

/** Why a member is left out on `date`: "Kabir joins on 12 Dec", "Meera left on 10 Dec"; null when there. */
export function absenceReason(member: Member, date: number): string | null {
  if (member.presentFrom !== undefined && date < startOfDay(member.presentFrom).getTime())
    return `${member.displayName} joins on ${day(member.presentFrom)}`;
  if (!presentOn(member, date)) return `${member.displayName} left on ${day(member.presentTo!)}`;
  return null;
}

/** The ids of the members not there on `date`, for the split form's defaults. */
export function absentOn(members: readonly Member[], date: number): Set<string> {
  return new Set(members.filter((m) => !presentOn(m, date)).map((m) => m.userId));
}

/** The start of the day a date field's "yyyy-MM-dd" names, in local time; null for an empty or bad text. */
export function dayFromField(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d.getTime() : null;
}

/** A stored day as a date field's text ("yyyy-MM-dd"), or '' for none. */
export const fieldFromDay = (ms: number | undefined) => (ms === undefined ? '' : format(ms, 'yyyy-MM-dd'));

export const TO_BEFORE_FROM = 'To must be on or after From';
