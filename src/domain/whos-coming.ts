// "Who's coming?" when a trip is created: each line a person is typed into is an email (someone with a
// Vyay account, added as a member) or a name (a temporary member). The list is checked as it grows, so
// Save never fails halfway on a person the form could have refused.
import type { Member } from './types';
import { alreadyMemberMessage, validateTemporaryName } from './validation';

export type Guest = { kind: 'email'; email: string } | { kind: 'name'; name: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const GUEST_EMAIL_INVALID = 'Enter a valid email address, or just a name.';
export const GUEST_REQUIRED = 'Enter a name or an email.';

export const guestLabel = (g: Guest): string => (g.kind === 'email' ? g.email : g.name);

/** The temporary members the guests so far will become, with the creator, for name checks. */
function knownPeople(guests: readonly Guest[], creator: Member): Member[] {
  const named = guests.flatMap((g) => (g.kind === 'name' ? [{ id: g.name, userId: g.name, displayName: g.name }] : []));
  return [creator, ...named];
}

/** Adds what was typed to the list, or says why it cannot be added. Emails are compared without case. */
export function addGuest(
  guests: readonly Guest[],
  typed: string,
  creator: Member & { email?: string },
): { guests: Guest[] } | { problem: string } {
  const text = typed.trim();
  if (!text) return { problem: GUEST_REQUIRED };
  if (text.includes('@')) {
    const email = text.toLowerCase();
    if (!EMAIL_SHAPE.test(email)) return { problem: GUEST_EMAIL_INVALID };
    if (email === creator.email?.toLowerCase()) return { problem: alreadyMemberMessage(creator.displayName) };
    if (guests.some((g) => g.kind === 'email' && g.email === email)) return { problem: alreadyMemberMessage(email) };
    return { guests: [...guests, { kind: 'email', email }] };
  }
  const problem = validateTemporaryName(text, knownPeople(guests, creator));
  return problem ? { problem } : { guests: [...guests, { kind: 'name', name: text }] };
}
