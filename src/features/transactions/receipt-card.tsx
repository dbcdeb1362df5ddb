// A card's receipt: its thumbnail as a `View receipt` button, read when the card comes near the screen,
// and the dialog with the whole image or PDF (and `Remove receipt` for those who may edit the entry).
// Loaded lazily by transaction-card.tsx, only for cards that have a receipt.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { toast } from '../../ui/toast';
import type { StoredReceipt } from '../../data/repo/receipts';
import type { Transaction } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { confirmDialog } from '../../ui/dialogs';
import { toastFailure } from '../../ui/error-message';
import { Modal } from '../../ui/modal';
import { DocumentIcon, ImageIcon } from '../../ui/receipt-icons';
import { keptReceiptMeta, readReceiptMeta, receiptBlob, type ReceiptMeta } from '../../ui/receipt-reads';
import '../../ui/receipt.css';

export const RECEIPT_SYNCING = 'Receipt still syncing';
/** A receipt that has not arrived is looked for again after this long, and whenever the device is back online. */
const RETRY_MS = 10_000;

async function readStoredMeta(transactionId: string) {
  return (await activeLedger()).readReceiptMeta(transactionId);
}

/** The whole receipt, or null while any part of it has not arrived. */
async function readWholeReceipt(transactionId: string): Promise<StoredReceipt | null> {
  return (await activeLedger()).readReceipt(transactionId);
}

interface ReceiptOnCardProps {
  transaction: Transaction;
  /** The person may edit the entry, so may remove its receipt. */
  editable: boolean;
}

/** The thumbnail read once the card is near the screen: undefined while not read yet, null while missing. */
function useReceiptMeta(tx: Transaction, target: RefObject<HTMLElement | null>) {
  const [meta, setMeta] = useState<ReceiptMeta | null | undefined>(() => keptReceiptMeta(tx));
  const [tries, setTries] = useState(0);
  const found = Boolean(meta);
  useEffect(() => {
    if (found) return;
    let live = true;
    let observer: IntersectionObserver | undefined;
    const read = () =>
      readReceiptMeta(tx, readStoredMeta).then(
        (read) => live && setMeta(read),
        (error: unknown) => {
          console.error('Reading a receipt failed', error);
          if (live) setMeta(null);
        },
      );
    const element = target.current;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          void read();
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(element);
    } else void read();
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [tx, target, found, tries]);

  // Missing: its documents have not synced yet. Looked for again later, and as soon as the device is online.
  const missing = meta === null;
  useEffect(() => {
    if (!missing) return;
    const again = () => setTries((n) => n + 1);
    const timer = setInterval(again, RETRY_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [missing]);
  return meta;
}

export default function ReceiptOnCard({ transaction: tx, editable }: ReceiptOnCardProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const meta = useReceiptMeta(tx, ref);
  const [open, setOpen] = useState(false);
  const pdf = tx.receipt?.type === 'application/pdf';
  return (
    <span ref={ref} className="receipt-on-card">
      {meta === null ? (
        <span className="receipt-syncing muted">{RECEIPT_SYNCING}</span>
      ) : (
        <button type="button" className="receipt-thumb" aria-label="View receipt" onClick={() => setOpen(true)}>
          {meta?.thumb && !pdf ? (
            <img src={meta.thumb} alt="" />
          ) : (
            <span className="receipt-icon">{pdf ? <DocumentIcon /> : <ImageIcon />}</span>
          )}
        </button>
      )}
      {open ? <ReceiptDialog transaction={tx} editable={editable} onClose={() => setOpen(false)} /> : null}
    </span>
  );
}

type Shown = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; receipt: StoredReceipt; url: string };

/** The whole receipt as an object URL, revoked when the dialog closes. */
function useWholeReceipt(transactionId: string): Shown {
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let url = '';
    readWholeReceipt(transactionId).then(
      (receipt) => {
        if (!live) return;
        if (!receipt) return setShown({ status: 'missing' });
        url = URL.createObjectURL(receiptBlob(receipt));
        setShown({ status: 'ready', receipt, url });
      },
      (error: unknown) => {
        console.error('Reading a receipt failed', error);
        if (live) setShown({ status: 'missing' });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [transactionId]);
  return shown;
}

function ReceiptDialog({ transaction: tx, editable, onClose }: ReceiptOnCardProps & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const shown = useWholeReceipt(tx.id);
  const [removing, setRemoving] = useState(false);
  const title = `Receipt for ${tx.description}`;

  function close() {
    ref.current?.close();
    onClose();
  }

  async function remove() {
    const ok = await confirmDialog(`Remove the receipt of "${tx.description}"?`, {
      title: 'Remove receipt',
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!ok) return;
    setRemoving(true);
    try {
      await (await activeLedger()).removeReceipt(tx);
      toast.success('Receipt removed');
      close();
    } catch (error) {
      setRemoving(false);
      toastFailure('The receipt could not be removed', error);
    }
  }

  return (
    // Never busy: closing only hides it, and a removal under way still ends in its own toast.
    <Modal ref={ref} title={title} className="receipt-dialog" onClose={close}>
      {shown.status === 'loading' ? (
        <p className="muted" role="status">
          Loading the receipt…
        </p>
      ) : shown.status === 'missing' ? (
        <p className="muted" role="status">
          {RECEIPT_SYNCING}. It shows here once it has arrived on this device.
        </p>
      ) : (
        <ReceiptFile receipt={shown.receipt} url={shown.url} title={title} />
      )}
      <div className="dialog-actions">
        {editable ? (
          <button type="button" className="btn btn-danger" disabled={removing} onClick={() => void remove()}>
            Remove receipt
          </button>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={close} autoFocus>
          Close
        </button>
      </div>
    </Modal>
  );
}

function ReceiptFile({ receipt, url, title }: { receipt: StoredReceipt; url: string; title: string }) {
  if (receipt.type !== 'application/pdf')
    return (
      <>
        <img className="receipt-full" src={url} alt={title} />
        <p className="muted receipt-dialog-name">{receipt.name}</p>
      </>
    );
  return (
    <>
      <object className="receipt-pdf" data={url} type="application/pdf" aria-label={title}>
        <p className="muted">This browser cannot show the PDF here. Open it instead.</p>
      </object>
      <p className="muted receipt-dialog-name">{receipt.name}</p>
      <a className="btn btn-small" href={url} target="_blank" rel="noopener noreferrer">
        Open PDF
      </a>
    </>
  );
}
