import { describe, expect, it } from 'vitest';
import { mergeData, withoutUndefined } from './merge';

describe('merge', () => {
  it('merges nested maps key by key and replaces arrays', () => {
    expect(mergeData({ a: { x: 1, y: 2 }, list: [1, 2] }, { a: { y: 3 }, list: [3] })).toEqual({
      a: { x: 1, y: 3 },
      list: [3],
    });
  });

  it('stores a "__proto__" key from hostile data as a field, never as the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}') as Record<string, unknown>;
    const merged = mergeData({}, hostile);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect((merged as { polluted?: boolean }).polluted).toBeUndefined();
    const cleaned = withoutUndefined(hostile);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned).sort()).toEqual(['__proto__', 'name']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
