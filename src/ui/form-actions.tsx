// Cancel and Save at the foot of a form; both wait while a save is in flight.
export function FormActions({ onCancel, saving, className = 'form-actions' }: { onCancel: () => void; saving: boolean; className?: string }) {
  return (
    <div className={className}>
      <button type="button" className="btn" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Save
      </button>
    </div>
  );
}
