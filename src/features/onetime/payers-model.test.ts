import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPayerRow,
  changePayerRow,
  convertPayers,
  originalPayerRows,
  removePayerRow,
  rowsToPayers,
  startSeveral,
} from './payers-model';
import { toMilli } from '../../domain/money';

const ids = ['asha', 'ravi', 'meera'];

describe('payer rows', () => {
  it('Add payer keeps the current payer with the amount and brings in the next member', () => {
    expect(startSeveral('ravi', '900', ids)).toEqual([
      { userId: 'ravi', amountText: '900' },
      { userId: 'asha', amountText: '' },
    ]);
    expect(startSeveral('asha', '900', ['asha'])).toBeNull();
  });

  it('adds members not yet paying, and stops when everyone pays', () => {
    const two = startSeveral('asha', '', ids)!;
    const three = addPayerRow(two, ids);
    expect(three.map((r) => r.userId)).toEqual(['asha', 'ravi', 'meera']);
    expect(addPayerRow(three, ids)).toEqual(three);
  });

  it('removing down to one row is a single payer again', () => {
    const three = addPayerRow(startSeveral('asha', '', ids)!, ids);
    expect(removePayerRow(three, 1)?.map((r) => r.userId)).toEqual(['asha', 'meera']);
    expect(removePayerRow(removePayerRow(three, 1)!, 0)).toBeNull();
  });

  it('reads typed amounts', () => {
    const rows = changePayerRow(startSeveral('asha', '600', ids)!, 1, { amountText: '400.5' });
    expect(rowsToPayers(rows)).toEqual([
      { userId: 'asha', amount: 600 },
      { userId: 'ravi', amount: 400.5 },
    ]);
  });
});

describe('convertPayers', () => {
  it('shares the converted total in proportion, adding up exactly', () => {
    expect(
      convertPayers(
        [
          { userId: 'a', amount: 30 },
          { userId: 'b', amount: 10 },
        ],
        3605,
      ),
    ).toEqual([
      { userId: 'a', amount: 2703.75 },
      { userId: 'b', amount: 901.25 },
    ]);
  });

  it('always adds up to the converted total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_00 }), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (cents, totalPaise) => {
          const payers = cents.map((c, i) => ({ userId: `p${i}`, amount: c / 100 }));
          const parts = convertPayers(payers, totalPaise / 100);
          expect(parts.reduce((s, p) => s + toMilli(p.amount), 0)).toBe(totalPaise * 10);
        },
      ),
    );
  });

  it('gives back rows in the original currency for editing', () => {
    const rows = originalPayerRows(
      [
        { userId: 'a', amount: 2703.75 },
        { userId: 'b', amount: 901.25 },
      ],
      40,
      2,
    );
    expect(rows).toEqual([
      { userId: 'a', amountText: '30' },
      { userId: 'b', amountText: '10' },
    ]);
  });
});
