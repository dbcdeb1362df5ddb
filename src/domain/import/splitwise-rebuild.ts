// Turns a read Splitwise export into the ledger the import preview shows. The file keeps only each
// person's net per row, so who paid and each share are rebuilt to give exactly those nets, and the result
// is checked against the file's "Total balance" lines through computeBalances before anything is offered.
import { computeBalances } from '../balances';
import { convert } from '../currency';
import { fromMilli, toMilli } from '../money';
import { mainPayer, shareOverPayers } from '../payers';
import type { Balance, Member, Payer, SplitLine, SplitMethod, Transaction } from '../types';
import type { ImportedLedger, ImportedTransaction } from './imported-ledger';
import { apportionMilli, minorStep, moneyText } from './splitwise-amounts';
import { SplitwiseImportError, splitwiseCurrenciesNeedingRates } from './splitwise-csv';
import type { SplitwiseFile, SplitwiseRow } from './splitwise-csv';

export interface SplitwiseBuildOptions {
  /** The name the new ledger is offered. */
  name: string;
  /** Per foreign currency: how many units of the ledger currency one unit of it is worth. */
  rates?: Record<string, number>;
}

/** Who paid what and whose share is what, per member (file order), in thousandths. */
interface RowPlan {
  paid: number[];
  share: number[];
  method: SplitMethod;
}

/** Expenses whose category cell is empty land here, a default category. */
const FALLBACK_CATEGORY = 'Miscellaneous';

/** How far (in thousandths) solvePayers moves what one payer paid to another before giving up. */
const MAX_PAYER_SHIFT = 40;

/** How many payer and raise combinations solvePayers tries before giving up: bounds an import of a row with
 * many payers (the combinations grow fast with their number); a few payers are searched in full. */
const MAX_RAISE_TRIES = 200_000;

const unsharable = (line: number) =>
  new SplitwiseImportError(`Line ${line}: what each of the people who paid gets back cannot be rebuilt exactly.`, line);

/** Equal when every share taken is the same within one coin of the currency. */
function methodOf(share: number[], currency: string): SplitMethod {
  const taking = share.filter((s) => s > 0);
  return taking.length > 0 && Math.max(...taking) - Math.min(...taking) <= minorStep(currency) ? 'Equal' : 'Custom';
}

/**
 * One row's payers and shares, rebuilt so that computeBalances gives each person exactly their net:
 * - a negative net is that person's share; they paid nothing;
 * - one positive net: that person paid the whole cost, and their share is what is left (cost − net);
 * - several positive nets: each of them paid their net plus an equal part of what is left over, so when
 *   everyone's share comes out equal (within one coin) the expense reads as an Equal split (then see
 *   solvePayers for the last thousandths);
 * - a payment: its one positive net paid the cost to its one negative net.
 */
function planRow(row: SplitwiseRow): RowPlan {
  const paid = row.nets.map(() => 0);
  const share = row.nets.map((n) => (n < 0 ? -n : 0));
  const payers = row.nets.flatMap((n, i) => (n > 0 ? [i] : []));
  if (row.kind === 'payment') {
    paid[payers[0]!] = row.cost;
    return { paid, share, method: 'Custom' };
  }
  const back = payers.reduce((s, i) => s + row.nets[i]!, 0);
  const left = row.cost - back;
  const step = left % minorStep(row.currency) === 0 ? minorStep(row.currency) : 1;
  const parts = apportionMilli(
    left,
    payers.map(() => 1),
    step,
  );
  payers.forEach((i, k) => {
    share[i] = parts[k]!;
    paid[i] = row.nets[i]! + parts[k]!;
  });
  const plan = payers.length > 1 ? solvePayers(row.nets, paid, share, minorStep(row.currency)) : { paid, share };
  if (!plan) throw unsharable(row.line);
  return { ...plan, method: methodOf(plan.share, row.currency) };
}

/**
 * With several payers the app owes each split line to the payers in proportion to what they paid
 * (payers.ts shareOverPayers, largest remainder in thousandths), so a payer's balance is their parts of
 * every line less their own line, which can differ from paid − share by a few thousandths. Their own
 * lines are nudged by that difference until the rule gives exactly `nets`; the lines still add up to the
 * cost. When that would need a negative line, what they paid is moved between them a thousandth at a time
 * and tried again. Some rows have no such answer (three equal lines cannot give a payer a total that is
 * not a multiple of three); then payers' lines are raised a few thousandths each, not necessarily alike,
 * so the lines come to a little more than the cost, under one coin of the currency. Null when even that fails.
 */
function solvePayers(
  nets: number[],
  paid: number[],
  share: number[],
  step: number,
): { paid: number[]; share: number[] } | null {
  const payers = nets.flatMap((n, i) => (n > 0 ? [i] : []));
  const attempt = (candidate: number[], raise: readonly number[]) => {
    if (payers.some((i) => candidate[i]! <= 0)) return null;
    const paidMilli = payers.map((i) => candidate[i]!);
    const parts: number[] = [];
    let lines = [...share];
    payers.forEach((i, k) => (lines[i]! += raise[k]!));
    for (let round = 0; round < 16; round++) {
      const covered = payers.map(() => 0);
      for (const line of lines) {
        if (line === 0) continue;
        shareOverPayers(line, paidMilli, parts);
        for (let k = 0; k < payers.length; k++) covered[k]! += parts[k]!;
      }
      const next = [...lines];
      payers.forEach((i, k) => (next[i] = covered[k]! - nets[i]!));
      if (payers.every((i) => next[i] === lines[i])) {
        return payers.every((i) => lines[i]! >= 0) ? { paid: candidate, share: lines } : null;
      }
      lines = next;
    }
    return null;
  };
  const candidates = [paid];
  for (let shift = 1; shift <= MAX_PAYER_SHIFT; shift++) {
    for (const a of payers) {
      for (const b of payers) {
        if (a === b) continue;
        const candidate = [...paid];
        candidate[a]! += shift;
        candidate[b]! -= shift;
        candidates.push(candidate);
      }
    }
  }
  // Raised lines, the smallest raises first, only while the total stays within one coin of the cost. Each
  // payer's raise is its own: when lines that repeat give every payer a multiple of their count, each
  // payer can need a different remainder (issue found by the round-trip property: three equal lines with
  // nets of 0, 1 and 2 modulo three).
  let tries = MAX_RAISE_TRIES;
  for (let raised = 0; raised < step; raised++) {
    for (const raise of raisesSummingTo(raised, payers.length)) {
      for (const candidate of candidates) {
        if (--tries < 0) return null;
        const found = attempt(candidate, raise);
        if (found) return found;
      }
    }
  }
  return null;
}

/** Every way to give `count` payers raises of 0 or more that add up to `sum`, the first payer's largest first. */
function* raisesSummingTo(sum: number, count: number): Generator<number[]> {
  if (count === 1) {
    yield [sum];
    return;
  }
  for (let first = sum; first >= 0; first--) {
    for (const rest of raisesSummingTo(sum - first, count - 1)) yield [first, ...rest];
  }
}

/**
 * The plan in the ledger currency: the converted cost shared out in proportion, so it still adds up
 * exactly; with several payers, solved again so the app's rule gives the converted nets exactly.
 */
function convertPlan(line: number, plan: RowPlan, cost: number, ledgerCurrency: string): RowPlan {
  const step = minorStep(ledgerCurrency);
  const paid = apportionMilli(cost, plan.paid, step);
  const share = apportionMilli(cost, plan.share, step);
  if (paid.filter((p) => p > 0).length < 2) return { paid, share, method: plan.method };
  const solved = solvePayers(
    paid.map((p, i) => p - share[i]!),
    paid,
    share,
    step,
  );
  if (!solved) throw unsharable(line);
  return { ...solved, method: plan.method };
}

interface Money {
  amount: number;
  plan: RowPlan;
  foreign?: { originalAmount: number; originalCurrency: string; exchangeRate: number };
}

function transactionOf(row: SplitwiseRow, members: string[], { amount, plan, foreign }: Money): ImportedTransaction {
  const payers: Payer[] = plan.paid.flatMap((p, i) => (p > 0 ? [{ userId: members[i]!, amount: fromMilli(p) }] : []));
  const lines: SplitLine[] = plan.share.flatMap((s, i) => {
    if (s <= 0) return [];
    const lineAmount = fromMilli(s);
    return [{ userId: members[i]!, amount: lineAmount, split: plan.method === 'Equal' ? 1 : lineAmount }];
  });
  // Member ids are their names, so the main payer's tie-break by name is by id.
  const from = payers.length > 0 ? mainPayer(payers, (id) => id) : members[0]!;
  const payment = row.kind === 'payment';
  const t: ImportedTransaction = {
    description: row.description,
    amount: fromMilli(amount),
    category: payment ? 'unknown' : row.category || FALLBACK_CATEGORY,
    tags: [],
    type: payment ? 'settlement' : 'expense',
    date: row.date,
    comments: '',
    from,
    paymentMode: 'Other',
    splitInfo: { method: payment ? 'Custom' : plan.method, details: lines },
  };
  if (payers.length > 1) t.payers = payers;
  if (foreign) Object.assign(t, foreign);
  return t;
}

function balancesOf(list: ImportedTransaction[], members: string[]): Balance[] {
  const people: Member[] = members.map((name) => ({ id: name, displayName: name, userId: name }));
  const transactions: Transaction[] = list.map((t, i) => ({
    ...t,
    id: `import-${i}`,
    owner: '',
    createdAt: 0,
    updatedAt: 0,
  }));
  return computeBalances(transactions, people);
}

/** Each person's computeBalances net must be the footer's figure exactly, else nothing is imported. */
function checkAgainstFooter(balances: Balance[], members: string[], footer: number[], code: string): void {
  members.forEach((name, i) => {
    const net = toMilli(balances.find((b) => b.userId === name)?.net ?? 0);
    if (net !== footer[i]) {
      throw new SplitwiseImportError(
        `The rebuilt expenses give ${name} ${moneyText(net, code)}, but the file's "Total balance" says ${moneyText(footer[i]!, code)}.`,
      );
    }
  });
}

function rateFor(code: string, ledgerCurrency: string, rates: Record<string, number>): number {
  const rate = rates[code];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    throw new SplitwiseImportError(`Enter a rate for ${code}: how many ${ledgerCurrency} one ${code} is worth.`);
  }
  return rate;
}

/**
 * The ledger a read export becomes. Rows in other currencies become foreign-currency expenses at the
 * given rates (see splitwiseCurrenciesNeedingRates), converted by currency.ts's rule. Throws
 * SplitwiseImportError when a rate is missing, when several payers' nets cannot be rebuilt exactly, or
 * when the rebuilt rows' computeBalances, per currency before conversion, differ from the file's footer.
 */
export function buildSplitwiseImport(file: SplitwiseFile, { name, rates = {} }: SplitwiseBuildOptions): ImportedLedger {
  const { members, ledgerCurrency } = file;
  for (const code of splitwiseCurrenciesNeedingRates(file)) rateFor(code, ledgerCurrency, rates);

  const plans = file.rows.map(planRow);
  for (const code of file.currencies) {
    const native = file.rows.flatMap((row, i) =>
      row.currency === code ? [transactionOf(row, members, { amount: row.cost, plan: plans[i]! })] : [],
    );
    checkAgainstFooter(balancesOf(native, members), members, file.totals[code]!, code);
  }

  const transactions = file.rows.map((row, i) => {
    const plan = plans[i]!;
    if (row.currency === ledgerCurrency) return transactionOf(row, members, { amount: row.cost, plan });
    const rate = rateFor(row.currency, ledgerCurrency, rates);
    const amount = toMilli(convert(fromMilli(row.cost), rate, ledgerCurrency));
    return transactionOf(row, members, {
      amount,
      plan: convertPlan(row.line, plan, amount, ledgerCurrency),
      foreign: { originalAmount: fromMilli(row.cost), originalCurrency: row.currency, exchangeRate: rate },
    });
  });
  const balances = balancesOf(transactions, members);
  if (file.currencies.length === 1) checkAgainstFooter(balances, members, file.totals[ledgerCurrency]!, ledgerCurrency);

  return {
    source: 'Splitwise',
    name,
    currency: ledgerCurrency,
    members: [...members],
    transactions,
    skipped: [...file.skipped],
    balances,
  };
}
