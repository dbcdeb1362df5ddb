// A named list with an add box and a delete button per row: categories and tags share it.
import { confirmDialog } from './dialogs';
import { InlineAdd } from './inline-add';
import { focusAfterRemoval } from './focus-after-removal';

interface ListEditorProps {
  /** Singular noun used for the labels: 'Category' gives `Category`, `Add category`, `Delete {item}`. */
  noun: string;
  items: string[];
  onAdd: (value: string) => Promise<boolean>;
  onDelete: (item: string) => void;
}

export function ListEditor({ noun, items, onAdd, onDelete }: ListEditorProps) {
  // Entries already saved keep the name; new ones can no longer pick it, so ask first.
  async function confirmDelete(item: string) {
    const refocus = focusAfterRemoval(document.activeElement, () =>
      document.querySelector<HTMLElement>('main input:not([type="search"])'),
    );
    const sure = await confirmDialog(`Delete ${item}? Entries that use it keep it.`, {
      title: `Delete ${noun.toLowerCase()}`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (sure) {
      onDelete(item);
      refocus();
    }
  }

  return (
    <div className="stack">
      <InlineAdd
        label={noun}
        button={`Add ${noun.toLowerCase()}`}
        placeholder={`New ${noun.toLowerCase()}`}
        onAdd={onAdd}
        hideLabel
      />
      <ul className="list" aria-label={`${noun} list`}>
        {items.map((item) => (
          <li key={item} className="list-row">
            <span className="grow">{item}</span>
            <button
              type="button"
              className="btn btn-small btn-danger"
              aria-label={`Delete ${item}`}
              onClick={() => void confirmDelete(item)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {items.length === 0 ? <p className="muted">Nothing here yet.</p> : null}
    </div>
  );
}
