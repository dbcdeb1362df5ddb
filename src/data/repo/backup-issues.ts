// The backup import's one message for the first problem it finds: named by what people see ("Transaction 3
// ("Milk"): amount must be a number."), counted from 1, and never a stack trace.
import type { z } from 'zod/mini';

/** Long values from a file are shortened in messages, so a message stays one readable line. */
export function quoted(value: string): string {
  return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SUBJECTS = new Map([
  ['transactions', { noun: 'Transaction', label: 'description' }],
  ['recurring', { noun: 'Recurring item', label: 'description' }],
  ['members', { noun: 'Member', label: 'displayName' }],
  ['receipts', { noun: 'Receipt', label: 'name' }],
]);

export function labelOf(value: unknown): string {
  return typeof value === 'string' && value.trim() ? ` (${quoted(value)})` : '';
}

/** Only own properties: a path from the file must never read something off a prototype. */
function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    value =
      (isRecord(value) || Array.isArray(value)) && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined;
  }
  return value;
}

const EXPECTED = new Map([
  ['number', 'a number'],
  ['string', 'text'],
  ['array', 'a list'],
  ['object', 'an object'],
  ['record', 'an object'],
  ['boolean', 'true or false'],
]);

function tooBig(issue: z.core.$ZodIssueTooBig): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `must be at most ${max} characters`;
  if (issue.origin === 'array') return `must have at most ${max} items`;
  return `must be at most ${max}`;
}

/** 'Transaction 3 ("Milk"): amount must be a number.' — counted from 1, named by what people see. */
export function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const [head, index, ...rest] = issue.path;
  const subject = typeof head === 'string' ? SUBJECTS.get(head) : undefined;
  let prefix = 'Backup';
  let fieldPath = issue.path;
  if (subject && typeof index === 'number') {
    prefix = `${subject.noun} ${index + 1}${labelOf(valueAt(raw, [head as string, index, subject.label]))}`;
    fieldPath = rest;
  } else if (head === 'ledger' || head === 'settings') {
    prefix = head === 'ledger' ? 'Ledger' : 'Settings';
    fieldPath = issue.path.slice(1);
  }
  const joined = fieldPath
    .map((p) => (typeof p === 'number' ? `[${p + 1}]` : String(p)))
    .join('.')
    .replaceAll('.[', '[');
  const field = (joined.length > 80 ? `${joined.slice(0, 80)}…` : joined) || 'the data';
  const value = valueAt(raw, issue.path);
  let problem: string;
  if (value === undefined && issue.code !== 'custom') problem = `${field} is missing`;
  else if (issue.code === 'invalid_type')
    problem = `${field} must be ${EXPECTED.get(issue.expected) ?? issue.expected}`;
  else if (issue.code === 'invalid_value') problem = `${field} must be one of ${issue.values.map(String).join(', ')}`;
  else if (issue.code === 'too_small') problem = `${field} must not be empty`;
  else if (issue.code === 'too_big') problem = `${field} ${tooBig(issue)}`;
  else if (issue.code === 'custom') problem = `${field} ${issue.message}`;
  else problem = `${field} is not valid`;
  return `${prefix}: ${problem}.`;
}
