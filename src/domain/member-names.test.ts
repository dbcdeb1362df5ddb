import { describe, expect, it } from 'vitest';
import { authorLookup, FORMER_MEMBER, nameLookup } from './member-names';
import { member } from './test-builders';
import { COMMON_PAYER } from './types';

describe('nameLookup', () => {
  const nameOf = nameLookup([member('u1', 'Asha'), member('u2', 'Ben')]);

  it('names members by their display name', () => {
    expect(nameOf('u1')).toBe('Asha');
    expect(nameOf('u2')).toBe('Ben');
  });

  it("names the shared pot 'common'", () => {
    expect(nameOf(COMMON_PAYER)).toBe('common');
  });

  it('falls back to the id for someone no longer in the ledger', () => {
    expect(nameOf('gone')).toBe('gone');
  });
});

describe('authorLookup', () => {
  const authorOf = authorLookup([member('u1', 'Asha'), member('u2', 'Ben')]);

  it('names an author by his display name in the ledger', () => {
    expect(authorOf('u1')).toBe('Asha');
    expect(authorOf('u2')).toBe('Ben');
  });

  it('names someone no longer in the ledger a former member, never by his id', () => {
    expect(FORMER_MEMBER).toBe('Former member');
    expect(authorOf('gone')).toBe('Former member');
    expect(authorOf('')).toBe('Former member');
  });

  it("does not take the shared pot's id for a person", () => {
    expect(authorOf(COMMON_PAYER)).toBe('Former member');
  });
});
