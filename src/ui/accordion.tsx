// A disclosure section on the native <details>, so it works without script and with the keyboard.
import type { ReactNode } from 'react';

export function Accordion({
  title,
  defaultOpen = false,
  children,
  extra,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <details className="accordion" open={defaultOpen}>
      {/* An explicit button role gives the summary the accessible name screen readers and tests look for. */}
      <summary role="button">
        <span>{title}</span>
        {extra}
      </summary>
      <div className="accordion-body">{children}</div>
    </details>
  );
}
