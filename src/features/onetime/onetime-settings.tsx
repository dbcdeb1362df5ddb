// /ledger/settings for a one-time ledger: the split defaults the split expense form starts from (SPEC §3).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../ui/toast';
import { amountFieldText, formatSplitAmount, parseAmount } from '../../domain/money';
import { firstProblem, stepNonNegative, validateSplitInput } from '../../domain/validation';
import { SPLIT_METHODS, type Member, type OnetimeSettings as Settings, type SplitMethod } from '../../domain/types';
import { useMembers, useOnetimeSettings } from '../../store/ledger-store';
import { activeLedger } from '../../store/active-ledger';
import { FormActions } from '../../ui/form-actions';
import { SelectField } from '../../ui/select-field';
import './onetime.css';
import './bill.css';
import { HouseholdsSettings, useHouseholdsDraft } from './households-settings';
import { describeError } from '../../ui/error-message';
import { SETTINGS_UPDATED, errorSavingSetting } from '../../domain/messages';

type Kind = 'shares' | 'percentages';

interface Draft {
  splitType: SplitMethod;
  shares: Record<string, string>;
  percentages: Record<string, string>;
}

// A share is a whole part; percentages move in fives so 0 → 100 takes a few taps, and can be typed exactly.
const STEP: Record<Kind, number> = { shares: 1, percentages: 5 };
// The split form's own defaults (domain defaultSplitInputs): one share each, no percentage.
const FALLBACK: Record<Kind, number> = { shares: 1, percentages: 0 };

function draftFrom(settings: Settings, members: Member[]): Draft {
  const texts = (kind: Kind) =>
    Object.fromEntries(members.map((m) => [m.userId, String(settings[kind][m.userId] ?? FALLBACK[kind])]));
  return { splitType: settings.splitType, shares: texts('shares'), percentages: texts('percentages') };
}

export function OnetimeSettings() {
  const members = useMembers();
  const stored = useOnetimeSettings();
  // Untouched, the screen mirrors the live settings; the first edit takes a copy the user then owns.
  const [edited, setEdited] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const households = useHouseholdsDraft();
  const draft = edited ?? draftFrom(stored, members);
  const value = (kind: Kind, id: string) => draft[kind][id] ?? String(FALLBACK[kind]);
  const setValue = (kind: Kind, id: string, text: string) =>
    setEdited({ ...draft, [kind]: { ...draft[kind], [id]: text } });

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem =
      firstProblem(
        members.flatMap((m) => [value('shares', m.userId), value('percentages', m.userId)]),
        validateSplitInput,
      ) ?? households.check();
    if (problem) {
      toast.error(problem);
      return;
    }
    const numbers = (kind: Kind) =>
      Object.fromEntries(members.map((m) => [m.userId, parseAmount(value(kind, m.userId))]));
    setSaving(true);
    try {
      await (
        await activeLedger()
      ).saveOnetimeSettings({
        splitType: draft.splitType,
        shares: numbers('shares'),
        percentages: numbers('percentages'),
      });
      await households.save();
      toast.success(SETTINGS_UPDATED);
    } catch (error) {
      toast.error(errorSavingSetting(describeError(error)));
    } finally {
      setSaving(false);
    }
  }

  const percentTotal = members.reduce((sum, m) => sum + parseAmount(value('percentages', m.userId)), 0);
  const percentWhole = Math.abs(percentTotal - 100) < 0.001;
  // A warning only when Percentage is the default in use; otherwise the total is just information.
  const percentWarning = !percentWhole && draft.splitType === 'Percentage';
  return (
    <>
      <form className="form onetime-settings" onSubmit={save} noValidate>
        <h1>Settings</h1>
        <p className="muted onetime-lead">Defaults for new split expenses in this group.</p>
        <div className="card">
          <SelectField
            label="Split type"
            value={draft.splitType}
            onChange={(splitType) => setEdited({ ...draft, splitType })}
            options={SPLIT_METHODS}
          />
        </div>
        <StepperGroup title="Shares" kind="shares" members={members} value={value} onChange={setValue} />
        <StepperGroup
          title="Percentages"
          kind="percentages"
          members={members}
          value={value}
          onChange={setValue}
          footer={
            <p className={percentWarning ? 'stepper-total is-off' : 'muted stepper-total'}>
              Total {formatSplitAmount(percentTotal)}%{percentWhole ? '' : ' — should add up to 100%'}
            </p>
          }
        />
        <SimplifyDebtsSwitch on={stored.simplifyDebts} />
        <HouseholdsSettings households={households} />
        <FormActions saving={saving} className="bottom-bar" />
      </form>
    </>
  );
}

/** Saved as soon as it changes, on its own: it is not a default for new expenses. */
function SimplifyDebtsSwitch({ on }: { on: boolean }) {
  // The switch moves at once and stays until the stored value changes (the live read can arrive after
  // the write resolves); from then the stored value shows. A failed save puts it back.
  const [pending, setPending] = useState<{ value: boolean; over: boolean } | null>(null);
  const checked = pending && pending.over === on ? pending.value : on;
  async function change(next: boolean) {
    setPending({ value: next, over: on });
    try {
      await (await activeLedger()).saveSimplifyDebts(next);
      toast.success(SETTINGS_UPDATED);
    } catch (error) {
      setPending(null);
      toast.error(errorSavingSetting(describeError(error)));
    }
  }
  return (
    <div className="card">
      <label className="switch-row">
        <span>
          <strong>Simplify debts</strong>
          <br />
          <span className="muted switch-hint">
            {checked
              ? 'Settle up in the fewest payments. Someone may pay a person they shared no expense with.'
              : 'Everyone pays back the people they owe directly.'}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          aria-label="Simplify debts"
          checked={checked}
          disabled={pending !== null && pending.over === on}
          onChange={(e) => void change(e.target.checked)}
        />
      </label>
    </div>
  );
}

interface StepperGroupProps {
  title: string;
  kind: Kind;
  members: Member[];
  value: (kind: Kind, id: string) => string;
  onChange: (kind: Kind, id: string, text: string) => void;
  footer?: ReactNode;
}

/** A labelled group, so `Increase {name}` stays exact within Shares and within Percentages. */
function StepperGroup({ title, kind, members, value, onChange, footer }: StepperGroupProps) {
  const baseId = useId();
  const step = (id: string, delta: number) =>
    onChange(kind, id, String(stepNonNegative(parseAmount(value(kind, id)), delta)));
  return (
    <fieldset className="card stepper-group">
      <legend className="stepper-legend">{title}</legend>
      {members.length === 0 ? <p className="muted">No members yet.</p> : null}
      <ul className="list">
        {members.map((m, index) => {
          // Temporary members' ids are names with spaces, so element ids use the position instead.
          const inputId = `${baseId}-${index}`;
          return (
            <li key={m.userId} className="stepper-row">
              <label htmlFor={inputId} className="stepper-name">
                {m.displayName}
              </label>
              <button
                type="button"
                className="btn stepper-btn"
                aria-label={`Decrease ${m.displayName}`}
                onClick={() => step(m.userId, -STEP[kind])}
              >
                −
              </button>
              <span className="stepper-value">
                <input
                  id={inputId}
                  className="input stepper-input"
                  inputMode="decimal"
                  autoComplete="off"
                  value={value(kind, m.userId)}
                  onFocus={(e) => e.target.select()}
                  onChange={(e) => {
                    const next = amountFieldText(e.target.value, { signed: false });
                    if (next !== null) onChange(kind, m.userId, next);
                  }}
                />
                <span className="stepper-unit" aria-hidden="true">
                  {kind === 'percentages' ? '%' : ''}
                </span>
              </span>
              <button
                type="button"
                className="btn stepper-btn"
                aria-label={`Increase ${m.displayName}`}
                onClick={() => step(m.userId, STEP[kind])}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      {footer}
    </fieldset>
  );
}
