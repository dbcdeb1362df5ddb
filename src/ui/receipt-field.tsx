// The receipt on an expense form: attach a photo or a PDF (on phones, or take a photo), see what is
// attached, remove it. The file is prepared on this device (receipt-image.ts, loaded when a file is
// picked) and stored only when the form is saved: with a new entry in its batch, or, on an edit, as its
// own change after the entry's (entry-save.ts).
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import type { PreparedReceipt } from '../domain/receipt-parts';
import { receiptSizeText } from '../domain/receipt-size';
import type { Transaction } from '../domain/types';
import { useEntryStore } from './entry-store';
import { describeError } from './error-message';
import { CameraIcon, DocumentIcon, PaperclipIcon } from './receipt-icons';
import { keptReceiptMeta, readReceiptMeta, type ReceiptMeta } from './receipt-reads';
import './receipt.css';

/** What saving the form does with the receipt: keep the stored one, store a new one, or have none. */
export type ReceiptChoice = { kind: 'kept' } | { kind: 'new'; receipt: PreparedReceipt } | { kind: 'none' };

export const RECEIPT_BUSY = 'The receipt is still being prepared. Save again in a moment.';

interface ReceiptFieldProps {
  choice: ReceiptChoice;
  onChoice: (choice: ReceiptChoice) => void;
  onBusy: (busy: boolean) => void;
  /** The entry being edited, when it has a receipt stored. */
  stored?: Transaction;
}

/** The form's receipt state, and the props of its field. */
export function useReceipt(existing?: Transaction | null) {
  const [choice, setChoice] = useState<ReceiptChoice>(() => (existing?.receipt ? { kind: 'kept' } : { kind: 'none' }));
  const [busy, setBusy] = useState(false);
  const field: ReceiptFieldProps = {
    choice,
    onChoice: setChoice,
    onBusy: setBusy,
    stored: existing?.receipt ? existing : undefined,
  };
  return { choice, busy, field };
}

/** Phones get a second button that opens the camera; elsewhere `capture` would only open files again. */
function usePhone(): boolean {
  const [phone] = useState(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches);
  return phone;
}

export function ReceiptField({ choice, onChoice, onBusy, stored }: ReceiptFieldProps) {
  const id = useId();
  const phone = usePhone();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState('');

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so picking the same file again (after an error) is another change.
    input.value = '';
    if (!file) return;
    setProblem('');
    setPreparing(true);
    onBusy(true);
    try {
      const { prepareReceipt } = await import('./receipt-image');
      onChoice({ kind: 'new', receipt: await prepareReceipt(file) });
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setPreparing(false);
      onBusy(false);
    }
  }

  const attached = choice.kind !== 'none';
  return (
    <div className="field receipt-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label">
        Receipt
      </span>
      {attached ? (
        <div className="receipt-preview">
          {choice.kind === 'new' ? <PreparedPreview receipt={choice.receipt} /> : <StoredPreview stored={stored} />}
          <button type="button" className="btn btn-small btn-danger" onClick={() => onChoice({ kind: 'none' })}>
            Remove receipt
          </button>
        </div>
      ) : (
        <div className="receipt-pickers">
          <Picker
            id={`${id}-file`}
            label="Attach receipt"
            accept="image/*,application/pdf"
            onPick={onPick}
            busy={preparing}
          />
          {phone ? (
            <Picker id={`${id}-camera`} label="Take photo" accept="image/*" capture onPick={onPick} busy={preparing} />
          ) : null}
        </div>
      )}
      <p className="receipt-status muted" role="status">
        {preparing ? 'Preparing the receipt…' : ''}
      </p>
      {problem ? (
        <p className="field-error receipt-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A real file input, visually hidden, whose label is drawn as the button (the input keeps the focus). */
function Picker(props: {
  id: string;
  label: string;
  accept: string;
  capture?: boolean;
  busy: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  return (
    <span className="receipt-picker">
      <input
        id={props.id}
        className="visually-hidden"
        type="file"
        accept={props.accept}
        capture={props.capture ? 'environment' : undefined}
        disabled={props.busy}
        onChange={(e) => void props.onPick(e)}
      />
      <label htmlFor={props.id} className="btn btn-small receipt-picker-button" aria-disabled={props.busy || undefined}>
        {props.capture ? <CameraIcon /> : <PaperclipIcon />}
        {props.label}
      </label>
    </span>
  );
}

function describe(meta: Pick<ReceiptMeta, 'type' | 'name' | 'bytes'>): string {
  return `${meta.type === 'application/pdf' ? 'PDF' : 'Photo'} · ${meta.name} · ${receiptSizeText(meta.bytes)}`;
}

function PreparedPreview({ receipt }: { receipt: PreparedReceipt }) {
  return (
    <>
      <PreviewThumb thumb={receipt.thumb} />
      <span className="receipt-preview-text">{describe(receipt)}</span>
    </>
  );
}

/** The receipt already stored with the entry being edited, described once its thumbnail is read. */
function StoredPreview({ stored }: { stored?: Transaction }) {
  const { readReceiptMeta: readStored } = useEntryStore();
  const [meta, setMeta] = useState(() => (stored ? keptReceiptMeta(stored) : undefined));
  useEffect(() => {
    if (!stored || meta) return;
    let live = true;
    readReceiptMeta(stored, readStored).then(
      (read) => live && read && setMeta(read),
      (error: unknown) => console.error('Reading a receipt failed', error),
    );
    return () => {
      live = false;
    };
  }, [stored, meta, readStored]);
  return (
    <>
      <PreviewThumb thumb={meta?.thumb ?? ''} />
      <span className="receipt-preview-text">{meta ? describe(meta) : 'Receipt attached'}</span>
    </>
  );
}

function PreviewThumb({ thumb }: { thumb: string }) {
  return thumb ? (
    <img className="receipt-preview-thumb" src={thumb} alt="" />
  ) : (
    <span className="receipt-preview-thumb receipt-icon">
      <DocumentIcon />
    </span>
  );
}
