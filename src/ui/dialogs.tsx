// Confirm, alert and prompt as promises, drawn with the native <dialog> so focus is trapped and Escape works.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { create } from 'zustand';

type Request =
  | {
      kind: 'confirm';
      title: string;
      message: string;
      confirmLabel: string;
      /** Deleting or removing: the confirm button is drawn as danger, not as the primary action. */
      destructive: boolean;
      resolve: (ok: boolean) => void;
    }
  | { kind: 'alert'; title: string; message: string; resolve: () => void }
  | {
      kind: 'prompt';
      title: string;
      message: string;
      label: string;
      /** What the field starts with, e.g. the current name when renaming. */
      initial: string;
      resolve: (value: string | null) => void;
    };

/** Open requests, oldest first; the host shows one at a time. */
const dialogQueue = create<{ queue: Request[] }>(() => ({ queue: [] }));

function push(request: Request): void {
  dialogQueue.setState(({ queue }) => ({ queue: [...queue, request] }));
}

function shift(): void {
  dialogQueue.setState(({ queue }) => ({ queue: queue.slice(1) }));
}

export function confirmDialog(
  message: string,
  { title = 'Please confirm', confirmLabel = 'OK', destructive = false } = {},
): Promise<boolean> {
  return new Promise((resolve) => push({ kind: 'confirm', title, message, confirmLabel, destructive, resolve }));
}

export function alertDialog(title: string, message: string): Promise<void> {
  return new Promise((resolve) => push({ kind: 'alert', title, message, resolve }));
}

export function promptDialog(
  message: string,
  { title = 'Enter a value', label = 'Amount', initial = '' } = {},
): Promise<string | null> {
  return new Promise((resolve) => push({ kind: 'prompt', title, message, label, initial, resolve }));
}

/** Rendered once at the root; shows the oldest open request. */
export function DialogHost() {
  const queue = dialogQueue((s) => s.queue);
  const current = queue[0];
  return current ? <OpenDialog key={queue.length + current.title + current.message} request={current} /> : null;
}

function OpenDialog({ request }: { request: Request }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(request.kind === 'prompt' ? request.initial : '');

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  function finish(ok: boolean) {
    ref.current?.close();
    if (request.kind === 'confirm') request.resolve(ok);
    else if (request.kind === 'alert') request.resolve();
    else request.resolve(ok ? value : null);
    shift();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    finish(true);
  }

  const titleId = 'dialog-title';
  return (
    <dialog
      ref={ref}
      className="dialog"
      role={request.kind === 'alert' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby="dialog-message"
      onCancel={(event) => {
        event.preventDefault();
        finish(false);
      }}
    >
      <form onSubmit={submit} className="stack">
        <h2 id={titleId}>{request.title}</h2>
        <p id="dialog-message" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {request.message}
        </p>
        {request.kind === 'prompt' ? (
          <label className="field">
            <span className="field-label">{request.label}</span>
            <input
              className="input"
              inputMode="decimal"
              autoFocus
              onFocus={(e) => e.target.select()}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </label>
        ) : null}
        <div className="dialog-actions">
          {request.kind !== 'alert' ? (
            <button type="button" className="btn" onClick={() => finish(false)}>
              Cancel
            </button>
          ) : null}
          <button
            type="submit"
            className={request.kind === 'confirm' && request.destructive ? 'btn btn-danger-solid' : 'btn btn-primary'}
            autoFocus={request.kind !== 'prompt'}
          >
            {request.kind === 'confirm' ? request.confirmLabel : 'OK'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
