import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailConfirmed, ledgerAfterLeaving, ledgerFates, ownersMissing } from './account-deletion';
import { ledger } from './test-builders';

const solo = ledger({ id: 'solo', owner: 'asha', admins: ['asha'], contributors: ['asha'] });
const owned = ledger({ id: 'owned', owner: 'asha', admins: ['asha', 'ben'], contributors: ['asha', 'cleo', 'ben'] });
const joined = ledger({ id: 'joined', owner: 'ben', admins: ['ben', 'asha'], contributors: ['ben', 'asha'] });

describe('ledgerFates', () => {
  it('deletes a ledger only she can open, leaves one she joined, and hands over one she owns', () => {
    const fates = ledgerFates([solo, owned, joined], 'asha');
    expect(fates.map((f) => f.kind)).toEqual(['delete', 'hand-over', 'leave']);
    expect(fates[1]).toMatchObject({ candidates: ['ben', 'cleo'] });
  });

  it('counts temporary members as nobody: they have no account that could open the ledger', () => {
    // Temporary members are member documents only; contributors hold accounts.
    expect(ledgerFates([ledger({ ...solo, contributors: ['asha'] })], 'asha')[0]?.kind).toBe('delete');
  });
});

describe('ownersMissing', () => {
  it('names each owned group without a valid choice', () => {
    const fates = ledgerFates([solo, owned, joined], 'asha');
    expect(ownersMissing(fates, {})).toEqual(['owned']);
    expect(ownersMissing(fates, { owned: 'zed' })).toEqual(['owned']);
    expect(ownersMissing(fates, { owned: 'asha' })).toEqual(['owned']);
    expect(ownersMissing(fates, { owned: 'cleo' })).toEqual([]);
  });
});

describe('emailConfirmed', () => {
  it('ignores case and surrounding spaces, nothing else', () => {
    expect(emailConfirmed(' Asha@Example.com ', 'asha@example.com')).toBe(true);
    expect(emailConfirmed('asha@example.co', 'asha@example.com')).toBe(false);
    expect(emailConfirmed('', '')).toBe(false);
  });
});

describe('ledgerAfterLeaving', () => {
  it('takes her out of contributors and admins, and keeps the owner when she is not it', () => {
    expect(ledgerAfterLeaving(joined, 'asha')).toEqual({ contributors: ['ben'], admins: ['ben'], owner: 'ben' });
  });

  it('makes the new owner an admin when he was a member', () => {
    expect(ledgerAfterLeaving(owned, 'asha', 'cleo')).toEqual({
      contributors: ['cleo', 'ben'],
      admins: ['ben', 'cleo'],
      owner: 'cleo',
    });
  });

  it('refuses to leave an owned group without an owner among those who stay', () => {
    expect(() => ledgerAfterLeaving(owned, 'asha')).toThrow(/new owner/);
    expect(() => ledgerAfterLeaving(owned, 'asha', 'asha')).toThrow(/new owner/);
    expect(() => ledgerAfterLeaving(owned, 'asha', 'zed')).toThrow(/new owner/);
  });

  it('always leaves an owner who is an admin and a contributor, and nobody else changed', () => {
    const people = fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f'), {
      minLength: 2,
      maxLength: 6,
    });
    fc.assert(
      fc.property(people, fc.nat(), fc.nat(), fc.nat(), (contributors, o, l, n) => {
        const owner = contributors[o % contributors.length]!;
        const leaver = contributors[l % contributors.length]!;
        const admins = [owner, ...contributors.filter((id, i) => id !== owner && i % 2 === 0)];
        const before = ledger({ owner, admins, contributors });
        const stays = contributors.filter((id) => id !== leaver);
        const after = ledgerAfterLeaving(before, leaver, leaver === owner ? stays[n % stays.length] : undefined);
        expect(after.contributors).toEqual(stays);
        expect(after.admins).not.toContain(leaver);
        expect(after.contributors).toContain(after.owner);
        expect(after.admins).toContain(after.owner);
        expect(after.owner).not.toBe(leaver);
        // Admins who stay stay admins; only the new owner may be added.
        for (const id of admins) if (id !== leaver) expect(after.admins).toContain(id);
        expect(after.admins.filter((id) => !admins.includes(id)).every((id) => id === after.owner)).toBe(true);
      }),
    );
  });
});
