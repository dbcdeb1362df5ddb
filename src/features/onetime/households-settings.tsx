// Trip Settings' Households: members grouped to settle as one ("Meera & Kabir", "The Iyers"), whom each
// pays through, and the Settle by household switch. The Settings page's Save saves them with the defaults.
import { useState } from 'react';
import { LIMITS } from '../../domain/schema/limits';
import type { Household, Member } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { useMembers, useOnetimeSettings } from '../../store/ledger-store';
import { TextField } from '../../ui/field';

interface Draft {
  households: Household[];
  on: boolean;
  within: boolean;
}

const nameOrNumber = (h: Household, i: number) => h.name.trim() || `Household ${i + 1}`;

/** What is wrong with a household, or null: a name, and someone in it. */
function householdProblem(h: Household, i: number): string | null {
  if (!h.name.trim()) return 'Name the household';
  if (h.members.length === 0) return `Choose who is in ${nameOrNumber(h, i)}`;
  return null;
}

/** The Households section's draft: untouched, it mirrors the stored settings; saved with the page's Save. */
export function useHouseholdsDraft() {
  const stored = useOnetimeSettings();
  const [edited, setEdited] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const draft: Draft = edited ?? {
    households: stored.households ?? [],
    on: stored.settleByHousehold ?? false,
    within: stored.settleWithinHousehold ?? false,
  };
  return {
    draft,
    tried,
    set: (next: Partial<Draft>) => setEdited({ ...draft, ...next }),
    /** The first household's problem, once Save was tried; null when all is well. */
    check(): string | null {
      setTried(true);
      return draft.households.map(householdProblem).find(Boolean) ?? null;
    },
    /** Saves them when they changed (their own log entry); nothing otherwise. */
    async save(): Promise<void> {
      if (edited === null) return;
      await (
        await activeLedger()
      ).saveHouseholds({
        households: draft.households.map((h) => ({ ...h, name: h.name.trim() })),
        settleByHousehold: draft.on,
        settleWithinHousehold: draft.within,
      });
      setEdited(null);
      setTried(false);
    },
  };
}

export type HouseholdsDraft = ReturnType<typeof useHouseholdsDraft>;

export function HouseholdsSettings({ households: state }: { households: HouseholdsDraft }) {
  const members = useMembers();
  const { draft, set, tried } = state;
  const setHousehold = (i: number, h: Household) =>
    set({ households: draft.households.map((old, j) => (j === i ? h : old)) });

  return (
    <section className="card stack households" aria-labelledby="households-title">
      <h2 id="households-title" className="onetime-section-title">
        Households
      </h2>
      <p className="muted">Families or couples who settle up as one: the plan suggests payments between households.</p>
      <label className="switch-row">
        <span>
          <strong>Settle by household</strong>
          <br />
          <span className="muted switch-hint">
            Each household pays or receives through one member: whoever in it paid most, unless you choose.
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          aria-label="Settle by household"
          checked={draft.on}
          onChange={(e) => set({ on: e.target.checked })}
        />
      </label>
      <label className="bill-choice">
        <input type="checkbox" checked={draft.within} onChange={(e) => set({ within: e.target.checked })} />
        Also settle within each household
      </label>
      {draft.households.map((h, i) => (
        <HouseholdRow
          key={i}
          index={i}
          household={h}
          members={members}
          taken={new Set(draft.households.flatMap((other, j) => (j === i ? [] : other.members)))}
          problem={tried ? householdProblem(h, i) : null}
          onChange={(next) => setHousehold(i, next)}
          onRemove={() => set({ households: draft.households.filter((_, j) => j !== i) })}
        />
      ))}
      <button
        type="button"
        className="btn bill-add"
        disabled={draft.households.length >= LIMITS.households}
        onClick={() => set({ households: [...draft.households, { name: '', members: [] }] })}
      >
        Add household
      </button>
    </section>
  );
}

interface HouseholdRowProps {
  index: number;
  household: Household;
  members: Member[];
  /** People already in another household: nobody is in two. */
  taken: ReadonlySet<string>;
  problem: string | null;
  onChange: (h: Household) => void;
  onRemove: () => void;
}

function HouseholdRow({ index, household: h, members, taken, problem, onChange, onRemove }: HouseholdRowProps) {
  const label = nameOrNumber(h, index);
  const inIt = members.filter((m) => h.members.includes(m.userId));
  return (
    <fieldset className="bill-item-set" aria-label={`Household ${index + 1}`}>
      <TextField
        label="Household name"
        value={h.name}
        maxLength={LIMITS.name}
        placeholder="The Iyers"
        autoComplete="off"
        error={problem === 'Name the household' ? problem : null}
        onChange={(e) => onChange({ ...h, name: e.target.value })}
      />
      <fieldset className="bill-people">
        <legend className="bill-people-legend">Who is in it</legend>
        {members
          .filter((m) => !taken.has(m.userId))
          .map((m) => (
            <label key={m.userId} className="bill-person">
              <input
                type="checkbox"
                checked={h.members.includes(m.userId)}
                onChange={(e) =>
                  onChange({
                    ...h,
                    members: e.target.checked ? [...h.members, m.userId] : h.members.filter((id) => id !== m.userId),
                    through: h.through === m.userId && !e.target.checked ? undefined : h.through,
                  })
                }
              />
              <span>{m.displayName}</span>
            </label>
          ))}
        {problem && problem !== 'Name the household' ? (
          <span className="field-error bill-people-error">{problem}</span>
        ) : null}
      </fieldset>
      <div className="field">
        <label>
          Pays through
          <select
            className="select"
            value={h.through ?? ''}
            onChange={(e) => {
              const { through: _old, ...rest } = h;
              onChange(e.target.value ? { ...rest, through: e.target.value } : rest);
            }}
          >
            <option value="">Whoever paid most</option>
            {inIt.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.displayName}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button
        type="button"
        className="btn btn-small btn-link bill-remove"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </fieldset>
  );
}
