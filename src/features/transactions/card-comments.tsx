// The comments under a transaction card: short notes people leave on an entry ("this included the tip"),
// oldest first, each with its author and time, and a Comment button that opens a small form. Comments
// live in the ledger's activity log, read through the one live subscription every card shares.
// Loaded after the list (transactions-panel.tsx), so the first screen never carries it.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { ACTIVITY_LIMITS } from '../../domain/activity';
import { authorLookup } from '../../domain/member-names';
import { formatDateTime, formatLong } from '../../domain/months';
import type { Transaction } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { useTransactionComments } from '../../store/activity-live';
import { useMembers } from '../../store/ledger-store';
import { toastFailure } from '../../ui/error-message';
import { focusFirstInvalid, useFieldError } from '../../ui/field';
import './card-comments.css';

const MAX = ACTIVITY_LIMITS.text;
const EMPTY_COMMENT = 'Write a comment first, or press Cancel.';
const LONG_COMMENT = `A comment can be at most ${MAX} characters.`;

interface CardCommentsProps {
  transaction: Transaction;
  readOnly?: boolean;
}

export default function CardComments({ transaction: tx, readOnly }: CardCommentsProps) {
  const comments = useTransactionComments(tx.id);
  const members = useMembers();
  // A comment's author is named by the members list, never by the name his entry carries (member-names.ts).
  const authorOf = useMemo(() => authorLookup(members), [members]);
  const [writing, setWriting] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Notes are for what was spent or received; a settlement or payment says all there is to say.
  const canComment = !readOnly && tx.type !== 'settlement';
  if (!canComment && comments.length === 0) return null;

  const close = () => {
    setWriting(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <div className="card-comments">
      {comments.length > 0 ? (
        <ul className="card-comment-list" aria-label={`Comments on ${tx.description}`}>
          {comments.map((comment) => (
            <li key={comment.id} className="card-comment">
              <p className="card-comment-text">{comment.text}</p>
              <p className="card-comment-meta muted">
                <span>{authorOf(comment.by)}</span>{' '}
                <time dateTime={new Date(comment.at).toISOString()} title={formatLong(comment.at)}>
                  {formatDateTime(comment.at)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {!canComment ? null : writing ? (
        <CommentForm transaction={tx} onClose={close} />
      ) : (
        <button
          ref={opener}
          type="button"
          className="btn btn-small btn-link card-comment-open"
          aria-label={`Comment on ${tx.description}`}
          onClick={() => setWriting(true)}
        >
          Comment
        </button>
      )}
    </div>
  );
}

function CommentForm({ transaction: tx, onClose }: { transaction: Transaction; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { id, invalidProps, message } = useFieldError(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const words = text.trim();
    const problem = words === '' ? EMPTY_COMMENT : words.length > MAX ? LONG_COMMENT : null;
    setError(problem);
    if (problem) {
      focusFirstInvalid(form.current);
      return;
    }
    setSaving(true);
    try {
      await (await activeLedger()).comment(tx, words);
      toast.success('Comment saved');
      onClose();
    } catch (failure) {
      toastFailure('Error while saving comment', failure);
      setSaving(false);
    }
  }

  return (
    <form
      ref={form}
      className="card-comment-form"
      aria-label={`Comment on ${tx.description}`}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onClose();
      }}
    >
      <div className="field">
        <label htmlFor={id}>Comment</label>
        <textarea
          id={id}
          className="input"
          rows={2}
          maxLength={MAX}
          // The form opens for typing, as a person pressed Comment to write one.
          autoFocus
          value={text}
          {...invalidProps}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        {message}
      </div>
      <div className="row card-comment-actions">
        <span className="muted card-comment-count">
          {text.length}/{MAX}
        </span>
        <button type="button" className="btn btn-small" onClick={onClose} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-small btn-primary" disabled={saving}>
          Save
        </button>
      </div>
    </form>
  );
}
