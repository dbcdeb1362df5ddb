// The field builders every entity table uses: each bound is given once, and both the strict schema and the
// lenient read come from it. Lenient means: over-long text cut (not refused), a bad extra dropped.
import { isCurrencyCode, isRate } from '../currency';
import { isAmountInRange, isDateInRange, LIMITS, MAX_AMOUNT, MAX_DATE, MIN_DATE } from './limits';
import { isOneOf } from './enums';
import { isId, isPrototypeKey } from './ids';
import { asDoc, field, own, type Field, type Z, type ZodType } from './table';

const indian = (n: number) => n.toLocaleString('en-IN');

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Cuts to `max` UTF-16 units without halving an emoji, so the result is still valid text for Firestore. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return isHighSurrogate(cut.charCodeAt(max - 1)) ? cut.slice(0, -1) : cut;
}

export { isId };

export const idSchema = (z: Z) => z.string().check(z.minLength(1), z.maxLength(LIMITS.id));

/** A reference to a person or a document, stored in another document. */
export const ref = (): Field<string, false> => field(idSchema, (v) => (isId(v) ? v : undefined));

/** Text of at most `max` characters; read: cut to `max`. */
export const text = (max: number): Field<string, false> =>
  field(
    (z) => z.string().check(z.maxLength(max)),
    (v) => (typeof v === 'string' ? cutText(v, max) : undefined),
  );

/** Text that must be kept whole to mean anything (a log's title): read refuses it beyond `readMax`. */
export const wholeText = (max: number, readMax = max): Field<string, false> =>
  field(
    (z) => z.string().check(z.maxLength(max)),
    (v) => (typeof v === 'string' && v.length <= readMax ? v : undefined),
  );

/** A name is what a list shows, so read gives a blank one nothing and the field's fallback applies. */
export const name = (max = LIMITS.name): Field<string, false> =>
  field(
    (z) => z.string().check(z.maxLength(max)),
    (v) => {
      const n = typeof v === 'string' ? cutText(v, max) : '';
      return n.trim() ? n : undefined;
    },
  );

/** A category or a tag: one line of at most LIMITS.label characters. */
export const labelSchema = (z: Z) =>
  z.string().check(
    z.maxLength(LIMITS.label),
    z.refine((s: string) => !s.includes('\n'), 'must be on one line'),
  );
export const label = (): Field<string, false> =>
  field(labelSchema, (v) => (typeof v === 'string' ? cutText(v, LIMITS.label) : undefined));

/** Tags are extras on an entry: anything that is not text is dropped rather than losing the entry. */
export const tags = (): Field<string[], false> =>
  field(
    (z) => z.array(labelSchema(z)).check(z.maxLength(LIMITS.tagsPerEntry)),
    (v) => {
      if (!Array.isArray(v)) return undefined;
      const out: string[] = [];
      for (const tag of v) {
        if (out.length === LIMITS.tagsPerEntry) break;
        if (typeof tag === 'string') out.push(cutText(tag, LIMITS.label));
      }
      return out;
    },
  );

/** Settings lists feed pickers: blanks are unpickable and duplicates collide, so both go. */
export const labelList = (): Field<string[], false> =>
  field(
    (z) => z.array(labelSchema(z)).check(z.maxLength(LIMITS.labelsPerList)),
    (v) => {
      if (!Array.isArray(v)) return undefined;
      const labels = new Set<string>();
      for (const l of v) if (typeof l === 'string' && l.trim()) labels.add(cutText(l, LIMITS.label));
      return [...labels];
    },
  );

/** admins and contributors: a duplicate or non-id would break role checks and React keys. */
export const idList = (max: number): Field<string[], false> =>
  field(
    (z) => z.array(idSchema(z)).check(z.maxLength(max)),
    (v) => (Array.isArray(v) ? [...new Set(v.filter(isId))] : undefined),
  );

export const amountSchema = (z: Z) =>
  z.number().check(z.refine(isAmountInRange, `must be between -${indian(MAX_AMOUNT)} and ${indian(MAX_AMOUNT)}`));
export const positiveAmountSchema = (z: Z) =>
  amountSchema(z).check(z.refine((n: number) => n > 0, 'must be more than 0'));

/** `+ 0` turns -0 into 0, which would otherwise print as "-0" and sort oddly. */
export function amountOf(value: unknown): number | undefined {
  return typeof value === 'number' && isAmountInRange(value) ? value + 0 : undefined;
}

export const amount = (): Field<number, false> => field(amountSchema, amountOf);

export const dateSchema = (z: Z) =>
  z
    .number()
    .check(
      z.refine(
        isDateInRange,
        `must be in the years ${new Date(MIN_DATE).getUTCFullYear()}–${new Date(MAX_DATE - 1).getUTCFullYear()}`,
      ),
    );
export const dateOf = (v: unknown): number | undefined => (typeof v === 'number' && isDateInRange(v) ? v : undefined);
export const date = (): Field<number, false> => field(dateSchema, dateOf);

/** A time only used to order things: any finite number reads. */
export const time = (): Field<number, false> =>
  field(dateSchema, (v) => (typeof v === 'number' && Number.isFinite(v) ? v + 0 : undefined));

export const oneOf = <T extends string>(values: readonly [T, ...T[]]): Field<T, false> =>
  field(
    (z) => z.enum(values) as unknown as ZodType<T>,
    (v) => (isOneOf(values, v) ? v : undefined),
  );

export const bool = (): Field<boolean, false> =>
  field(
    (z) => z.boolean(),
    (v) => (typeof v === 'boolean' ? v : undefined),
  );

export const currencyCodeSchema = (z: Z) =>
  z.string().check(z.refine(isCurrencyCode, 'must be a currency code such as INR or EUR'));
export const currencyCode = (): Field<string, false> =>
  field(currencyCodeSchema, (v) => (isCurrencyCode(v) ? v : undefined));

export const rate = (): Field<number, false> =>
  field(
    (z) => z.number().check(z.refine(isRate, 'must be above 0 with at most 6 decimals')),
    (v) => (isRate(v) ? v : undefined),
  );

/**
 * A map from member id (or category) to a number, built key by key so a stored `__proto__` can never reach a
 * prototype; each entry that breaks `keep` is dropped on its own.
 */
export function numberMapOf(
  value: unknown,
  keep: (key: string, n: number) => boolean,
  max = Infinity,
): Record<string, number> | undefined {
  const stored = asDoc(value);
  if (!stored) return undefined;
  const out: Record<string, number> = {};
  let count = 0;
  for (const [key, n] of Object.entries(stored)) {
    if (count === max) break;
    if (isPrototypeKey(key) || typeof n !== 'number' || !keep(key, n)) continue;
    out[key] = n + 0;
    count += 1;
  }
  return out;
}

/** A nested map's own field, for the object builders. */
export const fieldOf = own;
