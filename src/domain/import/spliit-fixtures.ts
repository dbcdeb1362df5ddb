// Spliit group exports written by hand in the shape of Spliit's JSON export route, for the importer's tests.

export type SpliitSplitMode = 'EVENLY' | 'BY_SHARES' | 'BY_PERCENTAGE' | 'BY_AMOUNT';

export interface SpliitExpense {
  id?: string;
  createdAt?: string;
  expenseDate: string;
  title: string;
  category: { grouping?: string; name: string } | null;
  /** Minor units of the group's currency; negative is income. */
  amount: number;
  originalAmount?: number | null;
  originalCurrency?: string | null;
  /** Prisma Decimal, so JSON carries it as a string. */
  conversionRate?: string | number | null;
  paidById: string;
  /** shares: a count ×100 (BY_SHARES), a percent ×100 (BY_PERCENTAGE), minor units (BY_AMOUNT), 1 (EVENLY). */
  paidFor: { participantId: string; shares: number }[];
  isReimbursement: boolean;
  splitMode: SpliitSplitMode;
  recurrenceRule?: string;
  notes?: string | null;
}

export interface SpliitGroup {
  id?: string;
  name: string;
  information?: string | null;
  currency: string;
  currencyCode?: string | null;
  participants: { id: string; name: string }[];
  expenses: SpliitExpense[];
  activities?: unknown[];
}

const PEOPLE = [
  { id: 'p-asha', name: 'Asha' },
  { id: 'p-bala', name: 'Bala' },
  { id: 'p-chen', name: 'Chen' },
];

const everyone = (shares = 1) => PEOPLE.map((p) => ({ participantId: p.id, shares }));

function expense(over: Partial<SpliitExpense> & Pick<SpliitExpense, 'id' | 'title' | 'amount'>): SpliitExpense {
  return {
    createdAt: '2024-05-01T10:00:00.000Z',
    expenseDate: '2024-05-01T00:00:00.000Z',
    category: { grouping: 'Uncategorized', name: 'General' },
    originalAmount: null,
    originalCurrency: null,
    conversionRate: null,
    paidById: 'p-asha',
    paidFor: everyone(),
    isReimbursement: false,
    splitMode: 'EVENLY',
    recurrenceRule: 'NONE',
    notes: null,
    ...over,
  };
}

/** One of each thing the importer maps, in an INR group. */
export const GOA_TRIP: SpliitGroup = {
  id: 'grp-goa',
  name: 'Goa trip',
  information: null,
  currency: '₹',
  currencyCode: 'INR',
  participants: PEOPLE,
  expenses: [
    expense({
      id: 'exp-dinner',
      title: 'Dinner',
      amount: 10000,
      category: { grouping: 'Food and Drink', name: 'Dining Out' },
      notes: 'Paid at the counter',
    }),
    expense({
      id: 'exp-hotel',
      title: 'Hotel',
      amount: 30001,
      expenseDate: '2024-05-02T00:00:00.000Z',
      paidById: 'p-bala',
      splitMode: 'BY_SHARES',
      paidFor: [
        { participantId: 'p-asha', shares: 100 },
        { participantId: 'p-bala', shares: 150 },
        { participantId: 'p-chen', shares: 50 },
      ],
    }),
    expense({
      id: 'exp-taxi',
      title: 'Taxi',
      amount: 12345,
      paidById: 'p-chen',
      splitMode: 'BY_PERCENTAGE',
      paidFor: [
        { participantId: 'p-asha', shares: 4000 },
        { participantId: 'p-bala', shares: 3500 },
        { participantId: 'p-chen', shares: 2500 },
      ],
    }),
    expense({
      id: 'exp-groceries',
      title: 'Groceries',
      amount: 5000,
      splitMode: 'BY_AMOUNT',
      paidFor: [
        { participantId: 'p-bala', shares: 1999 },
        { participantId: 'p-chen', shares: 3001 },
      ],
    }),
    expense({
      id: 'exp-payback',
      title: 'Bala pays Asha back',
      amount: 3333,
      paidById: 'p-bala',
      paidFor: [{ participantId: 'p-asha', shares: 1 }],
      isReimbursement: true,
      category: { grouping: 'Uncategorized', name: 'Payment' },
    }),
    expense({
      id: 'exp-refund',
      title: 'Deposit refund',
      amount: -3001,
      paidById: 'p-chen',
      expenseDate: '2024-05-03T00:00:00.000Z',
    }),
  ],
  activities: [],
};

/** A USD group with an expense paid in euros: 20.00 EUR at 1.075 is 21.50 USD. */
export const CONVERTED: SpliitGroup = {
  name: 'Berlin',
  currency: '$',
  currencyCode: 'USD',
  participants: PEOPLE.slice(0, 2),
  expenses: [
    expense({
      id: 'exp-museum',
      title: 'Museum',
      amount: 2150,
      originalAmount: 2000,
      originalCurrency: 'EUR',
      conversionRate: '1.075',
      paidFor: everyone().slice(0, 2),
    }),
  ],
};

/** Yen have no minor unit in Spliit: 1000 is ¥1,000. */
export const YEN: SpliitGroup = {
  name: 'Tokyo',
  currency: '¥',
  currencyCode: 'JPY',
  participants: PEOPLE,
  expenses: [expense({ id: 'exp-ramen', title: 'Ramen', amount: 1000 })],
};

/** People Spliit lets share a name, and names Vyay cannot use as they are. */
export const SAME_NAMES: SpliitGroup = {
  name: 'Names',
  currency: '€',
  participants: [
    { id: 'a1', name: 'Asha' },
    { id: 'a2', name: 'Asha' },
    { id: 'a3', name: ' asha ' },
    { id: 'c1', name: 'common' },
    { id: 's1', name: 'Ravi/Rahul' },
  ],
  expenses: [
    expense({
      id: 'exp-lunch',
      title: 'Lunch',
      amount: 500,
      paidById: 'a2',
      paidFor: ['a1', 'a2', 'a3', 'c1', 's1'].map((participantId) => ({ participantId, shares: 1 })),
    }),
  ],
};

/** Before Spliit kept a currency code, a group had only its symbol. */
export const SYMBOL_ONLY: SpliitGroup = {
  name: 'Old group',
  currency: '$',
  participants: PEOPLE.slice(0, 2),
  expenses: [expense({ id: 'exp-old', title: 'Snacks', amount: 999, paidFor: everyone().slice(0, 2) })],
};

/** A copy of a fixture with one expense changed, for the bad-file cases. */
export function withExpense(group: SpliitGroup, index: number, over: Record<string, unknown>): unknown {
  return { ...group, expenses: group.expenses.map((e, i) => (i === index ? { ...e, ...over } : e)) };
}
