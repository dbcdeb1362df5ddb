import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { userIdFromEmail, normaliseEmailForId } from './user-id';

const nodeHash = (s: string) => createHash('sha256').update(s).digest('hex').toUpperCase();

describe('userIdFromEmail', () => {
  it('matches a known SHA-256 vector, upper-case', async () => {
    // sha256("abc") is the FIPS 180-2 test vector.
    expect(await userIdFromEmail('abc')).toBe('BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD');
  });

  it('agrees with node:crypto for a real email', async () => {
    expect(await userIdFromEmail('alice@example.com')).toBe(nodeHash('alice@example.com'));
  });

  it('removes all whitespace, including inside and tabs/newlines', async () => {
    expect(normaliseEmailForId(' a lice@ex\tample.com\n')).toBe('alice@example.com');
    expect(await userIdFromEmail(' alice@example.com ')).toBe(nodeHash('alice@example.com'));
  });

  it('keeps case, so differently-cased emails give different ids', async () => {
    expect(await userIdFromEmail('Alice@example.com')).toBe(nodeHash('Alice@example.com'));
    expect(await userIdFromEmail('Alice@example.com')).not.toBe(await userIdFromEmail('alice@example.com'));
  });

  it('is 64 upper-case hex characters', async () => {
    expect(await userIdFromEmail('x@y.z')).toMatch(/^[0-9A-F]{64}$/);
  });
});
