import { describe, expect, it } from 'vitest';
import { nameLookup } from './member-names';
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
