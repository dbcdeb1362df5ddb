// The domain tasks bench/domain.ts times and the harness reports, and the one JSON line each process prints.
export const DOMAIN_TASKS = {
  balances: {
    name: 'computeBalances + suggestTransfers',
    label: 'balances + who owes whom',
    size: '10,000 tx, 20 members',
    /** The reference loop's length for this task, in units of 1,000 records: about the task's own length. */
    units: 25,
  },
  monthlySummary: { name: 'monthlySummary (admin)', label: 'monthly summary', size: '10,000 tx', units: 3 },
  monthlyInsights: {
    name: 'monthlyInsights (admin)',
    label: 'insights, monthly',
    size: '10,000 tx over 13 months',
    units: 7,
  },
  tripInsights: { name: 'tripInsights', label: 'insights, trip', size: '10,000 tx, 20 members', units: 35 },
} as const;

export type DomainTaskId = keyof typeof DOMAIN_TASKS;

export interface DomainResult {
  id: DomainTaskId;
  name: string;
  median: number;
  min: number;
  max: number;
  samples: number;
  /** The reference loop's median, in ms. */
  reference: number;
  units: number;
  ratio: number;
  /** One reference unit (1,000 records), from this task's reference. */
  unit: number;
}

export interface DomainReport {
  transactions: number;
  members: number;
  splitLines: number;
  results: DomainResult[];
}
