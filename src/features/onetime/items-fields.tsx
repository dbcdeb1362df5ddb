// The Items method's rows: each item's name, price, quantity and who had it, with Add item and Remove
// {item}; then the charges, the reconciliation line and each person's share.
import { useId, useLayoutEffect, useRef } from 'react';
import { formatSplitAmount } from '../../domain/money';
import { itemLabel, type ItemDraft } from '../../domain/bill-input';
import { LIMITS } from '../../domain/schema/limits';
import type { Member } from '../../domain/types';
import { TextField } from '../../ui/field';
import { ChargesFields } from './charges-fields';
import type { BillSplit } from './use-bill-split';
import './bill.css';

interface ItemsFieldsProps {
  members: Member[];
  bill: BillSplit;
  /** Row messages show once Save was tried, so a half-typed row is not scolded. */
  showProblems: boolean;
  symbol: string;
}

export function ItemsFields({ members, bill, showProblems, symbol }: ItemsFieldsProps) {
  const { draft, setDraft, reading, reconciliation, lines } = bill;
  const list = useRef<HTMLOListElement>(null);
  // The row whose first field takes focus once React has drawn it, or Add item when no row is left there.
  // Focused in the commit itself, in the same task as the press. Focused a frame later (and a busy phone
  // drawing a long bill draws late), keys typed before that frame went to Add item, or to a field already
  // moved to: in CI's 100-item bill the test driver typed a row's price into its name.
  const focusAfterDraw = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = focusAfterDraw.current;
    if (index === null) return;
    focusAfterDraw.current = null;
    const rows = list.current?.querySelectorAll<HTMLInputElement>('.bill-item-name input');
    (rows?.[Math.min(index, rows.length - 1)] ?? list.current?.parentElement?.querySelector('.bill-add'))?.focus();
  });
  const setItem = (index: number, item: ItemDraft) =>
    setDraft({ ...draft, items: draft.items.map((it, i) => (i === index ? item : it)) });
  const add = () => {
    setDraft({
      ...draft,
      items: [...draft.items, { key: bill.newKey(), name: '', price: '', quantity: '', people: [] }],
    });
    focusAfterDraw.current = draft.items.length;
  };
  const remove = (index: number) => {
    setDraft({ ...draft, items: draft.items.filter((_, i) => i !== index) });
    focusAfterDraw.current = index;
  };
  const full = draft.items.length >= LIMITS.billItems;
  const byUser = new Map(lines.map((l) => [l.userId, l.amount]));

  return (
    <div className="bill stack">
      <ol className="bill-items" ref={list} aria-label="Items">
        {draft.items.map((item, index) => (
          <ItemRow
            key={item.key}
            index={index}
            item={item}
            members={members}
            problems={showProblems ? (reading.items[index] ?? {}) : {}}
            onChange={(next) => setItem(index, next)}
            onRemove={() => remove(index)}
            symbol={symbol}
          />
        ))}
      </ol>
      <button type="button" className="btn bill-add" onClick={add} disabled={full}>
        Add item
      </button>
      {full ? <p className="muted bill-note">A bill holds at most {LIMITS.billItems} items.</p> : null}
      <ChargesFields bill={bill} showProblems={showProblems} symbol={symbol} />
      <div role="status" className="bill-sum">
        {reconciliation ? <p className="bill-line">{reconciliation.line}</p> : null}
        {reconciliation?.note ? <p className="muted bill-note">{reconciliation.note}</p> : null}
        {reconciliation?.problem ? <p className="field-error">{reconciliation.problem}</p> : null}
      </div>
      {lines.length > 0 ? (
        <ul className="split-lines" aria-label="Split between members">
          {members
            .filter((m) => byUser.has(m.userId))
            .map((m) => (
              <li key={m.userId} className="split-line">
                <span className="split-name">{m.displayName}</span>
                <span className="split-amount money">
                  {symbol}
                  {formatSplitAmount(byUser.get(m.userId) ?? 0)}
                </span>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}

interface ItemRowProps {
  index: number;
  item: ItemDraft;
  members: Member[];
  problems: Partial<Record<'price' | 'quantity' | 'people', string>>;
  onChange: (item: ItemDraft) => void;
  onRemove: () => void;
  symbol: string;
}

function ItemRow({ index, item, members, problems, onChange, onRemove, symbol }: ItemRowProps) {
  const label = itemLabel(item, index);
  const peopleError = `${useId()}-people`;
  const decimal = (text: string) => /^\d*\.?\d*$/.test(text);
  const toggle = (userId: string, on: boolean) =>
    onChange({
      ...item,
      people: on ? [...item.people.filter((id) => id !== userId), userId] : item.people.filter((id) => id !== userId),
    });
  return (
    <li className="bill-item">
      {/* Named by its position, so the row's fields and checkboxes are found as "Item 3's Price". */}
      <fieldset className="bill-item-set" aria-label={`Item ${index + 1}`}>
        <div className="bill-item-fields">
          <div className="bill-item-name">
            <TextField
              label="Item"
              value={item.name}
              maxLength={LIMITS.itemName}
              autoComplete="off"
              placeholder="Paneer tikka"
              onChange={(e) => onChange({ ...item, name: e.target.value })}
            />
          </div>
          <TextField
            label="Price"
            className="input bill-price"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${symbol}0`}
            value={item.price}
            error={problems.price}
            onChange={(e) => decimal(e.target.value) && onChange({ ...item, price: e.target.value })}
          />
          <TextField
            label="Quantity"
            className="input bill-quantity"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1"
            value={item.quantity}
            error={problems.quantity}
            onChange={(e) => decimal(e.target.value) && onChange({ ...item, quantity: e.target.value })}
          />
        </div>
        <fieldset className="bill-people" aria-describedby={problems.people ? peopleError : undefined}>
          <legend className="bill-people-legend">Who had it</legend>
          {members.map((m) => (
            <label key={m.userId} className="bill-person">
              <input
                type="checkbox"
                checked={item.people.includes(m.userId)}
                onChange={(e) => toggle(m.userId, e.target.checked)}
              />
              <span>{m.displayName}</span>
            </label>
          ))}
          {problems.people ? (
            <span id={peopleError} className="field-error bill-people-error">
              {problems.people}
            </span>
          ) : null}
        </fieldset>
        {/* "Remove" in sight, the item named to assistive technology: a long name would crowd a phone's row. */}
        <button
          type="button"
          className="btn btn-small btn-link bill-remove"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </fieldset>
    </li>
  );
}
