// The one modal shell: every sheet and dialog that is not a plain confirm/alert/prompt (dialogs.tsx) is drawn
// with it. The native <dialog> opened with showModal() traps focus and makes the page behind it inert;
// Escape cancels, except while the dialog is busy, so a save in flight is never abandoned half-way.
import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';

interface ModalProps {
  /** The heading, which is also the dialog's accessible name. */
  title: string;
  titleClassName?: string;
  /** Read out with the name (aria-describedby); drawn under the heading. */
  description?: ReactNode;
  descriptionClassName?: string;
  /** Saving or loading: Escape is ignored and assistive technology is told (aria-busy). */
  busy?: boolean;
  /** Escape, or the caller's own Cancel/Close. The caller unmounts the modal. */
  onClose: () => void;
  /** Makes the body a form (no native validation: the forms show their own messages). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Classes beside `dialog`, for the dialog's own size or layout. */
  className?: string;
  /** Classes beside `stack` on the body. */
  bodyClassName?: string;
  /** For a caller that closes it itself before unmounting, so focus goes back where it was. */
  ref?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

export function Modal({
  title,
  titleClassName,
  description,
  descriptionClassName = 'modal-description',
  busy = false,
  onClose,
  onSubmit,
  className,
  bodyClassName,
  ref,
  children,
}: ModalProps) {
  const own = useRef<HTMLDialogElement>(null);
  const dialog = ref ?? own;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, [dialog]);

  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  const header =
    description === undefined ? (
      heading
    ) : (
      <div>
        {heading}
        <p id={descriptionId} className={descriptionClassName}>
          {description}
        </p>
      </div>
    );
  const bodyClass = bodyClassName ? `stack ${bodyClassName}` : 'stack';

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        // Closed by its owner unmounting it, never by the browser behind React's back.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {onSubmit ? (
        <form className={bodyClass} onSubmit={onSubmit} noValidate>
          {header}
          {children}
        </form>
      ) : (
        <div className={bodyClass}>
          {header}
          {children}
        </div>
      )}
    </dialog>
  );
}
