// A labelled form field with its error tied to the input for screen readers.
import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
}

/** A control's id, the ARIA attributes that tie it to its error, and the error message itself. */
export function useFieldError(error: string | null | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    invalidProps: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
    message: error ? (
      <span id={errorId} className="field-error" role="alert">
        {error}
      </span>
    ) : null,
  };
}

export function TextField({ label, error, className, ...input }: TextFieldProps) {
  const { id, invalidProps, message } = useFieldError(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className={className ?? 'input'} {...invalidProps} {...input} />
      {message}
    </div>
  );
}

/**
 * After a submit that failed validation: focus the form's first field marked invalid, once React has
 * drawn the marks, so the keyboard and screen reader land on what needs fixing rather than on Save.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A field under a closed "More details" cannot take focus: open it first, then focus once drawn.
    const closed = field?.closest<HTMLElement>('.more-details-body[hidden]');
    if (closed) {
      form?.querySelector<HTMLButtonElement>(`[aria-controls="${CSS.escape(closed.id)}"]`)?.click();
      requestAnimationFrame(() => field?.focus());
    } else field?.focus();
  });
}
