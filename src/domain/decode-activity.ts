// The activity log's decoder, derived from its table (schema/activity.ts): a stored entry becomes a whole
// ActivityEntry or null, never a throw, so one malformed entry can't blank the log.
import { ACTIVITY_ENTRY, type ActivityEntry } from './schema/activity';
import { readTable } from './schema/table';

export function decodeActivityEntry(id: string, data: unknown): ActivityEntry | null {
  const entry = typeof id === 'string' ? readTable(ACTIVITY_ENTRY, data, id) : null;
  return entry && { id, ...entry };
}
