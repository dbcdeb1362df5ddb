import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeInvite,
  decodeJoin,
  DEFAULT_INVITE_DAYS,
  INVITE_CODE_BYTES,
  INVITE_DAYS,
  inviteCode,
  inviteExpiry,
  inviteSnapshot,
  inviteState,
  isInviteCode,
  joinChoices,
  joinLink,
  openInvites,
  staleSnapshot,
  type Invite,
} from './invites';
import type { Member } from './types';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 9);
const ledger = { id: 'asha-l1', name: 'Goa trip', owner: 'asha', contributors: ['asha', 'ben'] };
const members: Member[] = [
  { id: 'asha', userId: 'asha', displayName: 'Asha' },
  { id: 'ben', userId: 'ben', displayName: 'Ben' },
  { id: 'Ravi', userId: 'Ravi', displayName: 'Ravi' },
  { id: 'Cleo', userId: 'Cleo', displayName: 'Cleo' },
];

function invite(over: Partial<Invite> = {}): Invite {
  return {
    code: 'A'.repeat(24),
    ledgerId: ledger.id,
    ...inviteSnapshot(ledger, members),
    by: 'asha',
    byName: 'Asha',
    createdAt: NOW,
    expiresAt: NOW + 14 * DAY,
    ...over,
  };
}

describe('invite codes', () => {
  it('are 24 url-safe characters from 18 random bytes, and every code passes the rules pattern', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: INVITE_CODE_BYTES, maxLength: INVITE_CODE_BYTES }), (bytes) => {
        const code = inviteCode(bytes);
        expect(code).toHaveLength(24);
        expect(isInviteCode(code)).toBe(true);
        expect(encodeURIComponent(code)).toBe(code);
      }),
    );
  });

  it('differ for different bytes (base64url is one-to-one)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 18, maxLength: 18 }),
        fc.uint8Array({ minLength: 18, maxLength: 18 }),
        (a, b) => {
          fc.pre(a.some((x, i) => x !== b[i]));
          expect(inviteCode(a)).not.toBe(inviteCode(b));
        },
      ),
    );
  });

  it('refuse fewer than 128 bits', () => {
    expect(() => inviteCode(new Uint8Array(15))).toThrow('128 random bits');
    expect(isInviteCode('short')).toBe(false);
    expect(isInviteCode('has/slash-aaaaaaaaaaaaaaaaaaaa')).toBe(false);
  });
});

describe('expiry', () => {
  it('offers 1, 7, 14 and 30 days, 14 unless changed', () => {
    expect(INVITE_DAYS).toEqual([1, 7, 14, 30]);
    expect(DEFAULT_INVITE_DAYS).toBe(14);
    expect(inviteExpiry(NOW, 7)).toBe(NOW + 7 * DAY);
  });

  it('an invite works until the moment it expires; a missing (revoked) one never does', () => {
    const i = invite({ expiresAt: NOW + DAY });
    expect(inviteState(i, NOW + DAY - 1)).toBe('open');
    expect(inviteState(i, NOW + DAY)).toBe('expired');
    expect(inviteState(null, NOW)).toBe('expired');
  });

  it('lists open invites soonest to expire first, leaving out expired ones', () => {
    const a = invite({ code: 'a'.repeat(22), expiresAt: NOW + 7 * DAY });
    const b = invite({ code: 'b'.repeat(22), expiresAt: NOW + DAY });
    const gone = invite({ code: 'c'.repeat(22), expiresAt: NOW - 1 });
    expect(openInvites([a, gone, b], NOW).map((i) => i.code)).toEqual([b.code, a.code]);
  });
});

describe('what a stranger may see', () => {
  it('is the ledger name and the names, with temporary members the ones that may be claimed', () => {
    expect(inviteSnapshot(ledger, members)).toEqual({
      ledgerName: 'Goa trip',
      members: ['Asha', 'Ben', 'Cleo', 'Ravi'],
      temporary: ['Cleo', 'Ravi'],
    });
  });

  it('is stale when a name, a member or a temporary member changed', () => {
    const now = inviteSnapshot(ledger, members);
    expect(staleSnapshot(now, now)).toBeNull();
    expect(staleSnapshot({ ...now, ledgerName: 'Old' }, now)).toEqual(now);
    const linked = inviteSnapshot(
      ledger,
      members.filter((m) => m.id !== 'Ravi'),
    );
    expect(staleSnapshot(now, linked)).toEqual(linked);
  });
});

describe('join choices', () => {
  it('offer every unclaimed temporary member and joining as someone new', () => {
    expect(joinChoices(invite(), new Set(['Cleo']))).toEqual({ temporary: ['Ravi'], asNew: true });
  });

  it('offer only the named person on an invite for one person, and nothing once they are claimed', () => {
    expect(joinChoices(invite({ for: 'Ravi' }), new Set())).toEqual({ temporary: ['Ravi'], asNew: false });
    expect(joinChoices(invite({ for: 'Ravi' }), new Set(['Ravi']))).toEqual({ temporary: [], asNew: false });
  });
});

describe('snapshot names the rules can carry', () => {
  it('puts each name on one line within 100 characters, and leaves out a temporary id they cannot carry', () => {
    const long = 'R'.repeat(128);
    const odd: Member[] = [
      ...members,
      { id: 'Two\nLines', userId: 'Two\nLines', displayName: 'Two\nLines' },
      { id: long, userId: long, displayName: long },
    ];
    const snapshot = inviteSnapshot(ledger, odd);
    expect(snapshot.members).toContain('Two Lines');
    expect(snapshot.members.every((n) => n.length <= 100 && !n.includes('\n'))).toBe(true);
    expect(snapshot.temporary).toEqual(['Cleo', 'Ravi']);
  });

  it('lists at most 200 names', () => {
    const crowd = Array.from({ length: 250 }, (_, i) => ({ id: `P${i}`, userId: `P${i}`, displayName: `P${i}` }));
    expect(inviteSnapshot(ledger, crowd).members).toHaveLength(200);
    expect(inviteSnapshot(ledger, crowd).temporary).toHaveLength(200);
  });
});

describe('links', () => {
  it('start with /join/ and carry the ledger and the code', () => {
    expect(joinLink('https://vyay.app', 'asha-l1', 'c'.repeat(24))).toBe(
      `https://vyay.app/join/asha-l1/${'c'.repeat(24)}`,
    );
  });
});

describe('reading stored invites and joins', () => {
  it('reads what the app wrote, and refuses what cannot be shown', () => {
    const i = invite({ for: 'Ravi' });
    const { code, ledgerId, ...stored } = i;
    expect(decodeInvite(ledgerId, code, stored)).toEqual(i);
    expect(decodeInvite(ledgerId, 'short', stored)).toBeNull();
    expect(decodeInvite(ledgerId, code, { ...stored, expiresAt: 'soon' })).toBeNull();
    expect(decodeInvite(ledgerId, code, null)).toBeNull();
  });

  it('never throws on anything stored', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        decodeInvite('l', 'c'.repeat(22), data);
        decodeJoin('u', data);
      }),
    );
  });

  it('reads a join with and without a claim', () => {
    expect(decodeJoin('dev', { invite: 'x'.repeat(22), displayName: 'Dev', at: NOW, claim: 'Ravi' })?.claim).toBe(
      'Ravi',
    );
    expect(decodeJoin('dev', { invite: 'x'.repeat(22), displayName: 'Dev', at: NOW })).toEqual({
      uid: 'dev',
      invite: 'x'.repeat(22),
      displayName: 'Dev',
      at: NOW,
    });
    expect(decodeJoin('dev', { displayName: 'Dev' })).toBeNull();
  });
});
