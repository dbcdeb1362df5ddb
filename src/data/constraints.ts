// Evaluates query constraints in memory, for the device adapter (Firestore evaluates its own).
import type { Constraint, DocData, WithId } from './ports';

function fieldOf(data: DocData, field: string): unknown {
  return data[field];
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function matches(data: DocData, constraints: Constraint[]): boolean {
  for (const c of constraints) {
    if (c.kind !== 'where') continue;
    const value = fieldOf(data, c.field);
    switch (c.op) {
      case '==':
        if (value !== c.value) return false;
        break;
      case 'array-contains':
        if (!Array.isArray(value) || !value.includes(c.value)) return false;
        break;
      case '>=':
        if (value === undefined || value === null || compare(value, c.value) < 0) return false;
        break;
      case '<':
        if (value === undefined || value === null || compare(value, c.value) >= 0) return false;
        break;
    }
  }
  return true;
}

export function sortDocs<T extends DocData>(docs: WithId<T>[], constraints: Constraint[]): WithId<T>[] {
  const orders = constraints.filter((c): c is Extract<Constraint, { kind: 'orderBy' }> => c.kind === 'orderBy');
  if (orders.length === 0) return docs;
  return docs.sort((a, b) => {
    for (const o of orders) {
      const diff = compare(fieldOf(a, o.field), fieldOf(b, o.field));
      if (diff !== 0) return o.direction === 'asc' ? diff : -diff;
    }
    return 0;
  });
}

/** A `date` range, which the device store can answer from its index instead of a scan. */
export function dateRange(constraints: Constraint[]): { lower?: number; upper?: number } | null {
  let lower: number | undefined;
  let upper: number | undefined;
  for (const c of constraints) {
    if (c.kind !== 'where' || c.field !== 'date' || typeof c.value !== 'number') continue;
    if (c.op === '>=') lower = c.value;
    if (c.op === '<') upper = c.value;
  }
  return lower === undefined && upper === undefined ? null : { lower, upper };
}
