// /ledger/categories: the ledger's category list (SPEC §5, §8 messages verbatim).
import { toast } from '../../ui/toast';
import { validateCategory } from '../../domain/validation';
import { activeLedger } from '../../store/active-ledger';

const saveCategories = async (categories: string[]) => (await activeLedger()).saveCategories(categories);
import { useCommonSettings } from '../../store/ledger-store';
import { ListEditor } from '../../ui/list-editor';
import { describeError } from '../../ui/error-message';
import { CATEGORY_ADDED, errorSavingSetting } from '../../domain/messages';

export function CategoriesPage() {
  const { categories } = useCommonSettings();

  async function add(value: string): Promise<boolean> {
    const problem = validateCategory(value, categories);
    if (problem) {
      toast.error(problem);
      return false;
    }
    try {
      await saveCategories([...categories, value.trim()]);
      toast.success(CATEGORY_ADDED);
      return true;
    } catch (error) {
      toast.error(errorSavingSetting(describeError(error)));
      return false;
    }
  }

  function remove(item: string) {
    saveCategories(categories.filter((c) => c !== item)).then(
      // SPEC §8 uses the add message after a delete too.
      () => toast.success(CATEGORY_ADDED),
      (error: unknown) => toast.error(errorSavingSetting(describeError(error))),
    );
  }

  return (
    <section className="stack">
      <h1>Categories</h1>
      <ListEditor noun="Category" items={categories} onAdd={add} onDelete={remove} />
    </section>
  );
}
