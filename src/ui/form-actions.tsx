// Cancel and Save at the foot of a form; both wait while a save is in flight.
interface FormActionsProps {
  /** Without it there is only Save: a settings screen has nothing to cancel. */
  onCancel?: () => void;
  saving: boolean;
  /** 'bottom-bar' pins the buttons to the foot of a phone screen, as the one-time ledger's forms do. */
  className?: string;
}

export function FormActions({ onCancel, saving, className = 'form-actions' }: FormActionsProps) {
  return (
    <div className={className}>
      {onCancel ? (
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Save
      </button>
    </div>
  );
}
