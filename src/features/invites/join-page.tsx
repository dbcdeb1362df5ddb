// /join/{ledger}/{code}: someone opening an invite link sees the group's name and who is in it (never an
// amount or an entry), says who they are, and joins. Bad or dead links get a plain page, never "Oops!".
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Invite, JoinChoices } from '../../domain/invites';
import { joinWithInvite, openJoinLink, type JoinView } from '../../store/invite-actions';
import { chooseLedger } from '../../store/ledger-actions';
import { describeError } from '../../ui/error-message';
import { Loading } from '../../ui/loading';
import { toast } from '../../ui/toast';
import './invites.css';

export const INVITE_DEAD = 'This invite link has expired or was revoked. Ask for a new one.';

/** "I'm new here" is the empty choice; a temporary member's id otherwise. */
type Choice = { claim: string | undefined } | null;

export function JoinPage({ ledgerId, code }: { ledgerId: string; code: string }) {
  const navigate = useNavigate();
  const [view, setView] = useState<JoinView | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const leaving = new AbortController();
    openJoinLink(ledgerId, code, Date.now(), leaving.signal)
      .catch((error: unknown) => {
        console.error('Opening the invite failed', error);
        return { kind: 'expired' } as const;
      })
      .then((next) => {
        if (!leaving.signal.aborted) setView(next);
      });
    return () => leaving.abort();
  }, [ledgerId, code, attempt]);

  useEffect(() => {
    if (view?.kind !== 'member') return;
    // Already in the group: the link simply opens it.
    void chooseLedger(ledgerId)
      .catch((error: unknown) => console.error(error))
      .then(() => navigate({ to: '/' }));
  }, [view, ledgerId, navigate]);

  if (!view || view.kind === 'member') return <Loading />;
  if (view.kind === 'open')
    return <JoinForm invite={view.invite} choices={view.choices} onDead={() => setView({ kind: 'expired' })} />;
  const retry =
    view.kind === 'offline'
      ? () => {
          setView(null);
          setAttempt((n) => n + 1);
        }
      : null;
  return <JoinProblem text={problemText(view)} retry={retry} />;
}

function problemText(view: Exclude<JoinView, { kind: 'open' } | { kind: 'member' }>): string {
  switch (view.kind) {
    case 'expired':
      return INVITE_DEAD;
    case 'offline':
      return "You're offline. Joining a group needs a connection: try again once you're online.";
    case 'device':
      return 'Invite links open in the cloud version of Vyay. This copy keeps its ledgers on this device only.';
    case 'removed':
      return `You were removed from ${view.ledgerName}, so this link does not let you back in. Ask an admin to add you again.`;
  }
}

function JoinProblem({ text, retry }: { text: string; retry: (() => void) | null }) {
  return (
    <section className="stack join-page">
      <h1>Invite link</h1>
      <p role="status">{text}</p>
      <div className="form-actions">
        {retry ? (
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
        ) : null}
        <Link to="/" className="btn">
          Go to Home
        </Link>
      </div>
    </section>
  );
}

function JoinForm({ invite, choices: offered, onDead }: { invite: Invite; choices: JoinChoices; onDead: () => void }) {
  const navigate = useNavigate();
  const membersId = useId();
  const [choices, setChoices] = useState(offered);
  // Nothing to tell apart: joining as someone new is already chosen. A one-person invite chooses them.
  const [choice, setChoice] = useState<Choice>(() =>
    invite.for !== undefined && offered.temporary.length === 1
      ? { claim: offered.temporary[0] }
      : offered.temporary.length === 0 && offered.asNew
        ? { claim: undefined }
        : null,
  );
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const spent = choices.temporary.length === 0 && !choices.asNew;

  async function join() {
    if (!choice || joining) return;
    setJoining(true);
    setFailure(null);
    try {
      const outcome = await joinWithInvite(invite, choice.claim);
      if (outcome.kind === 'joined') {
        toast.success(`Joined ${invite.ledgerName}`);
        await navigate({ to: '/' });
        return;
      }
      setJoining(false);
      if (outcome.kind === 'dead') return onDead();
      // First claim wins: the other person is offered joining as someone new instead.
      const left = { ...choices, temporary: choices.temporary.filter((id) => id !== outcome.name) };
      setChoices(left);
      setChoice(left.asNew ? { claim: undefined } : null);
      setFailure(
        left.asNew
          ? `Someone else already joined as ${outcome.name}. You can join as someone new.`
          : `Someone else already joined as ${outcome.name}. Ask for a new link.`,
      );
    } catch (error) {
      setJoining(false);
      setFailure(`Could not join. ${describeError(error)}`);
    }
  }

  const pick = (claim: string | undefined) => setChoice({ claim });
  const chosen = (claim: string | undefined) => choice !== null && choice.claim === claim;

  return (
    <section className="stack join-page">
      <h1>Join {invite.ledgerName}</h1>
      <p className="muted" style={{ margin: 0 }}>
        {invite.byName} invited you. You join as a member: you add expenses and see the group's balances.
      </p>
      <div className="card stack" id={membersId}>
        <h2 className="onetime-section-title">Who is in it</h2>
        <ul className="join-members" aria-label="Members">
          {invite.members.map((name) => (
            <li key={name} className="badge">
              {name}
            </li>
          ))}
        </ul>
      </div>
      {spent ? (
        <p role="status">{invite.for} has already joined with this link. Ask for a new one.</p>
      ) : (
        <div className="stack">
          <h2 className="onetime-section-title">Who are you?</h2>
          {choices.temporary.length > 0 ? (
            <p className="muted" style={{ margin: 0 }}>
              If the group already added you by name, choose it: what was entered for you becomes yours.
            </p>
          ) : null}
          <div className="join-choices">
            {choices.asNew ? (
              <button
                type="button"
                className="btn join-choice"
                aria-pressed={chosen(undefined)}
                disabled={joining}
                onClick={() => pick(undefined)}
              >
                I'm new here
              </button>
            ) : null}
            {choices.temporary.map((id) => (
              <button
                key={id}
                type="button"
                className="btn join-choice"
                aria-pressed={chosen(id)}
                disabled={joining}
                onClick={() => pick(id)}
              >
                I'm {id}
              </button>
            ))}
          </div>
        </div>
      )}
      {failure ? (
        <p role="alert" className="field-error">
          {failure}
        </p>
      ) : null}
      {spent ? null : (
        <div className="form-actions">
          <button type="button" className="btn btn-primary" disabled={!choice || joining} onClick={() => void join()}>
            {joining ? 'Joining…' : 'Join'}
          </button>
        </div>
      )}
    </section>
  );
}
