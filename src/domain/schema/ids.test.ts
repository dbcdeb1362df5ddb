import { describe, expect, it } from 'vitest';
import { idProblem, isReservedName, isSafeId, isSafeMemberId } from './ids';
import { LIMITS } from './limits';

describe('the one id check', () => {
  it('takes 1..128 characters without "/" that are no reserved or prototype name', () => {
    for (const id of ['u1', 'Ravi', 'common', 'a.b', '-x-', 'x'.repeat(LIMITS.id)]) expect(isSafeId(id), id).toBe(true);
    for (const id of ['', 'a/b', '.', '..', '__x__', '__proto__', 'constructor', 'toString', 'x'.repeat(LIMITS.id + 1)])
      expect(isSafeId(id), id).toBe(false);
    expect(isSafeId(7)).toBe(false);
  });

  it("keeps a member's id apart from the shared pot's", () => {
    expect(isSafeMemberId('Ravi')).toBe(true);
    expect(isSafeMemberId('common')).toBe(false);
  });

  it('says why an id cannot be used, as the backup import words it', () => {
    expect(idProblem('')).toBe('must not be empty');
    expect(idProblem('x'.repeat(LIMITS.id + 1))).toBe(`must be at most ${LIMITS.id} characters`);
    expect(idProblem('a/b')).toBe('must not contain "/"');
    expect(idProblem('__x__')).toBe('reserved');
    expect(idProblem('common')).toBeNull();
    expect(idProblem('common', true)).toBe('reserved');
  });

  it("refuses a temporary member's name that could not be an id, after trimming and without case for 'common'", () => {
    for (const name of [' Common ', 'x/y', ' . ', '__a__', 'constructor'])
      expect(isReservedName(name), name).toBe(true);
    expect(isReservedName('Ravi')).toBe(false);
  });
});
