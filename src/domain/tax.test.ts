import { describe, it, expect } from 'vitest';
import {
  slabTax,
  computeTax,
  defaultTaxState,
  defaultTaxProfile,
  withProfile,
  OLD_REGIME_SLABS,
  NEW_REGIME_SLABS,
} from './tax';

describe('old regime slabs', () => {
  it.each([
    [0, 0],
    [250000, 0],
    [250001, 0.05],
    [500000, 12500],
    [500001, 12500.2],
    [1000000, 112500],
    [1000001, 112500.3],
    [2000000, 412500],
  ])('taxable %d -> %d', (taxable, tax) => {
    expect(slabTax(taxable, OLD_REGIME_SLABS)).toBe(tax);
  });
});

describe('new regime slabs', () => {
  it.each([
    [300000, 0],
    [300001, 0.05],
    [600000, 15000],
    [900000, 45000],
    [1200000, 90000],
    [1500000, 150000],
    [1500001, 150000.3],
    [2000000, 300000],
  ])('taxable %d -> %d', (taxable, tax) => {
    expect(slabTax(taxable, NEW_REGIME_SLABS)).toBe(tax);
  });
});

describe('computeTax', () => {
  it('applies deductions, the 80C cap and 4% cess', () => {
    const p = {
      ...defaultTaxProfile(),
      grossSalary: 1500000,
      section80C: [
        { name: 'PPF', amount: 100000 },
        { name: 'ELSS', amount: 100000 },
      ],
    };
    const { old, new: nu } = computeTax(p);
    // 1500000 - 50000 - 150000 (capped) - 32400 = 1267600
    expect(old).toEqual({
      grossIncome: 1500000,
      standardDeduction: 50000,
      section80C: 150000,
      employerDeductions: 32400,
      taxableIncome: 1267600,
      tax: 192780,
      cess: 7711.2,
      total: 200491.2,
    });
    // 1500000 - 75000 = 1425000; 90000 + 225000 * 20% = 135000
    expect(nu).toEqual({
      grossIncome: 1500000,
      standardDeduction: 75000,
      section80C: 0,
      employerDeductions: 0,
      taxableIncome: 1425000,
      tax: 135000,
      cess: 5400,
      total: 140400,
    });
  });
  it('never has negative taxable income', () => {
    const { old, new: nu } = computeTax({ ...defaultTaxProfile(), grossSalary: 40000 });
    expect(old.taxableIncome).toBe(0);
    expect(nu.taxableIncome).toBe(0);
    expect(old.total + nu.total).toBe(0);
  });
});

describe('tax state', () => {
  it('starts with a default profile and employer defaults', () => {
    const s = defaultTaxState();
    expect(s.activeProfile).toBe('default');
    expect(s.profiles.default?.employerDeductions).toEqual([
      { name: 'Meal card', amount: 30000 },
      { name: 'Professional tax', amount: 2400 },
    ]);
    expect(s.oldRegime.total).toBe(0);
  });
  it('recomputes summaries for the active profile only', () => {
    const s = withProfile(defaultTaxState(), { ...defaultTaxProfile(), grossSalary: 1075000 });
    expect(s.newRegime.taxableIncome).toBe(1000000);
    const t = withProfile(s, { ...defaultTaxProfile('spouse'), grossSalary: 5000000 });
    expect(t.newRegime).toEqual(s.newRegime);
    expect(t.profiles.spouse?.grossSalary).toBe(5000000);
  });
});
