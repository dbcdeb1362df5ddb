import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newLedgerId } from './ledger-id';

describe('newLedgerId', () => {
  it('starts with the creator’s user id and a dash, then the random part', () => {
    expect(newLedgerId('olive', 'AbC123')).toBe('olive-AbC123');
  });

  it('never starts with another person’s id and a dash unless that id is the creator’s', () => {
    const uid = fc.stringMatching(/^[A-Za-z0-9]{1,28}$/);
    fc.assert(
      fc.property(uid, uid, fc.stringMatching(/^[A-Za-z0-9]{20}$/), (creator, other, random) => {
        const id = newLedgerId(creator, random);
        expect(id.startsWith(`${other}-`)).toBe(other === creator || creator.startsWith(`${other}-`));
      }),
    );
  });
});
