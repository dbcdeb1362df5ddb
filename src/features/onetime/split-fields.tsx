// Split method, one input per member, and the live preview of each member's amount (domain computeSplit).
import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { amountFieldText, formatSplitAmount } from '../../domain/money';
import { NO_MEMBERS_MESSAGE, splitTotalMilli } from '../../domain/splits';
import type { Member, OnetimeSettings, SplitLine } from '../../domain/types';
import { SelectField } from '../../ui/select-field';
import {
  FORM_METHODS,
  inputText,
  isOut,
  NOBODY_AWAY,
  withIncluded,
  withText,
  type FormMethod,
  type SplitDraft,
} from './split-model';

interface SplitFieldsProps {
  members: Member[];
  method: FormMethod;
  draft: SplitDraft;
  settings: OnetimeSettings;
  lines: SplitLine[];
  amount: number;
  payerName: string;
  /** The over/under-allocation message, shown live. */
  problem: string | null;
  splitAvailable: boolean;
  onDraft: (draft: SplitDraft) => void;
  /** The ledger currency's sign: lines are always in the ledger's currency, whatever the Amount was paid in. */
  symbol?: string;
  /** The Items method's rows and charges, shown in place of the members' inputs. */
  items?: ReactNode;
  /** A new expense: who its date leaves out by default, and why ("Kabir joins on 12 Dec"). */
  away?: ReadonlySet<string>;
  awayReasons?: string[];
}

export function SplitFields({
  members,
  method,
  draft,
  settings,
  lines,
  amount,
  payerName,
  problem,
  splitAvailable,
  onDraft,
  symbol = '₹',
  items,
  away = NOBODY_AWAY,
  awayReasons = [],
}: SplitFieldsProps) {
  const id = useId();
  if (!splitAvailable) {
    return (
      <section className="card split-card" aria-label="Split">
        <p className="muted split-note">{NO_MEMBERS_MESSAGE}</p>
        <p className="split-note">
          The whole amount is <strong>{payerName}</strong>&rsquo;s.
        </p>
        <Link to="/ledger/members" className="btn">
          Add people
        </Link>
      </section>
    );
  }
  const byUser = new Map(lines.map((l) => [l.userId, l.amount]));
  const total = splitTotalMilli(lines) / 1000;
  return (
    // Named like its first control, as when the section was labelled by it.
    <section className="card split-card stack" aria-label="Split method">
      <SelectField
        label="Split method"
        value={method}
        onChange={(next) => onDraft({ ...draft, method: next })}
        options={FORM_METHODS}
      />
      {awayReasons.length > 0 && (method === 'Equal' || method === 'Shares') ? (
        // Only these two start from the dates; the text says so, in case someone ticks them back in.
        <p className="muted split-note split-away">Left out by their dates: {awayReasons.join('; ')}.</p>
      ) : null}
      {method === 'Items' ? (
        items
      ) : method === 'No Split' ? (
        <p className="split-note">
          No split: the whole amount is <strong>{payerName}</strong>&rsquo;s.
        </p>
      ) : (
        <ul className="split-lines" aria-label="Split between members">
          {members.map((m, index) => {
            // Temporary members' ids are names with spaces, so element ids use the position instead.
            const labelId = `${id}-${index}`;
            const inputId = `${labelId}-input`;
            const share = byUser.get(m.userId);
            const out = method === 'Equal' && isOut(draft, m.userId, away);
            return (
              <li key={m.userId} className={out ? 'split-line is-out' : 'split-line'} aria-labelledby={labelId}>
                {method === 'Equal' ? (
                  <input
                    id={inputId}
                    type="checkbox"
                    className="split-check"
                    checked={!out}
                    onChange={(e) => onDraft(withIncluded(draft, m.userId, e.target.checked))}
                  />
                ) : null}
                <label id={labelId} htmlFor={inputId} className="split-name">
                  {m.displayName}
                </label>
                {method !== 'Equal' ? (
                  <span className="split-input-wrap">
                    {method === 'Custom' ? <span aria-hidden="true">{symbol}</span> : null}
                    <input
                      id={inputId}
                      className="input split-input"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      value={inputText(draft, method, m.userId, settings, away)}
                      onFocus={(e) => e.target.select()}
                      onChange={(e) => {
                        const next = amountFieldText(e.target.value, { signed: false });
                        if (next !== null) onDraft(withText(draft, method, m.userId, next));
                      }}
                    />
                    {method === 'Percentage' ? (
                      <span className="split-unit" aria-hidden="true">
                        %
                      </span>
                    ) : null}
                  </span>
                ) : null}
                <span className="split-amount money">
                  {out ? 'Not in split' : `${symbol}${formatSplitAmount(share ?? 0)}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" className="split-status">
        <span className="muted">
          Split {symbol}
          {formatSplitAmount(total)} of {symbol}
          {formatSplitAmount(amount)}
        </span>
        {problem && amount > 0 ? <span className="field-error">{problem}</span> : null}
      </div>
    </section>
  );
}
