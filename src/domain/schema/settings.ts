// The settings documents' tables: settings/common, settings/monthly and settings/onetime. Never unreadable:
// a ledger without settings still works on the defaults, so every field has a fallback.
import { LIMITS } from './limits';
import { PAYMENT_MODES, SPLIT_METHODS, isOneOf } from './enums';
import { amountSchema, bool, isId, labelList, numberMapOf, ref } from './fields';
import { isPrototypeKey } from './ids';
import { isAmountInRange } from './limits';
import { DEFAULT_PAYMENT_MODE, DEFAULT_SPLIT_TYPE, defaultCommonSettings } from '../defaults';
import { backupAs, field, optional, or, type Entity, type Table, type Z, type ZodType } from './table';
import { householdsField } from './households';

const indian = (n: number) => n.toLocaleString('en-IN');

export const COMMON_SETTINGS = {
  fields: {
    categories: or(labelList(), (): string[] => defaultCommonSettings().categories),
    tags: or(labelList(), (): string[] => defaultCommonSettings().tags),
  },
} satisfies Table;
export type CommonSettings = Entity<typeof COMMON_SETTINGS.fields>;

/**
 * Whether a category can key the stored budgets map: Firestore reserves '__x__' field names, and a prototype
 * key ('__proto__', 'constructor') would misread in a plain object.
 */
export function isBudgetableCategory(category: string): boolean {
  return (
    category.length > 0 &&
    category.length <= LIMITS.label &&
    !/^__[\s\S]*__$/.test(category) &&
    !isPrototypeKey(category)
  );
}

/** A monthly limit per category name a category can have; anything else is dropped one entry at a time. */
const budgetsSchema = (z: Z) =>
  z.record(z.string(), amountSchema(z)).check(
    z.superRefine((map: Record<string, number>, ctx) => {
      const entries = Object.entries(map);
      if (entries.length > LIMITS.budgets)
        ctx.addIssue({ code: 'custom', input: map, message: `must have at most ${LIMITS.budgets} categories` });
      for (const [category, limit] of entries) {
        if (!isBudgetableCategory(category))
          ctx.addIssue({
            code: 'custom',
            input: category,
            path: [category],
            message: 'is not a category name that can have a budget',
          });
        else if (limit < 0)
          ctx.addIssue({ code: 'custom', input: limit, path: [category], message: 'must not be below 0' });
      }
    }),
  );

const budgets = field(budgetsSchema, (v) => {
  const map = numberMapOf(v, (c, n) => isBudgetableCategory(c) && isAmountInRange(n) && n >= 0, LIMITS.budgets);
  // None left reads as no budgets, so a ledger without them reads as before.
  return map && Object.keys(map).length ? map : undefined;
});

export const MONTHLY_SETTINGS = {
  fields: {
    paymentMode: or(
      field(
        (z) => z.enum(PAYMENT_MODES),
        (v) => (isOneOf(PAYMENT_MODES, v) ? v : undefined),
      ),
      DEFAULT_PAYMENT_MODE,
    ),
    /** An unknown payer is '' so the form asks rather than charging someone nobody chose. */
    paidBy: backupAs(or(ref(), ''), (z) => z.string()),
    /** Monthly spending limit per category name; a category left out has no budget. */
    budgets: optional(budgets),
  },
} satisfies Table;
export type MonthlySettings = Entity<typeof MONTHLY_SETTINGS.fields>;

const splitDefaultSchema = (z: Z) =>
  z
    .number()
    .check(
      z.refine(
        (n: number) => Math.abs(n) < LIMITS.splitDefault,
        `must be between -${indian(LIMITS.splitDefault)} and ${indian(LIMITS.splitDefault)}`,
      ),
    );

/** Default split inputs per member: firestore.rules bounds them by |v| < 10^7; beyond that is garbage. */
const splitDefaults = () =>
  or<Record<string, number>, false>(
    field(
      (z) => z.record(z.string(), splitDefaultSchema(z)),
      (v) => numberMapOf(v, (id, n) => isId(id) && Number.isFinite(n) && n >= 0 && n < LIMITS.splitDefault),
    ),
    () => ({}),
  );

export const ONETIME_SETTINGS = {
  fields: {
    splitType: or(
      field(
        (z) => z.enum(SPLIT_METHODS),
        (v) => (isOneOf(SPLIT_METHODS, v) ? v : undefined),
      ),
      DEFAULT_SPLIT_TYPE,
    ),
    percentages: splitDefaults(),
    shares: splitDefaults(),
    /** Suggest the fewest transfers (true, the default) or who owes whom directly, netted per pair. */
    // Stored documents from before Simplify debts existed have none: it was on.
    simplifyDebts: field(
      (z) => z.optional(z.boolean()) as ZodType<boolean>,
      (v) => v !== false,
    ),
    /** People grouped to settle up as one (households.ts); none by default. */
    households: optional(householdsField()),
    /** Suggest payments between households rather than people; off by default. */
    settleByHousehold: optional(bool()),
    /** With it, each household's members also settle with whom it pays through; off by default. */
    settleWithinHousehold: optional(bool()),
  },
} satisfies Table;
export type OnetimeSettings = Entity<typeof ONETIME_SETTINGS.fields>;
