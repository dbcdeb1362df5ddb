// The parser on hand-edited backups: each problem gets one message naming it.
/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit parsed JSON freely, as a person edits a file */
import { describe, expect, it } from 'vitest';
import { buildBackup, buildBundle, type Backup } from '../../domain/backup/format';
import { expense, ledger, member, tempMember, tx } from '../../domain/test-builders';
import { parseBackupText, sizeProblem } from './backup-schema';

function backup(): Backup {
  return buildBackup(
    {
      ledger: ledger({ name: 'Goa' }),
      members: [member('alice'), tempMember('Ravi')],
      settings: { common: { categories: ['Food'], tags: [] }, monthly: null, onetime: { splitType: 'Equal', percentages: {}, shares: { Ravi: 1 } } },
      transactions: [
        tx({ id: 'a', description: 'Tea', date: 1 }),
        tx({ id: 'b', description: 'Bread', date: 2 }),
        expense('alice', 90, ['alice', 'Ravi'], { id: 'c', description: 'Milk', date: 3, isSettled: false, settlementId: '' }),
      ],
      recurring: [],
    },
    { uid: 'alice', email: 'alice@example.com' },
    10,
  );
}

/** The backup as JSON, after `edit` has changed the plain object the way a hand-edit would. */
function text(edit: (raw: Record<string, any>) => void = () => undefined): string {
  const raw = JSON.parse(JSON.stringify(backup()));
  edit(raw);
  return JSON.stringify(raw);
}

function message(content: string): string {
  const result = parseBackupText(content);
  if (result.ok) throw new Error('expected a problem');
  return result.message;
}

describe('parseBackupText', () => {
  it('reads a valid backup back to the same value, ignoring a BOM and unknown fields', () => {
    const result = parseBackupText(`\uFEFF${text((raw) => (raw.transactions[0].extra = 'x'))}`);
    expect(result).toEqual({ ok: true, backups: [backup()] });
  });

  it('reads a bundle of several ledgers', () => {
    const result = parseBackupText(JSON.stringify(buildBundle([backup(), backup()], 5)));
    expect(result.ok && result.backups.length).toBe(2);
  });

  it.each([
    ['{not json', 'This file is not valid JSON.'],
    ['', 'This file is not valid JSON.'],
    ['[1,2]', 'This is not a Vyay backup.'],
    ['{"format":"something-else","version":1}', 'This is not a Vyay backup.'],
    ['{"format":"vyay-backup","version":9}', 'This backup is version 9, which this version of Vyay cannot read.'],
    ['{"format":"vyay-backup"}', 'This backup has no version number.'],
    ['{"format":"vyay-backup-bundle","version":1,"ledgers":[]}', 'This backup holds no ledgers.'],
  ])('rejects %j', (content, expected) => {
    expect(message(content)).toBe(expected);
  });

  it.each<[string, (raw: Record<string, any>) => void, string]>([
    ['a string amount', (r) => (r.transactions[2].amount = '90'), 'Transaction 3 ("Milk"): amount must be a number.'],
    ['a missing description', (r) => delete r.transactions[1].description, 'Transaction 2: description is missing.'],
    ['a missing ledger name', (r) => delete r.ledger.name, 'Ledger: name is missing.'],
    ['an empty ledger name', (r) => (r.ledger.name = '  '), 'Ledger: name must not be empty.'],
    ['an unknown type', (r) => (r.transactions[0].type = 'gift'), 'Transaction 1 ("Tea"): type must be one of income, expense, settlement.'],
    ['a bad split line', (r) => (r.transactions[2].splitInfo.details[1].amount = null), 'Transaction 3 ("Milk"): splitInfo.details[2].amount must be a number.'],
    ['a slash in an id', (r) => (r.transactions[0].id = 'a/b'), 'Transaction 1 ("Tea"): id must not contain "/" or be a reserved name.'],
    ['a repeated id', (r) => (r.transactions[1].id = 'a'), 'Transaction 2 ("Bread"): id is used twice.'],
    ['a missing member name', (r) => delete r.members[1].displayName, 'Member 2: displayName is missing.'],
    ['a missing list', (r) => delete r.recurring, 'Backup: recurring is missing.'],
    ['tags that are not a list', (r) => (r.settings.common.tags = 'Food'), 'Settings: common.tags must be a list.'],
  ])('names the problem for %s', (_name, edit, expected) => {
    expect(message(text(edit))).toBe(expected);
  });

  it('refuses an amount too large to be a number', () => {
    const content = text((r) => (r.transactions[0].amount = 12345)).replace('12345', '1e999');
    expect(message(content)).toBe('Transaction 1 ("Tea"): amount must be a number.');
  });

  it('names the ledger of a bundle that has the problem', () => {
    const bundle = JSON.parse(JSON.stringify(buildBundle([backup(), backup()], 5)));
    bundle.ledgers[1].transactions[2].amount = 'ninety';
    expect(message(JSON.stringify(bundle))).toBe('Ledger 2 ("Goa"): Transaction 3 ("Milk"): amount must be a number.');
  });
});

describe('sizeProblem', () => {
  it('allows 20 MB and refuses more', () => {
    expect(sizeProblem(20 * 1024 * 1024)).toBeNull();
    expect(sizeProblem(20 * 1024 * 1024 + 1)).toBe('The file is larger than 20 MB.');
  });
});
