// The Record payment sheet behind Settle Up: who pays whom (prefilled), how much (any part of the debt),
// when and how. When the person being paid has a UPI ID it offers a UPI link and its QR code; the payer
// comes back and saves. Saving shows "{debtor} paid {creditor} ₹X" with Undo.
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { DEFAULT_PAYMENT_MODE } from '../../domain/defaults';
import { errorSettlingUp } from '../../domain/messages';
import { amountFieldText, amountValue, formatAmount } from '../../domain/money';
import { paymentProblem, paymentSentence } from '../../domain/record-payment';
import { DEFAULT_CURRENCY, formatMoney } from '../../domain/currency';
import { useLedgerCurrency } from '../../ui/money';
import type { PaymentMode, Transaction, Transfer } from '../../domain/types';
import { upiPayLink } from '../../domain/upi';
import { activeLedger } from '../../store/active-ledger';
import { DatePicker } from '../../ui/date-picker';
import { alertDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';
import { TextField } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { Modal } from '../../ui/modal';
import { PaymentModeField } from '../../ui/payment-mode-field';

const QrCode = lazy(() => import('../../ui/qr-code'));

/** Long enough to reach Undo on a phone; SPEC's 1500 ms is for plain confirmations. */
const UNDO_TOAST_MS = 8000;

export interface PaymentParties {
  transfer: Transfer;
  debtor: string;
  creditor: string;
  /** The creditor's UPI ID, when they gave one. */
  creditorUpiId?: string;
  /** The trip's name, for the UPI note. */
  ledgerName: string;
}

export function RecordPayment({
  parties,
  basis,
  onClose,
}: {
  parties: PaymentParties;
  /** The entries the suggestion was computed from: the payment's id derives from them. */
  basis: Transaction[];
  onClose: () => void;
}) {
  const { transfer, debtor, creditor, creditorUpiId, ledgerName } = parties;
  const ref = useRef<HTMLDialogElement>(null);
  const [now] = useState(() => Date.now());
  const [amountText, setAmountText] = useState(transfer.amount.toFixed(2));
  const [date, setDate] = useState(now);
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(DEFAULT_PAYMENT_MODE);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const currency = useLedgerCurrency();
  const problem = paymentProblem(amountText, { debtor, owed: transfer.amount, currency });
  const amount = problem ? transfer.amount : amountValue(amountText);
  // UPI moves rupees only: a trip kept in another currency settles some other way.
  const upiLink =
    creditorUpiId && currency === DEFAULT_CURRENCY
      ? upiPayLink({
          payeeUpiId: creditorUpiId,
          payeeName: creditor,
          amount,
          note: `${ledgerName}: ${debtor} to ${creditor}`,
        })
      : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    setSaving(true);
    try {
      const ledger = await activeLedger();
      const paid = { ...transfer, amount };
      const id = await ledger.settleUp(paid, basis, { date, paymentMode });
      ref.current?.close();
      onClose();
      toast.success(paymentSentence(debtor, creditor, amount, currency), {
        duration: UNDO_TOAST_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            ledger.deletePayment(id).then(
              () => toast.success('Payment removed'),
              (error: unknown) => toast.error(describeError(error)),
            );
          },
        },
      });
    } catch (error) {
      // The sheet stays open with what was entered, to try again.
      setSaving(false);
      await alertDialog('Error', errorSettlingUp(describeError(error)));
    }
  }

  return (
    <Modal ref={ref} title="Record payment" className="record-payment" busy={saving} onClose={onClose} onSubmit={save}>
      <p className="record-payment-parties">
        <span>
          <span className="muted">From</span> <strong>{debtor}</strong>
        </span>
        <span aria-hidden="true">→</span>
        <span>
          <span className="muted">To</span> <strong>{creditor}</strong>
        </span>
      </p>
      <p className="muted record-payment-owed">
        {debtor} owes {creditor} {formatMoney(transfer.amount, currency)}. A part of it is fine.
      </p>
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => {
          const next = amountFieldText(e.target.value, { signed: false });
          if (next !== null) setAmountText(next);
        }}
        error={submitted ? problem : null}
      />
      <DatePicker value={date} onChange={setDate} now={now} />
      <PaymentModeField value={paymentMode} onChange={setPaymentMode} />
      {upiLink ? (
        <section className="card upi-pay" aria-label="UPI">
          <a className="btn btn-primary" href={upiLink}>
            Pay with UPI
          </a>
          <p className="muted">
            Or scan with any UPI app. Paying ₹{formatAmount(amount)} to {creditorUpiId}; come back and Save once it has
            gone through.
          </p>
          <Suspense fallback={<p className="muted">Loading QR code…</p>}>
            <QrCode
              className="upi-qr"
              text={upiLink}
              label={`UPI QR code to pay ${creditor} ₹${formatAmount(amount)}`}
            />
          </Suspense>
        </section>
      ) : null}
      <FormActions onCancel={onClose} saving={saving} />
    </Modal>
  );
}
