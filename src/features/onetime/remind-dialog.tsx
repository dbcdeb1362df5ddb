// Remind where the system share sheet is missing: the reminder to read, Copy, and Open WhatsApp, which
// opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with the text typed in, to pick the chat.
import { useRef, useState } from 'react';
import { whatsAppLink } from '../../domain/reminder';
import { Modal } from '../../ui/modal';

export function RemindDialog({ debtor, text, onClose }: { debtor: string; text: string; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  // Closed before it unmounts, so focus goes back to the Remind pressed.
  const close = () => {
    ref.current?.close();
    onClose();
  };

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch (error) {
      console.warn('Copying the reminder failed', error);
      setCopied('failed');
    }
  }

  return (
    <Modal ref={ref} title={`Remind ${debtor}`} className="remind-dialog" onClose={close}>
      <p className="muted">Send {debtor} this message:</p>
      <p className="remind-text">{text}</p>
      {/* In the dialog, not a toast: the page behind a modal dialog is inert, toasts included. */}
      <p role="status" className={copied === 'failed' ? 'remind-status field-error' : 'remind-status muted'}>
        {copied === 'yes'
          ? 'Reminder copied.'
          : copied === 'failed'
            ? 'Could not copy. Select the message and copy it.'
            : ''}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={close}>
          Close
        </button>
        <a className="btn" href={whatsAppLink(text)} target="_blank" rel="noopener noreferrer">
          Open WhatsApp
        </a>
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
    </Modal>
  );
}
