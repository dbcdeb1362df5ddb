import { describe, expect, it } from 'vitest';
import { decodeList, rememberingDecoder } from './decoded';

const decodeAmount = (id: string, data: unknown) => {
  const amount = (data as { amount?: unknown }).amount;
  return typeof amount === 'number' ? { id, amount } : null;
};

describe('rememberingDecoder', () => {
  it('decodes each document object once, and a changed entry (a new object) again', () => {
    const calls: string[] = [];
    const decode = rememberingDecoder((id: string, data: unknown) => {
      calls.push(id);
      return decodeAmount(id, data);
    });
    const a = { id: 'a', amount: 1 };
    const b = { id: 'b', amount: 2 };
    const first = decodeList([a, b], decode);
    const edited = { id: 'b', amount: 3 };
    const second = decodeList([a, edited], decode);
    expect(calls).toEqual(['a', 'b', 'b']);
    expect(second.items).toEqual([
      { id: 'a', amount: 1 },
      { id: 'b', amount: 3 },
    ]);
    // The unchanged entry is the same object, so what was drawn from it can be kept.
    expect(second.items[0]).toBe(first.items[0]);
  });

  it('remembers an unreadable document as unreadable', () => {
    const calls: string[] = [];
    const decode = rememberingDecoder((id: string, data: unknown) => {
      calls.push(id);
      return decodeAmount(id, data);
    });
    const broken = { id: 'x', amount: 'lots' };
    expect(decodeList([broken], decode).unreadable).toEqual(['x']);
    expect(decodeList([broken], decode).unreadable).toEqual(['x']);
    expect(calls).toEqual(['x']);
  });

  it('decodes data that is not an object every time (it cannot be remembered), without failing', () => {
    const calls: string[] = [];
    const decode = rememberingDecoder((id: string, data: unknown) => {
      calls.push(id);
      return typeof data === 'object' ? decodeAmount(id, data) : null;
    });
    expect(decode('n', 'text')).toBeNull();
    expect(decode('n', 'text')).toBeNull();
    expect(calls).toEqual(['n', 'n']);
  });
});
