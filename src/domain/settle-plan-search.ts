// The fewest settle-up transfers: the largest split of the people who owe or are owed into groups
// that each add up to zero. A group of k people settles among itself in k − 1 transfers and no fewer
// (each transfer clears at most one person, the last clears two), so n people in g groups need
// n − g transfers, and fewest transfers means most groups.

/**
 * The exact search runs for up to this many people (after exact opposites are paired off, which is
 * always part of some best plan). Zero-sum groups are found by meet in the middle over two halves of
 * at most 2^12 subsets each, so a trip of 24 people with unrelated balances costs about a millisecond
 * (20 people: a tenth of that). Above it, the caller matches people in name order, which can take a few more transfers.
 */
export const EXACT_SEARCH_LIMIT = 24;

/**
 * Steps the exact search may take (zero-sum sets listed, subset checks, search nodes) before it gives
 * up and the caller falls back to matching in name order. Real balances, amounts in paise from many
 * expenses, rarely have a zero-sum set but the whole, and take a few thousand steps. Round amounts
 * shared by many people can have tens of thousands (8 people owed 300 and 12 owing 200: 77,000),
 * or a million; giving up costs at most about 3 ms on a laptop, and the count alone is checked
 * before any is listed.
 */
export const SEARCH_WORK_BUDGET = 200_000;

/** Thrown to stop the search: the budget ran out, or the amounts do not add up to 0. */
class GiveUp extends Error {}

/**
 * Groups of indexes into `amounts` (whole paise, none 0, adding up to 0) such that every group adds
 * up to 0 and there are as many groups as possible; null when the budget ran out, there are more than
 * EXACT_SEARCH_LIMIT people or the amounts do not add up to 0. Indexes are taken to be in display order (name, then id). Among
 * equally good splits the first person's group is the earliest in that order, then the next remaining
 * person's, and so on, so the choice depends only on the people and their amounts.
 */
export function zeroSumGroups(amounts: number[], budget = SEARCH_WORK_BUDGET): number[][] | null {
  const n = amounts.length;
  if (n === 0) return [];
  if (n > EXACT_SEARCH_LIMIT) return null;
  let work = 0;
  const spend = (steps: number) => {
    work += steps;
    if (work > budget) throw new GiveUp();
  };
  try {
    const minimal = minimalZeroSumSets(amounts, spend);
    const full = (1 << n) - 1;
    let positive = 0;
    for (let i = 0; i < n; i++) if (amounts[i]! > 0) positive |= 1 << i;
    const groups = largestPartition(full, positive, minimal, spend);
    return groups.map(indexesOf);
  } catch (error) {
    if (error instanceof GiveUp) return null;
    throw error;
  }
}

/**
 * Every zero-sum set that has no smaller zero-sum set inside it, as bit masks, listed under its lowest
 * index in display order of the sets. A best split only ever uses these: a group that contains a
 * zero-sum set splits into two groups.
 */
function minimalZeroSumSets(amounts: number[], spend: (steps: number) => void): number[][] {
  const n = amounts.length;
  const half = n >> 1;
  const leftSums = subsetSums(amounts.slice(0, half));
  const rightSums = subsetSums(amounts.slice(half));
  spend(leftSums.length + rightSums.length);

  // Right-half subsets by sum, as linked lists threaded through `next`, so no array per sum.
  const head = new Map<number, number>();
  const count = new Map<number, number>();
  const next = new Int32Array(rightSums.length);
  for (let r = 0; r < rightSums.length; r++) {
    const sum = rightSums[r]!;
    next[r] = head.get(sum) ?? -1;
    head.set(sum, r);
    count.set(sum, (count.get(sum) ?? 0) + 1);
  }
  // Counted before they are listed, so that tidy balances with a million zero-sum sets give up at once.
  let zeroSets = -1;
  for (let l = 0; l < leftSums.length; l++) zeroSets += count.get(-leftSums[l]!) ?? 0;
  spend(zeroSets);

  // Zero-sum sets by size: a set can only contain smaller ones.
  const bySize: number[][] = Array.from({ length: n + 1 }, () => []);
  for (let l = 0; l < leftSums.length; l++) {
    for (let r = head.get(-leftSums[l]!) ?? -1; r >= 0; r = next[r]!) {
      const set = l | (r << half);
      if (set !== 0) bySize[popcount(set)]!.push(set);
    }
  }

  // A zero-sum set that is not minimal splits into two zero-sum parts; the part holding its lowest
  // index contains a minimal set with that same lowest index. So only those need checking, and only
  // smaller ones: each size is checked against the sizes before it, then added.
  const byLowest: number[][] = Array.from({ length: n }, () => []);
  for (const sets of bySize) {
    const found: number[] = [];
    for (const set of sets) {
      const candidates = byLowest[lowestIndex(set)]!;
      let minimal = true;
      for (let k = 0; k < candidates.length && minimal; k++) {
        spend(1);
        const m = candidates[k]!;
        if ((m & set) === m) minimal = false;
      }
      if (minimal) found.push(set);
    }
    for (const set of found) byLowest[lowestIndex(set)]!.push(set);
  }
  for (const sets of byLowest) sets.sort(displayOrder);
  return byLowest;
}

/** The most groups `remaining` splits into, taking the earliest best group for its first person each time. */
function largestPartition(
  all: number,
  positive: number,
  byLowest: number[][],
  spend: (steps: number) => void,
): number[] {
  const best = new Map<number, number>();
  const choice = new Map<number, number>();
  // Every group has someone owed and someone owing, and at least as many people as the smallest
  // minimal set, so there are never more groups than any of those allow.
  let smallest = 32;
  for (const sets of byLowest) for (const set of sets) smallest = Math.min(smallest, popcount(set));
  const bound = (mask: number) =>
    Math.min(popcount(mask & positive), popcount(mask & ~positive), Math.floor(popcount(mask) / smallest));

  const search = (mask: number): number => {
    if (mask === 0) return 0;
    const known = best.get(mask);
    if (known !== undefined) return known;
    const most = bound(mask);
    let top = 0;
    let chosen = 0;
    // `mask` always adds up to 0, so at least one minimal set fits inside it.
    for (const set of byLowest[lowestIndex(mask)]!) {
      spend(1);
      if ((set & mask) !== set) continue;
      const rest = mask & ~set;
      if (1 + bound(rest) <= top) continue;
      const groups = 1 + search(rest);
      if (groups > top) {
        top = groups;
        chosen = set;
        if (top === most) break;
      }
    }
    best.set(mask, top);
    choice.set(mask, chosen);
    return top;
  };

  search(all);
  const groups: number[] = [];
  for (let mask = all; mask !== 0; mask &= ~choice.get(mask)!) {
    // Only amounts that do not add up to 0 leave nothing to choose; they are not ours to split.
    if (!choice.get(mask)) throw new GiveUp();
    groups.push(choice.get(mask)!);
  }
  return groups;
}

/** Sum of every subset of `values`, indexed by the subset's bit mask. */
function subsetSums(values: number[]): Float64Array {
  const sums = new Float64Array(1 << values.length);
  for (let mask = 1; mask < sums.length; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + values[31 - Math.clz32(low)]!;
  }
  return sums;
}

/**
 * Earlier in display order first: of two sets that are not inside one another, the one holding the
 * lowest index they do not share. Minimal zero-sum sets are never inside one another.
 */
function displayOrder(a: number, b: number): number {
  const differ = a ^ b;
  if (differ === 0) return 0;
  return a & differ & -differ ? -1 : 1;
}

function lowestIndex(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

function indexesOf(mask: number): number[] {
  const indexes: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) indexes.push(lowestIndex(m));
  return indexes;
}

function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
