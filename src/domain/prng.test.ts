import { describe, expect, it } from 'vitest';
import { prng } from './prng';

describe('prng', () => {
  it('repeats the same sequence for the same seed, in [0, 1)', () => {
    const a = prng(42);
    const b = prng(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
  });

  it('gives different sequences for different seeds', () => {
    expect(prng(1)()).not.toBe(prng(2)());
  });
});
