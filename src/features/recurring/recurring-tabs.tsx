// An ARIA tabs widget: arrow keys, Home and End move between tabs; only the active tab is in the tab order.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabSpec {
  id: string;
  label: string;
  count?: number;
  panel: ReactNode;
}

export function Tabs({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: TabSpec[];
  active: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  }

  const current = tabs[index];
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            className="tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span className="tab-count" aria-hidden="true">
                {tab.count}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
          className="tab-panel"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
