// Tells the person of every write the server refused after the app had called it saved, wherever they
// are: "The server refused 'Houseboat' (₹7,000). It was not saved." An entry kept on this device comes
// with Open again (its form, filled with what was typed) and Discard; the toast stays until one is chosen.
import { useEffect } from 'react';
import { useNavigation, type Navigation } from '../../ui/navigation';
import type { KeptEntry } from '../../domain/refused-writes';
import { useActiveLedger } from '../../store/ledger-store';
import { keptNoticeId, noticesShown, useRefusalNotices, type RefusalNotice } from '../../store/refusal-notices';
import { useCurrentUser, useMode } from '../../store/session-store';
import { confirmDialog } from '../../ui/dialogs';
import { toastFailure } from '../../ui/error-message';
import { toast } from '../../ui/toast';
import './refused-entry-notices.css';

/** The code that reads and keeps entries loads only when there may be some: in cloud mode, after a refusal. */
const refusedEntries = () => import('../../store/refused-entries');

export function RefusedEntryNotices() {
  const notices = useRefusalNotices();
  const { navigate } = useNavigation();
  const activeId = useActiveLedger()?.id;
  const uid = useCurrentUser()?.uid;
  // The device never refuses a write it has applied, so only the cloud can have entries kept from a refusal.
  const cloud = useMode() !== 'device';

  // A kept entry is offered again when its ledger is opened after a restart, until it is saved or discarded.
  useEffect(() => {
    if (!cloud || !activeId || !uid) return;
    void refusedEntries()
      .then(({ offerKeptEntries }) => offerKeptEntries(activeId))
      .catch((error: unknown) => console.error('Offering kept entries failed', error));
  }, [cloud, activeId, uid]);

  useEffect(() => {
    if (notices.length === 0) return;
    for (const notice of notices) show(notice, navigate);
    noticesShown(notices.map((n) => n.id));
  }, [notices, navigate]);

  return null;
}

function show({ id, message, kept }: RefusalNotice, navigate: Navigation['navigate']): void {
  // It stays: a refusal has undone something the person saw saved, and a toast that fades can be missed.
  if (!kept) {
    toast.error(message, {
      id,
      className: 'refusal-toast',
      duration: Infinity,
      cancel: { label: 'Dismiss', onClick: () => undefined },
    });
    return;
  }
  toast.error(message, {
    id,
    className: 'refusal-toast',
    duration: Infinity,
    action: { label: 'Open again', onClick: () => void openAgain(kept, navigate) },
    cancel: { label: 'Discard', onClick: () => void discard(kept, message, navigate) },
  });
}

async function openAgain(kept: KeptEntry, navigate: Navigation['navigate']): Promise<void> {
  try {
    const { prepareReopen } = await refusedEntries();
    const target = await prepareReopen(kept);
    if (!target) {
      toast.error('This entry cannot be opened again: its group is no longer here.');
      return;
    }
    const search = { refused: kept.transactionId };
    const { form, editId } = target;
    if (form === 'split-expense')
      await (editId
        ? navigate({ to: '/ledger/split-expense/edit/$id', params: { id: editId }, search })
        : navigate({ to: '/ledger/split-expense/add', search }));
    else if (form === 'expense')
      await (editId
        ? navigate({ to: '/ledger/expense/edit/$id', params: { id: editId }, search })
        : navigate({ to: '/ledger/expense/add', search }));
    else
      await (editId
        ? navigate({ to: '/ledger/income/edit/$id', params: { id: editId }, search })
        : navigate({ to: '/ledger/income/add', search }));
  } catch (error) {
    toastFailure('Could not open the entry again.', error);
    // It was not opened, so it is offered again rather than lost from view.
    show({ id: keptNoticeId(kept), message: kept.message, kept }, navigate);
  }
}

/** Asked first: what was typed is gone for good afterwards. */
async function discard(kept: KeptEntry, message: string, navigate: Navigation['navigate']): Promise<void> {
  const ok = await confirmDialog(`${message} Discard what was typed? It cannot be brought back.`, {
    title: 'Discard this entry?',
    confirmLabel: 'Discard',
    destructive: true,
  });
  if (!ok) {
    show({ id: keptNoticeId(kept), message, kept }, navigate);
    return;
  }
  try {
    const { forgetKeptEntry } = await refusedEntries();
    await forgetKeptEntry(kept.ledgerId, kept.transactionId);
  } catch (error) {
    toastFailure('Could not discard the entry.', error);
  }
}
