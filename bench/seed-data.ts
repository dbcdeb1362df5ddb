// Deterministic, realistic ledgers for the benchmark: a household budget with years of entries and a
// 20-person trip. Pure: the same options and `now` always give the same documents.
import { DEFAULT_CATEGORIES, DEFAULT_TAGS } from '../src/domain/defaults';
import { buildMonthlySettlement } from '../src/domain/monthly-summary';
import { currentMonth, monthRange } from '../src/domain/months';
import { buildSettleUp } from '../src/domain/settlements';
import { computeSplit } from '../src/domain/splits';
import {
  COMMON_PAYER,
  PAYMENT_MODES,
  type RecurringItem,
  type SplitMethod,
  type Transaction,
} from '../src/domain/types';
import { sortTransactions } from '../src/domain/active-ledger';
import { filterTransactions } from '../src/domain/search';
import { prng } from '../src/domain/prng';

export type TxDoc = Omit<Transaction, 'id'> & { id: string };
export type RecurringDoc = Omit<RecurringItem, 'id'>;

// The domain benchmark (bench/domain.ts) and the browser seeder (bench/seed.ts) both use these.

/** A person adds about this many entries a month; history grows backwards at this rate. */
export const PER_MONTH = 280;

/** The person the bench signs in as, on every page and in the domain bench. */
export const BENCH_USER = { name: 'Bench User', email: 'bench.user@example.com' } as const;

export const MONTHLY_PARTNER = 'Asha';
export const EXTRA_CATEGORIES = ['Groceries', 'Fuel', 'Dining', 'Shopping', 'Education'];
/** The Search benchmark types this; it matches a category, so a month's list shrinks to a fraction. */
export const SEARCH_TERM = 'grocer';

const DESCRIPTIONS: Record<string, string[]> = {
  Food: ['Swiggy order', 'Zomato dinner', 'Office lunch', 'Chai and snacks'],
  Groceries: ['BigBasket', 'Vegetables', 'Milk and bread', 'Kirana store', 'Fruits'],
  Transport: ['Uber ride', 'Metro card recharge', 'Auto rickshaw', 'Parking'],
  Fuel: ['Petrol', 'Diesel top-up'],
  Dining: ['Dinner out', 'Weekend brunch', 'Coffee'],
  Shopping: ['Amazon order', 'Clothes', 'Shoes', 'Kitchen items'],
  Utilities: ['Mobile recharge', 'Gas cylinder', 'Water bill'],
  Entertainment: ['Movie tickets', 'Netflix', 'Concert'],
  Health: ['Pharmacy', 'Doctor visit', 'Lab tests'],
  Education: ['Books', 'Online course', 'School fees'],
  Miscellaneous: ['Gift', 'Donation', 'Haircut', 'Laundry'],
};
const SPENDING = Object.keys(DESCRIPTIONS);
const COMMENTS = ['split later', 'paid in advance', 'with family', 'monthly stock', 'birthday'];

const RECURRING: { type: 'income' | 'expense'; description: string; category: string; amount: number }[] = [
  { type: 'income', description: 'Salary', category: 'Miscellaneous', amount: 85000 },
  { type: 'expense', description: 'Rent', category: 'Rent', amount: 25000 },
  { type: 'expense', description: 'Internet', category: 'Utilities', amount: 999 },
  { type: 'expense', description: 'Electricity', category: 'Utilities', amount: 2400 },
  { type: 'expense', description: 'Health insurance', category: 'Insrance', amount: 1800 },
  { type: 'expense', description: 'Car EMI', category: 'EMI', amount: 12500 },
];

function picker(rand: () => number) {
  return <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
}

function money(rand: () => number, low: number, high: number): number {
  // Skewed towards small amounts, as day-to-day spending is.
  return Math.round((low + (high - low) * rand() ** 3) * 100) / 100;
}

export interface MonthlyLedgerData {
  categories: string[];
  tags: string[];
  recurring: RecurringDoc[];
  transactions: TxDoc[];
  currentMonthCount: number;
  /** How many of this month's entries the Search benchmark's term keeps. */
  searchMatches: number;
  /** The ids of those entries, and the newest entry of the month (the first card of its list). */
  searchMatchIds: string[];
  searchMatchDescriptions: string[];
  newestCurrentId: string;
  newestCurrentDescription: string;
  months: { year: number; month: number; count: number }[];
}

/**
 * `count` transactions: about `perMonth` in the current month (up to now), the rest spread evenly over as
 * many earlier months as that rate needs (10,000 at PER_MONTH spans 36 months; the bench's growth
 * series puts 834 in a month, so 100,000 span 120). Past months are settled.
 */
export function buildMonthlyLedger({
  count,
  ownerId,
  ownerName,
  now,
  seed = 1,
  perMonth = PER_MONTH,
}: {
  count: number;
  ownerId: string;
  ownerName: string;
  now: number;
  seed?: number;
  perMonth?: number;
}): MonthlyLedgerData {
  const rand = prng(seed);
  const pick = picker(rand);
  const categories = [...DEFAULT_CATEGORIES, ...EXTRA_CATEGORIES];
  const tags = [...DEFAULT_TAGS];
  const payers = [COMMON_PAYER, COMMON_PAYER, ownerId, ownerId, MONTHLY_PARTNER];
  const { year, month } = currentMonth(now);
  const currentCount = Math.min(perMonth, count);
  const pastMonths = Math.ceil((count - currentCount) / perMonth);
  const months: MonthlyLedgerData['months'] = [];
  const transactions: TxDoc[] = [];
  let serial = 0;
  const nextId = () => `bench${String(seed).padStart(3, '0')}tx${String(serial++).padStart(7, '0')}`;

  const recurringStart = monthRange(year, month).start - pastMonths * 31 * 86_400_000;
  const recurring: RecurringDoc[] = RECURRING.map((r) => ({
    ...r,
    owner: ownerId,
    tags: [],
    createdAt: recurringStart,
    from: r.type === 'income' ? ownerId : COMMON_PAYER,
    frequency: 'monthly',
    startDate: recurringStart,
    paymentMode: 'UPI',
  }));
  const recurringIds = RECURRING.map((_, i) => `bench${String(seed).padStart(3, '0')}rec${i}`);

  let remaining = count - currentCount;
  for (let back = 0; back <= pastMonths; back++) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = index % 12;
    const range = monthRange(y, m + 1);
    const past = back > 0;
    const slots = past ? Math.ceil(remaining / (pastMonths - back + 1)) : currentCount;
    if (past) remaining -= slots;
    const end = past ? range.end : Math.max(range.start + 1, now);
    const inMonth: TxDoc[] = [];
    const at = () => range.start + Math.floor(rand() * (end - range.start));
    // Recurring items are added early in the month; past months end with one settlement per payer.
    const settlers = past ? [ownerId, MONTHLY_PARTNER] : [];
    for (let i = 0; i < slots - settlers.length; i++) {
      const date = at();
      const base = {
        id: nextId(),
        tags: [] as string[],
        owner: ownerId,
        date,
        createdAt: date,
        updatedAt: date,
        comments: '',
      };
      const template = RECURRING[i];
      if (template && i < RECURRING.length) {
        inMonth.push({
          ...base,
          description: template.description,
          amount: template.amount,
          category: template.category,
          type: template.type,
          from: template.type === 'income' ? ownerId : COMMON_PAYER,
          paymentMode: 'UPI',
          recursiveId: recurringIds[i]!,
        });
        continue;
      }
      const income = rand() < 0.04;
      const category = income ? 'Miscellaneous' : pick(SPENDING);
      inMonth.push({
        ...base,
        description: income ? pick(['Freelance', 'Interest', 'Cashback', 'Refund']) : pick(DESCRIPTIONS[category]!),
        amount: income ? money(rand, 200, 20000) : money(rand, 20, 6000),
        category,
        tags:
          rand() < 0.6
            ? [pick(tags), ...(rand() < 0.3 ? [pick(tags)] : [])].filter((t, k, all) => all.indexOf(t) === k)
            : [],
        type: income ? 'income' : 'expense',
        from: income ? ownerId : pick(payers),
        paymentMode: pick(PAYMENT_MODES),
        comments: rand() < 0.2 ? pick(COMMENTS) : '',
      });
    }
    for (const payer of settlers) {
      const { settlement, settledIds } = buildMonthlySettlement({
        payer,
        expenses: inMonth,
        owner: ownerId,
        year: y,
        month: m + 1,
        now,
      });
      const id = nextId();
      for (const tx of inMonth)
        if (settledIds.includes(tx.id)) Object.assign(tx, { isSettled: true, settlementId: id });
      inMonth.push({ ...settlement, id, createdAt: settlement.date, updatedAt: settlement.date });
    }
    months.push({ year: y, month: m + 1, count: inMonth.length });
    transactions.push(...inMonth);
  }
  // As the app lists them: newest first.
  const current = sortTransactions(transactions.slice(0, months[0]?.count ?? 0) as Transaction[]);
  const nameOf = (id: string) => (id === ownerId ? ownerName : id);
  const matches = filterTransactions(current, SEARCH_TERM, nameOf);
  return {
    categories,
    tags,
    recurring,
    transactions,
    currentMonthCount: months[0]?.count ?? 0,
    searchMatches: matches.length,
    searchMatchIds: matches.map((t) => t.id),
    searchMatchDescriptions: matches.map((t) => t.description),
    newestCurrentId: current[0]?.id ?? '',
    newestCurrentDescription: current[0]?.description ?? '',
    months,
  };
}

export const TRIP_MEMBERS = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Sara',
  'Vikram',
  'Ananya',
  'Ishaan',
  'Kavya',
  'Neel',
  'Priya',
  'Arjun',
  'Tara',
  'Dev',
  'Nisha',
  'Yash',
  'Zoya',
  'Omar',
];

/**
 * The trip's first (oldest) expense: the last card of its list, newest first. Its own description, so the
 * bench can tell when scrolling has reached the end of the list, however the list renders.
 */
export const TRIP_FIRST_EXPENSE = 'Airport pickup (first expense)';

export interface OnetimeLedgerData {
  transactions: TxDoc[];
  expenseCount: number;
}

/** `expenses` split expenses over the last 60 days among `ownerId` and the 19 trip members, plus settlements. */
export function buildOnetimeLedger({
  expenses,
  settlements,
  ownerId,
  now,
  seed = 2,
}: {
  expenses: number;
  settlements: number;
  ownerId: string;
  now: number;
  seed?: number;
}): OnetimeLedgerData {
  const rand = prng(seed);
  const pick = picker(rand);
  const people = [ownerId, ...TRIP_MEMBERS];
  const span = 60 * 86_400_000;
  const transactions: TxDoc[] = [];
  const items = [
    'Hotel',
    'Dinner',
    'Cab',
    'Breakfast',
    'Museum tickets',
    'Boat ride',
    'Drinks',
    'Groceries',
    'Fuel',
    'Snacks',
  ];
  const total = expenses + settlements;
  // Settlements are spread through the trip rather than bunched at the end.
  const every = settlements > 0 ? Math.max(1, Math.floor(total / settlements)) : Infinity;
  let settled = 0;
  let firstDone = false;
  for (let i = 0; i < total; i++) {
    const id = `bench${String(seed).padStart(3, '0')}ot${String(i).padStart(6, '0')}`;
    const date = now - span + Math.floor((span * i) / total) + Math.floor(rand() * 60_000);
    const from = pick(people);
    const settlementSlot = settled < settlements && (i % every === every - 1 || total - i <= settlements - settled);
    if (settlementSlot) {
      settled++;
      let to = pick(people);
      if (to === from) to = people[(people.indexOf(from) + 1) % people.length]!;
      transactions.push({
        ...buildSettleUp({ from, to, amount: money(rand, 100, 5000), owner: ownerId, now: date }),
        id,
      });
      continue;
    }
    const amount = money(rand, 50, 20000);
    const method: SplitMethod = rand() < 0.7 ? 'Equal' : rand() < 0.7 ? 'Shares' : 'No Split';
    const who = people.filter(() => rand() < 0.45);
    const inputs = (who.length > 1 ? who : [from, people[(people.indexOf(from) + 3) % people.length]!]).map(
      (userId) => ({
        userId,
        split: method === 'Shares' ? 1 + Math.floor(rand() * 3) : 1,
      }),
    );
    const item = pick(items);
    const first = !firstDone;
    firstDone = true;
    transactions.push({
      id,
      description: first ? TRIP_FIRST_EXPENSE : `${item} ${1 + (i % 97)}`,
      amount,
      category: pick(['Food', 'Transport', 'Entertainment', 'Miscellaneous']),
      tags: rand() < 0.3 ? ['Travel'] : [],
      type: 'expense',
      owner: ownerId,
      date,
      createdAt: date,
      updatedAt: date,
      comments: '',
      from,
      paymentMode: pick(PAYMENT_MODES),
      splitInfo: { method, details: computeSplit({ method, amount, payer: from, inputs }) },
    });
  }
  return { transactions, expenseCount: transactions.filter((t) => t.type === 'expense').length };
}
