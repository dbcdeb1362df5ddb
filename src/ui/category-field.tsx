// Category of an entry: the ledger's categories, or none. Nothing is chosen silently: a new entry starts
// on the category last used for that kind of entry, or on "No category".
import { SelectField } from './select-field';

export const NO_CATEGORY_LABEL = 'No category';

export function CategoryField({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}) {
  // A category removed from the settings since this entry was saved is still offered, so it is kept.
  const named = value && !categories.includes(value) ? [value, ...categories] : categories;
  return (
    <SelectField
      label="Category"
      value={value}
      onChange={onChange}
      options={[{ value: '', label: NO_CATEGORY_LABEL }, ...named.map((c) => ({ value: c, label: c }))]}
    />
  );
}
