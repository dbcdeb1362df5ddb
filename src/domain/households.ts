// Settle by household: each household's members' figures (settlePaise, the same figures everywhere) added
// into one, the fewest transfers planned between households and people on their own (planTransfers), each
// household paying and receiving through one member: the one it names, else whoever in it paid most.
// Settling within a household (optional) then has each member square up with that member.
import { planTransfers, settlePaise, type SettleParty } from './settle-plan';
import type { Balance, Household, Transfer } from './types';

/** A household as the plan sees it: its people with a balance, its figure, whom it pays through. */
export interface HouseholdPosition {
  name: string;
  members: string[];
  through: string;
  /** Whole paise, positive when the household gets money back. */
  paise: number;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Who pays for a household: its own choice, else whoever in it paid most (ties by name, then id). */
function payerOf(household: Household, people: Balance[]): string {
  if (household.through && people.some((b) => b.userId === household.through)) return household.through;
  const [first] = [...people].sort(
    (a, b) => b.paid - a.paid || compare(a.displayName, b.displayName) || compare(a.userId, b.userId),
  );
  return first!.userId;
}

/** The households that have anyone with a balance, each with its figure: the sum of its members' figures. */
export function householdPositions(balances: Balance[], households: readonly Household[]): HouseholdPosition[] {
  const paise = new Map(settlePaise(balances).map((p) => [p.userId, p.paise]));
  const out: HouseholdPosition[] = [];
  for (const h of households) {
    const people = balances.filter((b) => h.members.includes(b.userId));
    if (people.length === 0) continue;
    out.push({
      name: h.name,
      members: people.map((b) => b.userId),
      through: payerOf(h, people),
      paise: people.reduce((sum, b) => sum + (paise.get(b.userId) ?? 0), 0),
    });
  }
  return out;
}

export interface HouseholdPlan {
  /** Between households and people on their own, from and to the member each pays through. */
  transfers: Transfer[];
  /** Within households, each member squaring up with whom the household pays through (when asked for). */
  within: Transfer[];
  households: HouseholdPosition[];
  /** Every person's own figure in whole paise: what they owe or are owed, household or not. */
  owed: Map<string, number>;
}

/**
 * The plan by household. Every person's figure is settlePaise's, so a household's is exactly its members'
 * sum; planTransfers' rules (fewest transfers, whole paise, name order) apply between households, each
 * named by its household's name. Paying every transfer brings every household to 0; paying `within` too
 * brings every person to 0.
 */
export function householdPlan(
  balances: Balance[],
  households: readonly Household[],
  settleWithin: boolean,
): HouseholdPlan {
  const people = settlePaise(balances);
  const positions = householdPositions(balances, households);
  const grouped = new Set(positions.flatMap((h) => h.members));
  const parties: SettleParty[] = [
    ...positions.map((h) => ({ userId: h.through, displayName: h.name, paise: h.paise })),
    ...people.filter((p) => !grouped.has(p.userId)),
  ];
  const { transfers } = planTransfers(parties);
  const own = new Map(people.map((p) => [p.userId, p.paise]));
  const within: Transfer[] = [];
  if (settleWithin)
    for (const h of positions)
      for (const id of h.members) {
        const p = id === h.through ? 0 : (own.get(id) ?? 0);
        if (p < 0) within.push({ from: id, to: h.through, amount: -p / 100 });
        if (p > 0) within.push({ from: h.through, to: id, amount: p / 100 });
      }
  return { transfers, within, households: positions, owed: own };
}

/** The household a person is in, if any. */
export function householdOf(userId: string, households: readonly HouseholdPosition[]): HouseholdPosition | undefined {
  return households.find((h) => h.members.includes(userId));
}
