// The mirror's rules of truth as pure functions: what an authoritative answer changes in the mirror, and
// which spans of time the mirror holds completely. No storage here, so each rule is tested on its own.
import type { DateSpan as Span, DocData, WithId } from '../ports';

export interface Reconciled {
  /** Documents to write as the server holds them. */
  put: WithId<DocData>[];
  /** Ids the mirror holds in the answered range that the server no longer has there. */
  remove: string[];
}

/**
 * `held`: what the mirror holds for one query (its range and filters); `answer`: the server's answer to
 * that same query. The answer is the truth for that range: everything in it is written, and whatever the
 * mirror holds there that the answer lacks went away (deleted, or moved out of the range by another
 * device). Rows the answer repeats unchanged are not written again.
 */
export function reconcile(held: readonly WithId<DocData>[], answer: readonly WithId<DocData>[]): Reconciled {
  const before = new Map(held.map((row) => [row.id, row]));
  const answered = new Set<string>();
  const put: WithId<DocData>[] = [];
  for (const doc of answer) {
    answered.add(doc.id);
    const old = before.get(doc.id);
    if (!old || !sameData(old, doc)) put.push(doc);
  }
  const remove = held.filter((row) => !answered.has(row.id)).map((row) => row.id);
  return { put, remove };
}

/** Field order differs between IndexedDB's copy and Firestore's, so compare keys, not serialisations. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameData(a[k as never], b[k as never]));
}

/** The spans merged into the fewest disjoint ones, in order; touching spans join. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((s) => s.start < s.end).sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/** The parts of `wanted` that no span covers, in order ([] when the mirror holds all of it). */
export function missingSpans(held: readonly Span[], wanted: Span): Span[] {
  const missing: Span[] = [];
  let from = wanted.start;
  for (const span of mergeSpans(held)) {
    if (span.end <= from) continue;
    if (span.start >= wanted.end) break;
    if (span.start > from) missing.push({ start: from, end: span.start });
    from = Math.max(from, span.end);
    if (from >= wanted.end) break;
  }
  if (from < wanted.end) missing.push({ start: from, end: wanted.end });
  return missing;
}
