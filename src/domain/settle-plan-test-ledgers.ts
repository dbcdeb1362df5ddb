// Seeded random one-time ledgers for the settle-up property tests: the app's split methods with their
// thousandth lines, Percentage and Custom splits that leave a gap with the payer, settlements, income,
// a former member, "tidy" trips of round amounts, where groups that add up to zero are common, and
// "small" trips of a few paise and thousandths, where fractions of a paisa decide who pays a paisa.
import { computeSplit } from './splits';
import { customExpense, member, settlement, tx } from './test-builders';
import type { Member, SplitMethod, Transaction, Transfer } from './types';

export interface RandomLedger {
  members: Member[];
  transactions: Transaction[];
}

const NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sara', 'Vikram', 'Ananya', 'Ishaan', 'Kavya', 'Neel'];
/** Paid by someone who has since left: computeBalances keeps them, named by id. */
const FORMER_MEMBER = 'gone';

const int = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/**
 * 2–`maxMembers` members (display names may repeat, so ties fall to the id) and up to 25 transactions.
 * `tidy` trips use round amounts split equally, like a weekend where every bill was 300 or 1,200.
 * `small` trips use amounts of up to 20 paise, some in thousandths, and shares with up to 3 decimals:
 * equal amounts are common there, so several plans are often equally short.
 */
export function randomLedger(rand: () => number, { tidy = false, small = false, maxMembers = 12 } = {}): RandomLedger {
  const members = Array.from({ length: int(rand, 2, maxMembers) }, (_, i) => member(`u${i}`, pick(rand, NAMES)));
  const ids = members.map((m) => m.userId);
  const transactions: Transaction[] = [];
  const when = () => ({ date: int(rand, 0, 5) * 86_400_000, createdAt: int(rand, 0, 3) });
  const count = int(rand, 1, 25);
  for (let k = 0; k < count; k++) {
    const roll = rand();
    const payer = rand() < 0.03 ? FORMER_MEMBER : pick(rand, ids);
    if (roll < 0.12) {
      const to = pick(
        rand,
        ids.filter((id) => id !== payer),
      );
      const amount = tidy ? pick(rand, [100, 150, 300, 600]) : small ? int(rand, 1, 20) / 100 : randomPaise(rand) / 100;
      transactions.push(settlement(payer, to, amount, when()));
    } else if (roll < 0.16) {
      transactions.push(tx({ type: 'income', amount: 5000, from: payer, ...when() }));
    } else {
      const who = ids.filter(() => rand() < 0.5);
      if (who.length === 0) who.push(pick(rand, ids));
      transactions.push(tidy ? tidyExpense(rand, payer, who) : randomExpense(rand, payer, who, small));
      Object.assign(transactions.at(-1)!, when());
    }
  }
  return { members, transactions };
}

/** Mostly ordinary amounts in paise, some of only a few paise, where sub-paisa pieces matter most. */
function randomPaise(rand: () => number): number {
  return rand() < 0.25 ? int(rand, 1, 200) : int(rand, 1, 2_000_000);
}

function tidyExpense(rand: () => number, payer: string, who: string[]): Transaction {
  const amount = pick(rand, [60, 120, 300, 600, 900, 1200]);
  const details = computeSplit({ method: 'Equal', amount, payer, inputs: who.map((userId) => ({ userId, split: 1 })) });
  return tx({ from: payer, amount, splitInfo: { method: 'Equal', details } });
}

function randomExpense(rand: () => number, payer: string, who: string[], small: boolean): Transaction {
  // One in ten amounts has thousandths, as a Custom split can leave; three in ten of the small ones.
  const amount = small
    ? rand() < 0.3
      ? int(rand, 1, 200) / 1000
      : int(rand, 1, 20) / 100
    : rand() < 0.1
      ? int(rand, 1, 2_000_000) / 1000
      : randomPaise(rand) / 100;
  const method = pick(rand, ['Equal', 'Equal', 'Shares', 'Percentage', 'Custom'] as const satisfies SplitMethod[]);
  if (method === 'Custom') {
    // Lines in thousandths that may add up to less than the amount: the gap stays with the payer.
    const each = Math.floor((amount * 1000) / who.length);
    return customExpense(payer, amount, Object.fromEntries(who.map((id) => [id, int(rand, 0, each) / 1000])));
  }
  const shares = () => (small ? int(rand, 1, 3000) / 1000 : int(rand, 1, 3));
  const inputs = who.map((userId) => ({ userId, split: method === 'Shares' ? shares() : 1 }));
  if (method === 'Percentage') {
    // Thousandths of a percent; most add up to exactly 100, some fall short and leave a gap.
    const weights = who.map(() => rand() + 0.05);
    const total = weights.reduce((s, w) => s + w, 0);
    const percents = weights.map((w) => Math.floor((w / total) * 100_000));
    if (rand() < 0.8) percents[0]! += 100_000 - percents.reduce((s, p) => s + p, 0);
    percents.forEach((p, i) => (inputs[i]!.split = p / 1000));
  }
  const details = computeSplit({ method, amount, payer, inputs });
  return tx({ from: payer, amount, splitInfo: { method, details } });
}

/** The ledger after paying every transfer as a Settle Up would record it: now, after everything before. */
export function settleAll(transactions: Transaction[], transfers: Transfer[]): Transaction[] {
  const now = transactions.reduce((latest, t) => Math.max(latest, t.createdAt), 0) + 1;
  return [
    ...transactions,
    ...transfers.map((t, k) => settlement(t.from, t.to, t.amount, { date: now + k, createdAt: now + k })),
  ];
}
