import { describe, expect, it } from 'vitest';
import { addGuest, GUEST_EMAIL_INVALID, GUEST_REQUIRED, type Guest } from './whos-coming';

const creator = { id: 'u1', userId: 'u1', displayName: 'Asha', email: 'asha@example.com' };

function added(list: Guest[], text: string): Guest[] {
  const result = addGuest(list, text, creator);
  if ('problem' in result) throw new Error(result.problem);
  return result.guests;
}

describe('addGuest', () => {
  it('takes names as temporary members and emails as accounts', () => {
    const list = added(added([], '  Ravi '), 'Meera@Example.com');
    expect(list).toEqual([
      { kind: 'name', name: 'Ravi' },
      { kind: 'email', email: 'meera@example.com' },
    ]);
  });

  it('refuses an empty line, a broken email and the creator', () => {
    expect(addGuest([], '   ', creator)).toEqual({ problem: GUEST_REQUIRED });
    expect(addGuest([], 'ravi@', creator)).toEqual({ problem: GUEST_EMAIL_INVALID });
    expect(addGuest([], 'ASHA@example.com', creator)).toEqual({ problem: 'Asha is already a member.' });
    expect(addGuest([], 'asha', creator)).toEqual({ problem: 'Asha is already a member.' });
  });

  it('refuses the same person twice, without case', () => {
    const list = added(added([], 'Ravi'), 'meera@example.com');
    expect(addGuest(list, 'ravi', creator)).toEqual({ problem: 'Ravi is already a member.' });
    expect(addGuest(list, 'MEERA@example.com', creator)).toEqual({
      problem: 'meera@example.com is already a member.',
    });
  });

  it('refuses names that cannot be a member id', () => {
    const result = addGuest([], 'common', creator);
    expect('problem' in result).toBe(true);
  });
});
