// /ledger/split-expense/add?refused={id}: an expense the server refused, opened again as a new one with
// what was typed (store/refused-entries.ts).
import type { ReopenedEntry } from '../../domain/refused-writes';
import { useMembers } from '../../store/ledger-store';
import { Loading } from '../../ui/loading';
import { SplitExpenseForm } from './split-expense-form';

/** Like an edit, it waits for the members: the split restores who was left out of an Equal split from them. */
export function ReopenedSplitExpense({ reopened }: { reopened: ReopenedEntry }) {
  const members = useMembers();
  if (members.length === 0) return <Loading />;
  return <SplitExpenseForm key={reopened.keptId} reopened={reopened} />;
}
