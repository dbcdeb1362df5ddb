// /ledger/recurring-transactions (admins): items yet to add this month and those already added (SPEC §2, §4).
import { useMemo, useState } from 'react';
import { toast } from '../../ui/toast';
import { partitionRecurring } from '../../domain/recurring';
import type { RecurringItem } from '../../domain/types';
import { useNameOf, useRecurringItems, useTransactions } from '../../store/ledger-store';
import { byNextDate } from '../../domain/recurring-upcoming';
import { UpcomingList } from './upcoming-list';
import { useCurrentUser } from '../../store/session-store';
import { activeLedger } from '../../store/active-ledger';
import { confirmDialog } from '../../ui/dialogs';
import { addRecurringNow } from './add-now';
import { RecurringForm } from './recurring-form';
import { RecurringList } from './recurring-list';
import { Tabs } from './recurring-tabs';
import './recurring.css';
import { describeError } from '../../ui/error-message';
import { RECURRING_DELETED } from '../../domain/messages';

type FormState = { type: RecurringItem['type']; existing: RecurringItem | null } | null;

export function RecurringPage() {
  const items = useRecurringItems();
  const transactions = useTransactions();
  const uid = useCurrentUser()?.uid ?? '';
  const [tab, setTab] = useState('yet');
  const [form, setForm] = useState<FormState>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { yetToAdd, alreadyAdded } = useMemo(() => partitionRecurring(items, transactions), [items, transactions]);
  // Read once per visit: the keeper posts what falls due while the page is open, and the lists follow that.
  const [now] = useState(() => Date.now());
  const upcoming = useMemo(() => byNextDate(items, transactions, now), [items, transactions, now]);
  const nameOf = useNameOf();

  async function addNow(item: RecurringItem) {
    setBusyId(item.id);
    try {
      await addRecurringNow(item, transactions, uid);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(item: RecurringItem) {
    const ok = await confirmDialog(
      `Delete the recurring item "${item.description}"? Transactions already added stay.`,
      {
        title: 'Delete recurring item',
        confirmLabel: 'Delete',
        destructive: true,
      },
    );
    if (!ok) return;
    try {
      await (await activeLedger()).deleteRecurringItem(item.id);
      toast.success(RECURRING_DELETED);
    } catch (error) {
      toast.error(`Error deleting recurring transaction: ${describeError(error)}`);
    }
  }

  const list = (shown: RecurringItem[], empty: string, added = false) => (
    <RecurringList
      items={shown}
      empty={empty}
      added={added}
      nameOf={nameOf}
      busyId={busyId}
      onAddNow={(item) => void addNow(item)}
      onEdit={(item) => setForm({ type: item.type, existing: item })}
      onDelete={(item) => void remove(item)}
    />
  );

  return (
    <section className="stack">
      <h1>Recurring Transactions</h1>
      <div className="recurring-buttons">
        <button type="button" className="btn" onClick={() => setForm({ type: 'income', existing: null })}>
          Add Recurring Income
        </button>
        <button type="button" className="btn" onClick={() => setForm({ type: 'expense', existing: null })}>
          Add Recurring Expense
        </button>
      </div>
      {form ? (
        // Escape closes the inline form, as it would a dialog.
        <div
          onKeyDown={(e) => {
            if (e.key === 'Escape') setForm(null);
          }}
        >
          <RecurringForm
            key={`${form.type}-${form.existing?.id ?? 'new'}`}
            type={form.type}
            existing={form.existing}
            onClose={() => setForm(null)}
          />
        </div>
      ) : null}
      <UpcomingList upcoming={upcoming} now={now} />
      <Tabs
        label="Recurring transactions this month"
        active={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'yet',
            label: 'Yet To Add',
            count: yetToAdd.length,
            panel: list(
              yetToAdd,
              items.length === 0
                ? 'No recurring items yet. Add a recurring income or expense above.'
                : 'Everything recurring is added for this month.',
            ),
          },
          {
            id: 'added',
            label: 'Already Added',
            count: alreadyAdded.length,
            panel: list(alreadyAdded, 'Nothing added this month yet.', true),
          },
        ]}
      />
    </section>
  );
}
