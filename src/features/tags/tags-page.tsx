// /ledger/tags: the ledger's tag list (SPEC §5, §8 messages verbatim).
import { toast } from '../../ui/toast';
import { validateTag } from '../../domain/validation';
import { activeLedger } from '../../store/active-ledger';

const saveTags = async (tags: string[]) => (await activeLedger()).saveTags(tags);
import { useCommonSettings } from '../../store/ledger-store';
import { ListEditor } from '../../ui/list-editor';
import { describeError } from '../../ui/error-message';
import { TAG_ADDED, TAG_DELETED, errorSavingSetting } from '../../domain/messages';

export function TagsPage() {
  const { tags } = useCommonSettings();

  async function add(value: string): Promise<boolean> {
    const problem = validateTag(value, tags);
    if (problem) {
      toast.error(problem);
      return false;
    }
    try {
      await saveTags([...tags, value.trim()]);
      toast.success(TAG_ADDED);
      return true;
    } catch (error) {
      toast.error(errorSavingSetting(describeError(error)));
      return false;
    }
  }

  function remove(item: string) {
    saveTags(tags.filter((t) => t !== item)).then(
      () => toast.success(TAG_DELETED),
      (error: unknown) => toast.error(errorSavingSetting(describeError(error))),
    );
  }

  return (
    <section className="stack">
      <h1>Tags</h1>
      <ListEditor noun="Tag" items={tags} onAdd={add} onDelete={remove} />
    </section>
  );
}
