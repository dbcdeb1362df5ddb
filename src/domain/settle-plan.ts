// Settle-up in whole paise: what each person owes or is owed, and the fewest transfers that clear it.
import { toMilli } from './money';
import { zeroSumGroups } from './settle-plan-search';
import type { Balance, Transfer } from './types';

/**
 * A net in whole paise, cut toward zero, so 66.667 is 6666 and −0.012 is −1: settlements are stored to
 * 2 decimals, so less than a paisa cannot be paid. Only a first step for a person: what they owe or are
 * owed is settlePaise's figure, which can be a paisa further from zero (balances.ts owedByPerson).
 */
export function owedPaise(net: number): number {
  return Math.trunc(toMilli(net) / 10) + 0;
}

/** One person's settle-up position in whole paise; positive means they get money back. */
export interface SettleParty {
  userId: string;
  displayName: string;
  paise: number;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: SettleParty, b: SettleParty) => compare(a.displayName, b.displayName) || compare(a.userId, b.userId);

/**
 * Whole paise per person that add up to 0, so that transfers can clear them. Nets add up to 0 in
 * thousandths, but cutting each toward zero (owedPaise) can leave D = −Σ owedPaise ≠ 0: the cut-off
 * pieces make whole paise together. Those D paise go one each to the people with the largest cut-off
 * piece in the needed direction (D > 0: those owed, D < 0: those who owe), moving them one paisa away
 * from zero; ties by display name, then id. So everyone stays within one paisa of their exact net,
 * and the paisa goes to whoever is closest to owing or being owed it.
 *
 * A hand-made list that does not add up to 0 gets only the paise its pieces allow.
 */
export function settlePaise(balances: Balance[]): SettleParty[] {
  const parties: SettleParty[] = [];
  const leftover: number[] = [];
  let missing = 0;
  for (const b of balances) {
    const milli = toMilli(b.net);
    const paise = owedPaise(b.net);
    parties.push({ userId: b.userId, displayName: b.displayName, paise });
    leftover.push(milli - paise * 10);
    missing -= paise;
  }
  if (missing === 0) return parties;
  const direction = Math.sign(missing);
  const order = parties
    .map((_, i) => i)
    .filter((i) => Math.sign(leftover[i]!) === direction)
    .sort((i, j) => Math.abs(leftover[j]!) - Math.abs(leftover[i]!) || byName(parties[i]!, parties[j]!));
  for (const i of order.slice(0, Math.abs(missing))) parties[i]!.paise += direction;
  return parties;
}

export interface SettlePlan {
  /** By payer, then receiver, each in display order (name, then id). */
  transfers: Transfer[];
  /** Whether the exact search ran, so no plan has fewer transfers; false after a fallback. */
  fewest: boolean;
}

interface Move {
  from: SettleParty;
  to: SettleParty;
  paise: number;
}

/**
 * The fewest transfers that bring everyone to 0, each a whole number of paise.
 *
 * Matching everyone front to back, those who owe and those owed each lined up by display name then
 * id, is the plan whenever it already takes the fewest transfers. It is the most stable plan there
 * is: settling any one suggestion leaves exactly the others, since the matching just carries on
 * without it.
 *
 * When it takes more, people are split into the most groups that each add up to 0 (zeroSumGroups),
 * exact opposites (one owes what another is owed) paired first by name, since some best plan always
 * has them as a pair; each group is matched front to back the same way. A group of k
 * settles in k − 1 transfers, the fewest possible, and settling one suggestion leaves the other groups
 * as they were. Where settling one makes an even shorter plan possible, or makes the name-order
 * matching as short, a new plan can be another list: fewest transfers win over keeping the list the
 * same. The home keeps the list whenever it is still as short (balances.ts settleUpSuggestions).
 *
 * Above EXACT_SEARCH_LIMIT people, or when the search runs out of budget, the plan is opposites paired
 * and the rest matched front to back, or the plain matching if that is as short. A hand-made list
 * that does not add up to 0 is matched front to back, and what cannot be matched is left out.
 */
export function planTransfers(parties: SettleParty[]): SettlePlan {
  const people = parties.filter((p) => p.paise !== 0).sort(byName);
  const inOrder = matchInOrder(people);
  let moves = inOrder;
  let fewest = false;
  if (people.reduce((sum, p) => sum + p.paise, 0) === 0) {
    const groups: SettleParty[][] = [];
    const rest = pairOpposites(people, groups);
    const found = zeroSumGroups(rest.map((p) => p.paise));
    fewest = found !== null;
    if (found) for (const group of found) groups.push(group.map((i) => rest[i]!));
    else groups.push(rest);
    const grouped = groups.flatMap(matchInOrder);
    if (grouped.length < inOrder.length) moves = grouped;
  }
  const rank = new Map(people.map((p, i) => [p, i]));
  const transfers = moves
    .sort((a, b) => rank.get(a.from)! - rank.get(b.from)! || rank.get(a.to)! - rank.get(b.to)!)
    .map((m) => ({ from: m.from.userId, to: m.to.userId, amount: m.paise / 100 }));
  return { transfers, fewest };
}

/** Pairs each amount with its opposite, in name order on both sides; returns who is left, in name order. */
function pairOpposites(people: SettleParty[], pairs: SettleParty[][]): SettleParty[] {
  const owing = new Map<number, SettleParty[]>();
  for (const p of people) {
    if (p.paise > 0) continue;
    const same = owing.get(-p.paise);
    if (same) same.push(p);
    else owing.set(-p.paise, [p]);
  }
  const paired = new Set<SettleParty>();
  for (const p of people) {
    if (p.paise < 0) continue;
    const debtor = owing.get(p.paise)?.shift();
    if (!debtor) continue;
    pairs.push([debtor, p]);
    paired.add(debtor).add(p);
  }
  return people.filter((p) => !paired.has(p));
}

/** Front-to-back matching of one group's debtors and creditors, both already in name order. */
function matchInOrder(group: SettleParty[]): Move[] {
  const debtors = group.filter((p) => p.paise < 0).map((p) => ({ party: p, left: -p.paise }));
  const creditors = group.filter((p) => p.paise > 0).map((p) => ({ party: p, left: p.paise }));
  const moves: Move[] = [];
  let d = 0;
  let c = 0;
  while (d < debtors.length && c < creditors.length) {
    const debtor = debtors[d]!;
    const creditor = creditors[c]!;
    const paise = Math.min(debtor.left, creditor.left);
    moves.push({ from: debtor.party, to: creditor.party, paise });
    debtor.left -= paise;
    creditor.left -= paise;
    if (debtor.left === 0) d++;
    if (creditor.left === 0) c++;
  }
  return moves;
}
