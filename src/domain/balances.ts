// One-time ledger balances (Spent, Paid, net), the settle-up transfers that clear them, and who owes
// whom directly when debts are not simplified.
import { fromMilli, toMilli } from './money';
import { hasSeveralPayers, shareOverPayers } from './payers';
import { owedPaise, planTransfers, settlePaise, type SettleParty } from './settle-plan';
import type { Balance, Member, Transaction, Transfer } from './types';

export { owedPaise };

/**
 * Expenses and settlements both move money the same way: `from` paid the amount, each split line
 * received its part. Lines that do not add up to the amount (a Percentage split left a little
 * unallocated) leave the gap with the payer, so nets always sum to exactly 0. Income is ignored.
 * Figures are returned to 3 decimals, the precision of split lines, so nothing is lost before display.
 * An entry several people paid counts exactly as the one-payer entries payers.ts's onePayerParts makes
 * of it: each payer paid their amount, and keeps their shareOverPayers part of whatever the lines leave
 * unallocated (their amount minus their parts of the lines), so nets still sum to exactly 0.
 */
export function computeBalances(transactions: Transaction[], members: Member[]): Balance[] {
  const index = new Map<string, number>();
  const ids: string[] = [];
  const names: string[] = [];
  const spent: number[] = [];
  const paid: number[] = [];
  const add = (id: string, name: string): number => {
    const i = ids.length;
    index.set(id, i);
    ids.push(id);
    names.push(name);
    spent.push(0);
    paid.push(0);
    return i;
  };
  for (const m of members) if (!index.has(m.userId)) add(m.userId, m.displayName);

  // Hot loop (10,000+ transactions): plain indexes into number arrays, no per-line allocation. Split
  // lines are stored at thousandths already, so a plain Math.round is exact there and half the cost.
  // Reused by every entry with several payers, so the common one-payer path allocates nothing.
  const paidMilli: number[] = [];
  const payerIndex: number[] = [];
  const lineParts: number[] = [];
  const covered: number[] = [];
  for (const t of transactions) {
    if (t.type === 'income') continue;
    if (hasSeveralPayers(t)) {
      const payers = t.payers;
      let total = 0;
      paidMilli.length = payers.length;
      for (let i = 0; i < payers.length; i++) {
        const p = payers[i]!;
        const milli = toMilli(p.amount);
        paidMilli[i] = milli;
        total += milli;
        payerIndex[i] = index.get(p.userId) ?? add(p.userId, p.userId);
        covered[i] = 0;
      }
      if (total > 0) {
        for (let i = 0; i < payers.length; i++) paid[payerIndex[i]!]! += paidMilli[i]!;
        const details = t.splitInfo?.details;
        if (details) {
          for (let k = 0; k < details.length; k++) {
            const line = details[k]!;
            const part = Math.round(line.amount * 1000);
            spent[index.get(line.userId) ?? add(line.userId, line.userId)]! += part;
            shareOverPayers(part, paidMilli, lineParts);
            for (let i = 0; i < payers.length; i++) covered[i]! += lineParts[i]!;
          }
        }
        for (let i = 0; i < payers.length; i++) spent[payerIndex[i]!]! += paidMilli[i]! - covered[i]!;
        continue;
      }
    }
    const amount = toMilli(t.amount);
    const payer = index.get(t.from) ?? add(t.from, t.from);
    paid[payer]! += amount;
    let allocated = 0;
    const details = t.splitInfo?.details;
    if (details) {
      for (let k = 0; k < details.length; k++) {
        const line = details[k]!;
        const part = Math.round(line.amount * 1000);
        spent[index.get(line.userId) ?? add(line.userId, line.userId)]! += part;
        allocated += part;
      }
    }
    spent[payer]! += amount - allocated;
  }

  return ids.map((userId, i) => {
    const s = spent[i]!;
    const p = paid[i]!;
    return { userId, displayName: names[i]!, spent: fromMilli(s), paid: fromMilli(p), net: fromMilli(p - s) };
  });
}

/**
 * The fewest transfers that clear everyone's balance, each a whole number of paise (amounts in rupees
 * with at most 2 decimals), in a fixed order: by payer, then receiver, each by display name, then id.
 * Balances are first brought to whole paise (settlePaise: nothing smaller than a paisa is owed), so
 * settling every suggestion leaves each owedPaise at 0. How the plan is chosen: settle-plan.ts.
 */
export function suggestTransfers(balances: Balance[]): Transfer[] {
  return planTransfers(settlePaise(balances)).transfers;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** At most this many of the latest settlements are replayed, so a long run of them costs a bounded number of plans. */
const REPLAYED_SETTLEMENTS = 16;

const recordedOrder = (a: Transaction, b: Transaction) => a.createdAt - b.createdAt || compareText(a.id, b.id);

/**
 * The suggestions the home shows for `balances` (computeBalances of `transactions`), which stay as they
 * were when one is settled. A new plan for the balances after a payment can be another list just as
 * short, so the settlements recorded since the latest expense (the last REPLAYED_SETTLEMENTS, in the
 * order recorded) are replayed: the plan is made for the balances before them, and after each one the
 * suggestions less what it paid (lessOnePayment) are kept if they still clear everyone in no more
 * transfers than a new plan takes; otherwise the new plan is taken. The list depends only on the
 * ledger, so every device, and a reload, shows the same one.
 */
export function settleUpSuggestions(transactions: Transaction[], balances: Balance[]): Transfer[] {
  let latestExpense: Transaction | null = null;
  for (const t of transactions) {
    if (t.type === 'expense' && (!latestExpense || recordedOrder(t, latestExpense) > 0)) latestExpense = t;
  }
  const replayed = transactions
    .filter((t) => t.type === 'settlement' && (!latestExpense || recordedOrder(t, latestExpense) > 0))
    .sort(recordedOrder)
    .slice(-REPLAYED_SETTLEMENTS);
  if (replayed.length === 0) return suggestTransfers(balances);

  // Nets in thousandths, wound back to before the replayed settlements, then forward one at a time.
  const milli = new Map(balances.map((b) => [b.userId, toMilli(b.net)]));
  const moves = replayed.map((s) => computeBalances([s], []).map((b) => ({ userId: b.userId, milli: toMilli(b.net) })));
  for (const move of moves) for (const m of move) milli.set(m.userId, (milli.get(m.userId) ?? 0) - m.milli);
  const parties = () => settlePaise(balances.map((b) => ({ ...b, net: fromMilli(milli.get(b.userId) ?? 0) })));
  let plan = planTransfers(parties()).transfers;
  for (const move of moves) {
    for (const m of move) milli.set(m.userId, (milli.get(m.userId) ?? 0) + m.milli);
    const now = parties();
    const fresh = planTransfers(now).transfers;
    const kept = lessOnePayment(plan, now);
    plan = kept && kept.length <= fresh.length ? kept : fresh;
  }
  return plan;
}

/**
 * `plan` after one payment along one of its transfers, if that is exactly what separates it from
 * clearing `parties`: the transfer less what was paid (gone when paid in full). The plan itself when
 * it already clears them; null when anything else changed.
 */
function lessOnePayment(plan: Transfer[], parties: SettleParty[]): Transfer[] | null {
  // What each person is left with after the plan: a payer who paid p of a transfer is left p ahead, its receiver p behind.
  const left = new Map(parties.map((p) => [p.userId, p.paise]));
  for (const t of plan) {
    const paise = Math.round(t.amount * 100);
    left.set(t.from, (left.get(t.from) ?? 0) + paise);
    left.set(t.to, (left.get(t.to) ?? 0) - paise);
  }
  const off = [...left].filter(([, paise]) => paise !== 0);
  if (off.length === 0) return plan;
  if (off.length !== 2 || off[0]![1] + off[1]![1] !== 0) return null;
  const [[payer, paid], [receiver]] = off[0]![1] > 0 ? [off[0]!, off[1]!] : [off[1]!, off[0]!];
  const i = plan.findIndex((t) => t.from === payer && t.to === receiver);
  const rest = i < 0 ? -1 : Math.round(plan[i]!.amount * 100) - paid;
  if (rest < 0) return null;
  return rest === 0 ? plan.filter((_, j) => j !== i) : plan.map((t, j) => (j === i ? { ...t, amount: rest / 100 } : t));
}

/**
 * Who owes whom directly, for when Simplify debts is off: each split line of an expense or settlement
 * means the line's person owes the payer that line's amount (the payer's own line, and any part the
 * lines leave unallocated, owes nobody, as in computeBalances). Debts between two people are netted
 * into one transfer and cut toward zero to whole paise by the owedPaise rule, so a pair that owes less
 * than a paisa either way is dropped. Ordered by payer, then receiver, each by display name, then id;
 * people who are no longer members are named by id. Income is ignored. When several people paid, each
 * line is owed to every payer by payers.ts's shareOverPayers rule (in proportion to what they paid, by
 * largest remainder in thousandths), so a line's parts add up to exactly the line.
 */
export function pairwiseDebts(transactions: Transaction[], members: Member[]): Transfer[] {
  const names = new Map<string, string>();
  for (const m of members) if (!names.has(m.userId)) names.set(m.userId, m.displayName);
  // One entry per pair, under the id that sorts first: thousandths `first` owes `second` (negative: the other way).
  const pairs = new Map<string, { first: string; second: string; milli: number }>();
  const owe = (debtor: string, creditor: string, milli: number) => {
    const forward = debtor < creditor;
    const first = forward ? debtor : creditor;
    const second = forward ? creditor : debtor;
    const key = `${first}\u0000${second}`;
    const signed = forward ? milli : -milli;
    const pair = pairs.get(key);
    if (pair) pair.milli += signed;
    else pairs.set(key, { first, second, milli: signed });
  };
  for (const t of transactions) {
    if (t.type === 'income') continue;
    if (hasSeveralPayers(t)) {
      const paidMilli = t.payers.map((p) => toMilli(p.amount));
      if (paidMilli.reduce((sum, m) => sum + m, 0) > 0) {
        for (const line of t.splitInfo?.details ?? []) {
          const parts = shareOverPayers(Math.round(line.amount * 1000), paidMilli);
          t.payers.forEach((p, i) => {
            if (line.userId !== p.userId && parts[i] !== 0) owe(line.userId, p.userId, parts[i]!);
          });
        }
        continue;
      }
    }
    for (const line of t.splitInfo?.details ?? []) {
      if (line.userId !== t.from) owe(line.userId, t.from, Math.round(line.amount * 1000));
    }
  }

  const name = (id: string) => names.get(id) ?? id;
  const order = (a: string, b: string) => compareText(name(a), name(b)) || compareText(a, b);
  const debts: Transfer[] = [];
  for (const { first, second, milli } of pairs.values()) {
    const paise = owedPaise(fromMilli(milli));
    if (paise > 0) debts.push({ from: first, to: second, amount: paise / 100 });
    else if (paise < 0) debts.push({ from: second, to: first, amount: -paise / 100 });
  }
  return debts.sort((a, b) => order(a.from, b.from) || order(a.to, b.to));
}

/**
 * What each person owes (negative) or is owed (positive) in whole paise: what the payments listed for
 * them add up to. "You owe", Why? and the settle-up list all show this one figure, so what a person is
 * told they owe is what Settle Up asks of them. With Simplify debts on the list is settleUpSuggestions,
 * which clears settlePaise exactly, so the figure is settlePaise's: the net cut toward zero, and the
 * whole paise the cut-off pieces add up to handed to those closest to the next paisa, so that the
 * figures add up to 0 and paying them leaves nobody owing. Off, each pair's debt is cut toward zero.
 */
export function owedByPerson(transfers: Transfer[]): Map<string, number> {
  const owed = new Map<string, number>();
  for (const t of transfers) {
    const paise = Math.round(t.amount * 100);
    owed.set(t.from, (owed.get(t.from) ?? 0) - paise);
    owed.set(t.to, (owed.get(t.to) ?? 0) + paise);
  }
  return owed;
}

/** Splits the suggestions into what a person owes and what they get, for the per-person accordions. */
export function transfersFor(userId: string, transfers: Transfer[]): { owes: Transfer[]; gets: Transfer[] } {
  return { owes: transfers.filter((t) => t.from === userId), gets: transfers.filter((t) => t.to === userId) };
}
