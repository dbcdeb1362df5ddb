import { describe, it, expect } from 'vitest';
import { partitionRecurring, addNowPlan, ALREADY_ADDED_CONFIRM } from './recurring';
import { recurring, tx } from './test-builders';

const rent = recurring({ id: 'rent', description: 'Rent', amount: 20000 });
const salary = recurring({ id: 'sal', description: 'Salary', type: 'income', amount: 90000 });
const power = recurring({ id: 'pow', description: 'Electricity', amount: 0 });

describe('partitionRecurring', () => {
  it('splits by whether a positive transaction exists, each sorted by description', () => {
    const month = [
      tx({ recursiveId: 'rent', amount: 20000 }),
      tx({ recursiveId: 'pow', amount: 0 }),
      tx({ amount: 5 }),
    ];
    const { yetToAdd, alreadyAdded } = partitionRecurring([salary, rent, power], month);
    expect(yetToAdd.map((i) => i.description)).toEqual(['Electricity', 'Salary']);
    expect(alreadyAdded.map((i) => i.description)).toEqual(['Rent']);
  });
  it('treats negative amounts as missing and 0.001 as added', () => {
    const { alreadyAdded } = partitionRecurring(
      [rent, power],
      [tx({ recursiveId: 'rent', amount: -5 }), tx({ recursiveId: 'pow', amount: 0.001 })],
    );
    expect(alreadyAdded.map((i) => i.id)).toEqual(['pow']);
  });
});

describe('addNowPlan', () => {
  it('asks to confirm when already added this month', () => {
    expect(ALREADY_ADDED_CONFIRM).toBe('Transaction already exists for this month. Do you want to add it again?');
    expect(addNowPlan(rent, [tx({ recursiveId: 'rent', amount: 1 })])).toEqual({
      needsConfirm: true,
      needsAmount: false,
    });
    expect(addNowPlan(rent, [])).toEqual({ needsConfirm: false, needsAmount: false });
  });
  it('asks for the amount when the item amount is 0 or less', () => {
    expect(addNowPlan(power, []).needsAmount).toBe(true);
    expect(addNowPlan(recurring({ amount: -1 }), []).needsAmount).toBe(true);
  });
});
