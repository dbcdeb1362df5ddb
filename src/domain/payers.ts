// Several people paying for one expense: who counts as the main payer, when a list of payers is right,
// and the exact rule by which each split line is owed to each payer.
import { formatAmount, fromMilli, toMilli } from './money';
import { LIMITS } from './schema/limits';
import type { Payer, Transaction } from './types';

/** firestore.rules allows 2..50 payers on one entry. */
export const MIN_PAYERS = LIMITS.minPayers;
export const MAX_PAYERS = LIMITS.maxPayers;

// Messages SPEC does not word, kept beside the rule they explain (see messages.ts).
export const PAYERS_TOO_FEW = 'Choose at least 2 people who paid';
export const PAYERS_TOO_MANY = `At most ${MAX_PAYERS} people can pay for one entry`;
export const PAYER_NOT_POSITIVE = 'Each payer must pay more than 0';
export const PAYER_TWICE = 'Each person can be a payer only once';
/** 'Payers add up to 900 of 1,000', both through the app's amount formatter. */
export const payersAddUpTo = (paid: number, total: number) =>
  `Payers add up to ${formatAmount(paid)} of ${formatAmount(total)}`;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The id `from` holds when several people paid: whoever paid most; on a tie the one whose display name
 * sorts first, then the id that sorts first (plain code-unit order, as balances.ts orders names). ''
 * for an empty list.
 */
export function mainPayer(payers: readonly Payer[], nameOf: (userId: string) => string): string {
  let best: Payer | undefined;
  let bestMilli = 0;
  for (const p of payers) {
    const milli = toMilli(p.amount);
    if (
      !best ||
      milli > bestMilli ||
      (milli === bestMilli &&
        (compareText(nameOf(p.userId), nameOf(best.userId)) || compareText(p.userId, best.userId)) < 0)
    ) {
      best = p;
      bestMilli = milli;
    }
  }
  return best?.userId ?? '';
}

/**
 * Why a list of payers cannot be saved for an entry of `total`, or null. Checked in this order: how many
 * (2..50), each amount above 0, nobody twice, then the sum, exactly in thousandths.
 */
export function payersProblem(payers: readonly Payer[], total: number): string | null {
  if (payers.length < MIN_PAYERS) return PAYERS_TOO_FEW;
  if (payers.length > MAX_PAYERS) return PAYERS_TOO_MANY;
  if (payers.some((p) => !(Number.isFinite(p.amount) && toMilli(p.amount) > 0))) return PAYER_NOT_POSITIVE;
  if (new Set(payers.map((p) => p.userId)).size !== payers.length) return PAYER_TWICE;
  const paid = payers.reduce((sum, p) => sum + toMilli(p.amount), 0);
  return paid === toMilli(total) ? null : payersAddUpTo(fromMilli(paid), total);
}

/** True when the entry was paid by several people (a stored list of 2 or more). */
export function hasSeveralPayers(t: Pick<Transaction, 'payers'>): t is { payers: Payer[] } {
  return t.payers !== undefined && t.payers.length >= MIN_PAYERS;
}

/** Who paid an entry and how much each: its payers, or `from` for the whole amount. */
export function paidBy(t: Pick<Transaction, 'from' | 'amount' | 'payers'>): Payer[] {
  return hasSeveralPayers(t)
    ? t.payers.map((p) => ({ userId: p.userId, amount: p.amount }))
    : [{ userId: t.from, amount: t.amount }];
}

/**
 * THE RULE for who owes which payer. `milli` thousandths (a split line, or what the lines leave
 * unallocated) are shared over the payers in proportion to what each paid (`paidMilli`, all above 0) by
 * largest remainder: each payer first gets floor(milli × paid / total), then the thousandths left over
 * go one each to the payers whose exact share lost most to that floor, ties to the one listed first.
 * So the parts add up to exactly `milli`, and each is within one thousandth of its exact share. A
 * negative `milli` is shared as its size, then negated. Writes into `out` (length ≥ payers) and returns it,
 * so a caller in a loop can reuse one array.
 */
export function shareOverPayers(milli: number, paidMilli: readonly number[], out: number[] = []): number[] {
  const n = paidMilli.length;
  let total = 0;
  for (let i = 0; i < n; i++) total += paidMilli[i]!;
  const size = Math.abs(milli);
  const sign = milli < 0 ? -1 : 1;
  if (total <= 0 || size === 0) {
    for (let i = 0; i < n; i++) out[i] = 0;
    if (n > 0 && total <= 0) out[0] = milli;
    return out;
  }
  // Exact in doubles while size × paid stays below 2^53 (about ₹95,000 × ₹95,000); BigInt beyond that.
  const exact = size * total <= Number.MAX_SAFE_INTEGER;
  const lost: number[] | bigint[] = [];
  let left = size;
  for (let i = 0; i < n; i++) {
    if (exact) {
      const product = size * paidMilli[i]!;
      const rest = product % total;
      out[i] = (product - rest) / total;
      (lost as number[])[i] = rest;
    } else {
      const product = BigInt(size) * BigInt(paidMilli[i]!);
      out[i] = Number(product / BigInt(total));
      (lost as bigint[])[i] = product % BigInt(total);
    }
    left -= out[i]!;
  }
  // `left` < n: hand it out by largest remainder, earliest first on ties.
  for (; left > 0; left--) {
    let pick = -1;
    for (let i = 0; i < n; i++) {
      if (lost[i]! < 0) continue;
      if (pick < 0 || lost[i]! > lost[pick]!) pick = i;
    }
    out[pick]! += 1;
    (lost as (number | bigint)[])[pick] = exact ? -1 : -1n;
  }
  for (let i = 0; i < n; i++) out[i] = sign * out[i]! + 0;
  return out;
}

/**
 * The one-payer entries an entry with several payers is equivalent to: one per payer, from them, for what
 * they paid, whose split lines are their shareOverPayers part of every line. Each payer also keeps their
 * part of what the lines leave unallocated (their amount minus their lines), as a sole payer does.
 * Balances, direct debts and the "Why?" breakdown all read an entry with payers exactly as these.
 * An entry with one payer is returned as it is.
 */
export function onePayerParts(t: Transaction): Transaction[] {
  if (!hasSeveralPayers(t)) return [t];
  const paidMilli = t.payers.map((p) => toMilli(p.amount));
  const columns: { userId: string; milli: number }[][] = t.payers.map(() => []);
  for (const line of t.splitInfo?.details ?? []) {
    const parts = shareOverPayers(Math.round(line.amount * 1000), paidMilli);
    parts.forEach((milli, i) => columns[i]!.push({ userId: line.userId, milli }));
  }
  const { payers, ...rest } = t;
  return payers.map(({ userId }, i) => {
    const part: Transaction = { ...rest, id: `${t.id}#${i}`, from: userId, amount: fromMilli(paidMilli[i]!) };
    if (t.splitInfo) {
      const details = columns[i]!.map((c) => ({
        userId: c.userId,
        amount: fromMilli(c.milli),
        split: fromMilli(c.milli),
      }));
      part.splitInfo = { method: t.splitInfo.method, details };
    }
    return part;
  });
}
