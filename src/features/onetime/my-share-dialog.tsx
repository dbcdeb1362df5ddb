// The "Add my share" dialog: which monthly ledger, which category (or one expense per trip category), a
// preview of what is added, and the rate when the trip is in another currency. Adding again updates.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { convert, formatMoney, formatRate, ledgerCurrency, parseRate, rateProblem } from '../../domain/currency';
import { myShareParts, NO_CATEGORY } from '../../domain/my-share';
import type { Ledger, Transaction } from '../../domain/types';
import { addMyShare, targetCategories } from '../../store/my-share-actions';
import { alertDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { SelectField } from '../../ui/select-field';
import './my-share.css';

/** Where a trip's share usually belongs, best first; else the ledger's first category. */
const LIKELY_CATEGORIES = ['Travel', 'Trips', 'Holiday', 'Transport', 'Entertainment', 'Miscellaneous'];

function likelyCategory(categories: readonly string[]): string {
  return LIKELY_CATEGORIES.find((c) => categories.includes(c)) ?? categories[0] ?? '';
}

export function shareToast(updated: boolean, tripName: string, amount: string, ledgerName: string): string {
  return updated
    ? `Updated your share of ${tripName} (${amount}) in ${ledgerName}`
    : `Added your share of ${tripName} (${amount}) to ${ledgerName}`;
}

interface MyShareDialogProps {
  trip: Ledger;
  transactions: readonly Transaction[];
  userId: string;
  targets: readonly Ledger[];
  onClose: () => void;
}

export function MyShareDialog({ trip, transactions, userId, targets, onClose }: MyShareDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [targetId, setTargetId] = useState(targets[0]?.id ?? '');
  const [loaded, setLoaded] = useState<{ ledgerId: string; categories: string[] } | null>(null);
  const categories = loaded?.ledgerId === targetId ? loaded.categories : null;
  const [category, setCategory] = useState('');
  const [perCategory, setPerCategory] = useState(false);
  const [rateText, setRateText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    void targetCategories(targetId).then((found) => {
      if (!current) return;
      setLoaded({ ledgerId: targetId, categories: found });
      setCategory(likelyCategory(found));
    });
    return () => {
      current = false;
    };
  }, [targetId]);

  const target = targets.find((l) => l.id === targetId) ?? targets[0]!;
  const tripCurrency = ledgerCurrency(trip);
  const targetCurrency = ledgerCurrency(target);
  const foreign = tripCurrency !== targetCurrency;
  const rateError = foreign ? rateProblem(rateText) : null;
  const rate = foreign && !rateError ? (parseRate(rateText) ?? undefined) : undefined;
  const parts = useMemo(
    () => myShareParts(transactions, userId, tripCurrency, perCategory),
    [transactions, userId, tripCurrency, perCategory],
  );
  // Per category, the chosen category is needed only for the trip's expenses that have none.
  const needsCategory = !perCategory || parts.some((p) => p.category !== null && !p.category.trim());
  const categoryError = needsCategory && !category.trim() ? 'Category is required' : null;
  /** A part as it will be added: converted when the rate is known, else as in the trip. */
  const shown = (amount: number) => {
    if (!foreign) return formatMoney(amount, targetCurrency);
    const original = formatMoney(amount, tripCurrency);
    return rate === undefined
      ? original
      : `${formatMoney(convert(amount, rate, targetCurrency), targetCurrency)} (${original})`;
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (rateError || categoryError || parts.length === 0) return;
    setSaving(true);
    try {
      const { updated, total } = await addMyShare({
        trip,
        transactions,
        target,
        perCategory,
        category: category.trim(),
        rate,
      });
      ref.current?.close();
      onClose();
      toast.success(shareToast(updated, trip.name, formatMoney(total, targetCurrency), target.name));
    } catch (error) {
      setSaving(false);
      await alertDialog('Error', `Could not add your share. ${describeError(error)}`);
    }
  }

  return (
    <Modal ref={ref} title="Add my share" className="my-share" busy={saving} onClose={onClose} onSubmit={add}>
      <p className="muted field-hint">
        Your share of {trip.name}&apos;s expenses, as your own expense in a monthly ledger. Adding it again later
        updates it.
      </p>
      <SelectField
        label="Ledger"
        value={targetId}
        onChange={setTargetId}
        options={targets.map((l) => ({ value: l.id, label: l.name }))}
      />
      <label className="switch-row">
        <span>One expense per category</span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={perCategory}
          onChange={(e) => setPerCategory(e.target.checked)}
        />
      </label>
      {perCategory && needsCategory ? (
        <p className="muted field-hint">The category below is for the trip&apos;s expenses with no category.</p>
      ) : null}
      {!needsCategory ? null : categories && categories.length > 0 ? (
        <SelectField
          label="Category"
          value={category}
          onChange={setCategory}
          options={categories.includes(category) || !category ? categories : [category, ...categories]}
        />
      ) : (
        <TextField
          label="Category"
          value={category}
          maxLength={50}
          disabled={categories === null}
          onChange={(e) => setCategory(e.target.value)}
          error={submitted ? categoryError : null}
        />
      )}
      {foreign ? (
        <TextField
          label="Exchange rate"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`${targetCurrency} per 1 ${tripCurrency}`}
          value={rateText}
          onChange={(e) => setRateText(e.target.value)}
          error={submitted ? rateError : null}
        />
      ) : null}
      <section aria-label="What is added" className="my-share-preview">
        {parts.length === 0 ? (
          <p className="muted">You have no share of this trip&apos;s expenses yet.</p>
        ) : (
          <ul>
            {parts.map((p) => (
              <li key={p.category ?? ''} className="spread">
                <span>
                  {p.category === null
                    ? `${trip.name} → ${category || 'Category'}`
                    : p.category.trim()
                      ? p.category
                      : `${NO_CATEGORY} → ${category || 'Category'}`}
                </span>
                <strong className="money">{shown(p.amount)}</strong>
              </li>
            ))}
          </ul>
        )}
        {foreign && rate !== undefined ? (
          <p className="muted field-hint">
            At {formatRate(rate)} {targetCurrency} per {tripCurrency}.
          </p>
        ) : null}
      </section>
      <div className="form-actions">
        <button type="button" className="btn" onClick={onClose} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || parts.length === 0}>
          Add
        </button>
      </div>
    </Modal>
  );
}
