import { describe, expect, it } from 'vitest';
import { billsToAdd, isPostingWrite, postedEntryId, postedLogId, postedSummary } from './recurring-posting';
import { recurring, tx } from './test-builders';

const NOW = new Date(2026, 10, 20, 9).getTime();

describe('postedSummary', () => {
  it('names the items of this month together', () => {
    expect(
      postedSummary(
        [
          { description: 'Rent', key: '2026-11' },
          { description: 'Maid', key: '2026-11' },
        ],
        NOW,
      ),
    ).toBe('Added Rent and Maid for this month');
  });

  it('names the months an item caught up on, with the year when it is another', () => {
    expect(
      postedSummary(
        [
          { description: 'Rent', key: '2026-10' },
          { description: 'Rent', key: '2026-11' },
        ],
        NOW,
      ),
    ).toBe('Added Rent for October and November');
    expect(
      postedSummary(
        [
          { description: 'Rent', key: '2025-12' },
          { description: 'Rent', key: '2026-01' },
        ],
        NOW,
      ),
    ).toBe('Added Rent for December 2025 and January');
    expect(
      postedSummary(
        [
          { description: 'Rent', key: '2026-10' },
          { description: 'Rent', key: '2026-11' },
          { description: 'Maid', key: '2026-11' },
        ],
        NOW,
      ),
    ).toBe('Added Rent for October and November; Maid for November');
  });
});

describe('billsToAdd', () => {
  it('counts items due this month with no amount, not yet added', () => {
    const start = new Date(2026, 0, 1).getTime();
    const power = recurring({ id: 'p', amount: 0, startDate: start });
    const water = recurring({ id: 'w', amount: -1, startDate: start });
    const gas = recurring({ id: 'g', amount: 0, startDate: start });
    const rent = recurring({ id: 'r', amount: 25000, startDate: start });
    const yearly = recurring({ id: 'y', amount: 0, startDate: start, frequency: 'yearly', fallsIn: 3 });
    const added = [tx({ recursiveId: 'g', amount: 900 })];
    expect(billsToAdd([power, water, gas, rent, yearly], added, NOW)).toBe(2);
  });
});

describe('ids', () => {
  it('derives one entry id per item and month, and knows its log entry', () => {
    expect(postedEntryId('r1', '2026-11')).toBe('r1_2026-11');
    const path = `ledgers/l/activity/${postedLogId('r1_2026-11')}`;
    expect(isPostingWrite(['ledgers/l/transactions/r1_2026-11', path])).toBe(true);
    expect(isPostingWrite(['ledgers/l/transactions/x', 'ledgers/l/activity/abc'])).toBe(false);
  });
});
