// Each message SPEC words is in the catalogue exactly as SPEC.md has it, typos included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

// docs/SPEC.md is the user's specification, copied verbatim into the repository so this runs everywhere.
const spec = readFileSync(new URL('../../docs/SPEC.md', import.meta.url), 'utf8');

/** SPEC writes placeholders as {name}; a template is checked with its own placeholder names. */
const templates: [string, (arg: string) => string, string][] = [
  ['noUserFound', messages.noUserFound, '{email}'],
  ['splitIsMoreBy', messages.splitIsMoreBy, '{n}'],
  ['splitMore', messages.splitMore, '{n}'],
  ['errorSavingSetting', messages.errorSavingSetting, '{message}'],
  ['errorDeletingTransaction', messages.errorDeletingTransaction, '{message}'],
  ['errorSettlingUp', messages.errorSettlingUp, '{message}'],
  ['documentNotFound', messages.documentNotFound, '{path}'],
];

describe('the message catalogue against SPEC.md', () => {
  const text = spec;
  const constants = Object.entries(messages as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );

  it.each(constants)('%s is worded exactly as in SPEC', (_name, message) => {
    expect(text).toContain(`'${message}'`);
  });

  it.each(templates)('%s is worded exactly as in SPEC', (_name, build, placeholder) => {
    expect(text).toContain(`'${build(placeholder)}'`);
  });

  it('words each fetch error as SPEC lists them', () => {
    const fetched = [
      'transactions',
      'members',
      'common settings',
      'one time ledger settings',
      'monthly ledger settings',
      'recurring transactions',
    ] as const;
    expect(text).toContain(`'Error fetching ${fetched.join('/')}: {error}'`);
    expect(messages.errorFetching('members', 'x')).toBe('Error fetching members: x');
  });
});

describe('the message catalogue', () => {
  it('keeps SPEC typos rather than fixing them', () => {
    expect(messages.MEMBER_EMAIL_REQUIRED).toBe('Please enter a email for the temporary member.');
    expect(messages.RECURRING_SAVED).toBe('Recurring transaction successfully');
  });
});
