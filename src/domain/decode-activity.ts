// The activity log's decoder: a stored entry becomes a whole ActivityEntry or null, never a throw, so one
// malformed entry can't blank the log (decode.ts does the same for every other entity).
import { ACTIVITY_KINDS, ACTIVITY_LIMITS, type ActivityEntry, type ActivityKind, type FieldChange } from './activity';
import { decodeTransaction } from './decode';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);

function decodeChange(v: unknown): FieldChange | null {
  if (!isRecord(v)) return null;
  const field = text(v.field, ACTIVITY_LIMITS.title);
  const before = text(v.before, ACTIVITY_LIMITS.value);
  const after = text(v.after, ACTIVITY_LIMITS.value);
  return field !== null && before !== null && after !== null ? { field, before, after } : null;
}

export function decodeActivityEntry(id: string, data: unknown): ActivityEntry | null {
  if (!isRecord(data)) return null;
  const { at, by, byName, kind, about, subject, title } = data;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (typeof kind !== 'string' || !ACTIVITY_KINDS.includes(kind as ActivityKind)) return null;
  const fields = [by, byName, about, subject, title].map((v) => text(v, 1_500));
  if (fields.some((v) => v === null)) return null;
  const changes = Array.isArray(data.changes) ? data.changes.map(decodeChange) : [];
  if (changes.some((c) => c === null)) return null;
  const entry: ActivityEntry = {
    id,
    at,
    by: by as string,
    byName: byName as string,
    kind: kind as ActivityKind,
    about: about as string,
    subject: subject as string,
    title: title as string,
    changes: changes as FieldChange[],
  };
  if (data.snapshot !== undefined) {
    const tx = decodeTransaction(entry.subject || 'snapshot', data.snapshot);
    if (tx) {
      const { id: _drop, ...snapshot } = tx;
      entry.snapshot = snapshot;
    }
  }
  if (Array.isArray(data.settledIds) && data.settledIds.every((v) => typeof v === 'string'))
    entry.settledIds = data.settledIds as string[];
  const comment = text(data.text, ACTIVITY_LIMITS.text);
  if (comment !== null) entry.text = comment;
  return entry;
}
