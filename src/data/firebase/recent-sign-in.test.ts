import { describe, expect, it } from 'vitest';
import { signedInRecently } from './recent-sign-in';

const now = Date.parse('2026-11-27T10:00:00Z');

describe('signedInRecently', () => {
  it('is true within four minutes of signing in', () => {
    expect(signedInRecently('Fri, 27 Nov 2026 09:57:00 GMT', now)).toBe(true);
    expect(signedInRecently('Fri, 27 Nov 2026 09:56:01 GMT', now)).toBe(true);
  });

  it('asks again after that, for a time in the future (a wrong clock), and for an unreadable time', () => {
    expect(signedInRecently('Fri, 27 Nov 2026 09:56:00 GMT', now)).toBe(false);
    expect(signedInRecently('Fri, 27 Nov 2026 10:05:00 GMT', now)).toBe(false);
    expect(signedInRecently('yesterday', now)).toBe(false);
    expect(signedInRecently(undefined, now)).toBe(false);
  });
});
