// Indian income-tax estimate, old and new regime, for the (screenless) tax calculator state (SPEC §9).
import { roundTo } from './money';
import type { RegimeSummary, TaxItem, TaxProfile, TaxState } from './types';

const SECTION_80C_CAP = 150000;
const STANDARD_DEDUCTION = { old: 50000, new: 75000 } as const;
const CESS_RATE = 0.04;
const DEFAULT_PROFILE = 'default';

/** [upper bound of the slab, rate in percent]; the last slab has no bound. */
type Slabs = readonly (readonly [number, number])[];

export const OLD_REGIME_SLABS: Slabs = [
  [250000, 0],
  [500000, 5],
  [1000000, 20],
  [Infinity, 30],
];
export const NEW_REGIME_SLABS: Slabs = [
  [300000, 0],
  [600000, 5],
  [900000, 10],
  [1200000, 15],
  [1500000, 20],
  [Infinity, 30],
];

function defaultEmployerDeductions(): TaxItem[] {
  return [
    { name: 'Meal card', amount: 30000 },
    { name: 'Professional tax', amount: 2400 },
  ];
}

export function defaultTaxProfile(name = DEFAULT_PROFILE): TaxProfile {
  return { name, grossSalary: 0, section80C: [], employerDeductions: defaultEmployerDeductions() };
}

export function slabTax(taxable: number, slabs: Slabs): number {
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of slabs) {
    if (taxable <= lower) break;
    tax += ((Math.min(taxable, upper) - lower) * rate) / 100;
    lower = upper;
  }
  return roundTo(tax, 2);
}

const sum = (items: TaxItem[]) => items.reduce((s, i) => s + Math.max(0, i.amount), 0);

function summary(gross: number, standard: number, c80: number, employer: number, slabs: Slabs): RegimeSummary {
  const taxableIncome = Math.max(0, roundTo(gross - standard - c80 - employer, 2));
  const tax = slabTax(taxableIncome, slabs);
  const cess = roundTo(tax * CESS_RATE, 2);
  return {
    grossIncome: gross,
    standardDeduction: standard,
    section80C: c80,
    employerDeductions: employer,
    taxableIncome,
    tax,
    cess,
    total: roundTo(tax + cess, 2),
  };
}

/**
 * SPEC lists only slabs, deductions and cess, so no section 87A rebate or surcharge is applied.
 * 80C and employer deductions (meal card, professional tax) exist only in the old regime.
 */
export function computeTax(profile: TaxProfile): { old: RegimeSummary; new: RegimeSummary } {
  const gross = Math.max(0, profile.grossSalary);
  return {
    old: summary(
      gross,
      STANDARD_DEDUCTION.old,
      Math.min(sum(profile.section80C), SECTION_80C_CAP),
      sum(profile.employerDeductions),
      OLD_REGIME_SLABS,
    ),
    new: summary(gross, STANDARD_DEDUCTION.new, 0, 0, NEW_REGIME_SLABS),
  };
}

export function defaultTaxState(): TaxState {
  const profile = defaultTaxProfile();
  const { old, new: nu } = computeTax(profile);
  return { activeProfile: DEFAULT_PROFILE, profiles: { [DEFAULT_PROFILE]: profile }, oldRegime: old, newRegime: nu };
}

/** Replaces (or adds) a profile and refreshes the stored summaries when it is the active one. */
export function withProfile(state: TaxState, profile: TaxProfile): TaxState {
  const next = { ...state, profiles: { ...state.profiles, [profile.name]: profile } };
  if (profile.name !== state.activeProfile) return next;
  const { old, new: nu } = computeTax(profile);
  return { ...next, oldRegime: old, newRegime: nu };
}
