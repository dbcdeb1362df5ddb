// The parser on hand-edited backups: each problem gets one message naming it.
/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit parsed JSON freely, as a person edits a file */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBackup, buildBundle, type Backup } from '../../domain/backup/format';
import { expense, ledger, member, recurring, tempMember, tx } from '../../domain/test-builders';
import { backupSchema, parseBackupText, sizeProblem, UNREADABLE_MESSAGE } from './backup-schema';

/** Days in November 2026, so every date is inside the range a backup may hold. */
const day = (d: number) => Date.UTC(2026, 10, d);
const at = (d: number) => ({
  date: day(d),
  createdAt: day(d),
  updatedAt: day(d),
});

function backup(): Backup {
  return buildBackup(
    {
      ledger: ledger({ name: 'Goa' }),
      // Sorted by id in the file: Ravi is member 1, alice member 2.
      members: [member('alice'), tempMember('Ravi')],
      settings: {
        common: { categories: ['Food'], tags: [] },
        monthly: null,
        onetime: { splitType: 'Equal', percentages: {}, shares: { Ravi: 1 } },
      },
      transactions: [
        tx({ id: 'a', description: 'Tea', ...at(1) }),
        tx({ id: 'b', description: 'Bread', ...at(2) }),
        expense('alice', 90, ['alice', 'Ravi'], {
          id: 'c',
          description: 'Milk',
          ...at(3),
          isSettled: false,
          settlementId: '',
        }),
      ],
      recurring: [
        recurring({
          id: 'r',
          description: 'Rent',
          from: 'Ravi',
          createdAt: day(1),
          startDate: day(1),
        }),
      ],
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
    [
      'an unknown type',
      (r) => (r.transactions[0].type = 'gift'),
      'Transaction 1 ("Tea"): type must be one of income, expense, settlement.',
    ],
    [
      'a bad split line',
      (r) => (r.transactions[2].splitInfo.details[1].amount = null),
      'Transaction 3 ("Milk"): splitInfo.details[2].amount must be a number.',
    ],
    ['a slash in an id', (r) => (r.transactions[0].id = 'a/b'), 'Transaction 1 ("Tea"): id must not contain "/".'],
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

const long = (n: number) => 'x'.repeat(n);
const DATES = 'must be in the years 2000–2099.';
const AMOUNTS = 'must be between -1,00,00,00,00,000 and 1,00,00,00,00,000.';

describe('parseBackupText refuses what the app could not hold, one rule at a time', () => {
  it.each<[string, (raw: Record<string, any>) => void, string]>([
    // Dates
    ['a date far in the future', (r) => (r.transactions[0].date = 1e16), `Transaction 1 ("Tea"): date ${DATES}`],
    [
      'a date before 2000',
      (r) => (r.transactions[0].date = Date.UTC(1999, 11, 31, 23, 59)),
      `Transaction 1 ("Tea"): date ${DATES}`,
    ],
    [
      'a date from 2100 on',
      (r) => (r.transactions[0].date = Date.UTC(2100, 0, 1)),
      `Transaction 1 ("Tea"): date ${DATES}`,
    ],
    [
      'a createdAt out of range',
      (r) => (r.transactions[1].createdAt = 0),
      `Transaction 2 ("Bread"): createdAt ${DATES}`,
    ],
    [
      'an updatedAt out of range',
      (r) => (r.transactions[1].updatedAt = -1),
      `Transaction 2 ("Bread"): updatedAt ${DATES}`,
    ],
    [
      'a recurring createdAt out of range',
      (r) => (r.recurring[0].createdAt = 5),
      `Recurring item 1 ("Rent"): createdAt ${DATES}`,
    ],
    [
      'a recurring startDate out of range',
      (r) => (r.recurring[0].startDate = 1e16),
      `Recurring item 1 ("Rent"): startDate ${DATES}`,
    ],
    // Amounts
    ['an amount too large', (r) => (r.transactions[0].amount = 1e11 + 1), `Transaction 1 ("Tea"): amount ${AMOUNTS}`],
    ['an amount too negative', (r) => (r.transactions[0].amount = -1e12), `Transaction 1 ("Tea"): amount ${AMOUNTS}`],
    [
      'a split line amount too large',
      (r) => (r.transactions[2].splitInfo.details[0].amount = 1e15),
      `Transaction 3 ("Milk"): splitInfo.details[1].amount ${AMOUNTS}`,
    ],
    [
      'a split input too large',
      (r) => (r.transactions[2].splitInfo.details[1].split = 1e300),
      `Transaction 3 ("Milk"): splitInfo.details[2].split ${AMOUNTS}`,
    ],
    [
      'a recurring amount too large',
      (r) => (r.recurring[0].amount = 1e20),
      `Recurring item 1 ("Rent"): amount ${AMOUNTS}`,
    ],
    [
      'a split default too large',
      (r) => (r.settings.onetime.shares.Ravi = 1e7),
      'Settings: onetime.shares.Ravi must be between -1,00,00,000 and 1,00,00,000.',
    ],
    // Texts and lists
    [
      'a long description',
      (r) => (r.transactions[0].description = long(201)),
      `Transaction 1 ("${long(40)}…"): description must be at most 200 characters.`,
    ],
    [
      'long comments',
      (r) => (r.transactions[0].comments = long(1001)),
      'Transaction 1 ("Tea"): comments must be at most 1000 characters.',
    ],
    ['a long ledger name', (r) => (r.ledger.name = long(101)), 'Ledger: name must be at most 100 characters.'],
    [
      'a long member name',
      (r) => (r.members[0].displayName = long(101)),
      `Member 1 ("${long(40)}…"): displayName must be at most 100 characters.`,
    ],
    [
      'a long member user id',
      (r) => (r.members[0].userId = long(129)),
      'Member 1 ("Ravi"): userId must be at most 128 characters.',
    ],
    [
      'a long category',
      (r) => (r.transactions[0].category = long(51)),
      'Transaction 1 ("Tea"): category must be at most 50 characters.',
    ],
    [
      'a category of two lines',
      (r) => (r.transactions[0].category = 'Food\nDrink'),
      'Transaction 1 ("Tea"): category must be on one line.',
    ],
    [
      'a long tag',
      (r) => (r.transactions[0].tags = ['ok', long(51)]),
      'Transaction 1 ("Tea"): tags[2] must be at most 50 characters.',
    ],
    [
      'too many tags',
      (r) => (r.transactions[0].tags = Array.from({ length: 21 }, (_, i) => `t${i}`)),
      'Transaction 1 ("Tea"): tags must have at most 20 items.',
    ],
    [
      'too many recurring tags',
      (r) => (r.recurring[0].tags = Array.from({ length: 21 }, (_, i) => `t${i}`)),
      'Recurring item 1 ("Rent"): tags must have at most 20 items.',
    ],
    [
      'too many split lines',
      (r) =>
        (r.transactions[2].splitInfo.details = Array.from({ length: 101 }, () => ({
          userId: 'alice',
          amount: 1,
          split: 1,
        }))),
      'Transaction 3 ("Milk"): splitInfo.details must have at most 100 items.',
    ],
    [
      'too many categories',
      (r) => (r.settings.common.categories = Array.from({ length: 201 }, (_, i) => `c${i}`)),
      'Settings: common.categories must have at most 200 items.',
    ],
    [
      'a long settings tag',
      (r) => (r.settings.common.tags = [long(51)]),
      'Settings: common.tags[1] must be at most 50 characters.',
    ],
    [
      'a long recurring link',
      (r) => (r.transactions[0].recursiveId = long(129)),
      'Transaction 1 ("Tea"): recursiveId must be at most 128 characters.',
    ],
    // Ids
    ['an empty transaction id', (r) => (r.transactions[0].id = ''), 'Transaction 1 ("Tea"): id must not be empty.'],
    [
      'a long transaction id',
      (r) => (r.transactions[0].id = long(129)),
      'Transaction 1 ("Tea"): id must be at most 128 characters.',
    ],
    [
      'a transaction id ".."',
      (r) => (r.transactions[0].id = '..'),
      'Transaction 1 ("Tea"): id ".." is a reserved name.',
    ],
    ['a transaction id "."', (r) => (r.transactions[0].id = '.'), 'Transaction 1 ("Tea"): id "." is a reserved name.'],
    [
      'a transaction id "__x__"',
      (r) => (r.transactions[0].id = '__x__'),
      'Transaction 1 ("Tea"): id "__x__" is a reserved name.',
    ],
    [
      'a transaction id "__proto__"',
      (r) => (r.transactions[0].id = '__proto__'),
      'Transaction 1 ("Tea"): id "__proto__" is a reserved name.',
    ],
    [
      'a recurring id "constructor"',
      (r) => (r.recurring[0].id = 'constructor'),
      'Recurring item 1 ("Rent"): id "constructor" is a reserved name.',
    ],
    [
      'a recurring id with a slash',
      (r) => (r.recurring[0].id = 'r/x'),
      'Recurring item 1 ("Rent"): id must not contain "/".',
    ],
    [
      'a member id "constructor"',
      (r) => (r.members[0].id = 'constructor'),
      'Member 1 ("Ravi"): id "constructor" is a reserved name.',
    ],
    [
      'a member id "toString"',
      (r) => (r.members[1].id = 'toString'),
      'Member 2 ("Alice"): id "toString" is a reserved name.',
    ],
    [
      'a member id "__proto__"',
      (r) => (r.members[0].id = '__proto__'),
      'Member 1 ("Ravi"): id "__proto__" is a reserved name.',
    ],
    ['a member id "common"', (r) => (r.members[0].id = 'common'), 'Member 1 ("Ravi"): id "common" is a reserved name.'],
    ['a member id with a slash', (r) => (r.members[0].id = 'a/b'), 'Member 1 ("Ravi"): id must not contain "/".'],
    ['an empty member id', (r) => (r.members[0].id = ''), 'Member 1 ("Ravi"): id must not be empty.'],
    ['a repeated member id', (r) => (r.members[1].id = 'Ravi'), 'Member 2 ("Alice"): id is used twice.'],
    // References that no person can be (people removed since are accepted, below)
    [
      'a payer "__proto__"',
      (r) => (r.transactions[0].from = '__proto__'),
      'Transaction 1 ("Tea"): from is "__proto__", who is not a member of this ledger.',
    ],
    [
      'a payer with a slash',
      (r) => (r.transactions[1].from = 'a/b'),
      'Transaction 2 ("Bread"): from is "a/b", who is not a member of this ledger.',
    ],
    [
      'a payer ".."',
      (r) => (r.transactions[1].from = '..'),
      'Transaction 2 ("Bread"): from is "..", who is not a member of this ledger.',
    ],
    [
      'a payer "__x__"',
      (r) => (r.transactions[1].from = '__x__'),
      'Transaction 2 ("Bread"): from is "__x__", who is not a member of this ledger.',
    ],
    [
      'an empty payer',
      (r) => (r.transactions[1].from = ''),
      'Transaction 2 ("Bread"): from is "", who is not a member of this ledger.',
    ],
    [
      'a split line for "constructor"',
      (r) => (r.transactions[2].splitInfo.details[1].userId = 'constructor'),
      'Transaction 3 ("Milk"): splitInfo.details[2].userId is "constructor", who is not a member of this ledger.',
    ],
    [
      'a split line for the pot',
      (r) => (r.transactions[2].splitInfo.details[0].userId = 'common'),
      'Transaction 3 ("Milk"): splitInfo.details[1].userId is "common", who is not a member of this ledger.',
    ],
    [
      'a split line for "."',
      (r) => (r.transactions[2].splitInfo.details[0].userId = '.'),
      'Transaction 3 ("Milk"): splitInfo.details[1].userId is ".", who is not a member of this ledger.',
    ],
    [
      'a recurring payer "toString"',
      (r) => (r.recurring[0].from = 'toString'),
      'Recurring item 1 ("Rent"): from is "toString", who is not a member of this ledger.',
    ],
    [
      'a paid-by default who is not a member',
      (r) => (r.settings.monthly = { paymentMode: 'UPI', paidBy: '__proto__' }),
      'Settings: monthly.paidBy is "__proto__", who is not a member of this ledger.',
    ],
    [
      'a long id in a message',
      (r) => (r.transactions[0].from = long(500)),
      `Transaction 1 ("Tea"): from is "${long(40)}…", who is not a member of this ledger.`,
    ],
  ])('refuses %s', (_name, edit, expected) => {
    expect(message(text(edit))).toBe(expected);
  });

  it.each<[string, (raw: Record<string, any>) => void]>([
    ['a payer "common"', (r) => (r.transactions[0].from = 'common')],
    ['a recurring payer "common"', (r) => (r.recurring[0].from = 'common')],
    ['a paid-by default "common"', (r) => (r.settings.monthly = { paymentMode: 'UPI', paidBy: 'common' })],
    ['no paid-by default', (r) => (r.settings.monthly = { paymentMode: 'UPI', paidBy: '' })],
    [
      'a member named "Common"',
      (r) =>
        r.members.push({
          id: 'Common',
          displayName: 'Common',
          userId: 'Common',
        }),
    ],
    [
      'the first and last moments in range',
      (r) =>
        Object.assign(r.transactions[0], {
          date: Date.UTC(2000, 0, 1),
          updatedAt: Date.UTC(2100, 0, 1) - 1,
        }),
    ],
    [
      'amounts at the limit',
      (r) => Object.assign(r.transactions[0], { amount: -1e11 }) && Object.assign(r.transactions[1], { amount: 1e11 }),
    ],
    ['an owner who is not a member (the import makes it the importer)', (r) => (r.transactions[0].owner = '__proto__')],
    [
      'a settlement link to a settlement not in the file (the import drops it)',
      (r) => (r.transactions[0].settlementId = 'elsewhere'),
    ],
    // People removed from the ledger since: no member of the export, but their entries stay.
    ['a payer who is not a member', (r) => (r.transactions[1].from = 'bob')],
    ['a payer who was an account', (r) => (r.transactions[1].from = 'uid-gone')],
    ['a split line for someone removed', (r) => (r.transactions[2].splitInfo.details[1].userId = 'Meera')],
    ['a recurring payer who is not a member', (r) => (r.recurring[0].from = 'Meera')],
    ['a paid-by default who is not a member', (r) => (r.settings.monthly = { paymentMode: 'UPI', paidBy: 'ghost' })],
    ['a payer whose id is too long to be a name', (r) => (r.transactions[1].from = long(128))],
    ['a payer "Common", who is not the pot', (r) => (r.transactions[1].from = 'Common')],
    [
      'texts at their limits',
      (r) =>
        Object.assign(r.transactions[0], {
          description: long(200),
          comments: long(1000),
          category: long(50),
          tags: [long(50)],
        }),
    ],
  ])('accepts %s', (_name, edit) => {
    expect(parseBackupText(text(edit)).ok).toBe(true);
  });

  it('drops a "__proto__" key of the split defaults instead of reaching the prototype', () => {
    for (const value of ['5', '{"polluted":1}']) {
      const content = text().replace('"shares":{"Ravi":1}', `"shares":{"__proto__":${value},"Ravi":1}`);
      expect(content).toContain(`"__proto__":${value}`);
      const result = parseBackupText(content);
      const shares = result.ok ? result.backups[0]?.settings.onetime?.shares : undefined;
      expect(shares).toEqual({ Ravi: 1 });
      expect(Object.getPrototypeOf(shares)).toBe(Object.prototype);
      expect((shares as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});

describe('parseBackupText on the unforeseen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns an unexpected exception into one plain sentence, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backupSchema, 'safeParse').mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'toLowerCase')");
    });
    expect(parseBackupText(text())).toEqual({
      ok: false,
      message: UNREADABLE_MESSAGE,
    });
    expect(UNREADABLE_MESSAGE).toBe('This file could not be read as a Vyay backup.');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('shortens a long version in its message', () => {
    expect(message(`{"format":"vyay-backup","version":"${long(1000)}"}`)).toBe(
      `This backup is version ${long(20)}, which this version of Vyay cannot read.`,
    );
  });
});

describe('size', () => {
  const MB = 1024 * 1024;

  it('allows up to 200 MB before reading, and refuses more', () => {
    expect(sizeProblem(20 * MB + 1)).toBeNull();
    expect(sizeProblem(200 * MB)).toBeNull();
    expect(sizeProblem(200 * MB + 1)).toBe('The file is larger than 200 MB.');
  });

  it('reads a backup over 20 MB, with or without receipts, and calls anything else over 20 MB too large', () => {
    expect(parseBackupText(text(), 20 * MB).ok).toBe(true);
    expect(parseBackupText(text(), 20 * MB + 1).ok).toBe(true);
    expect(parseBackupText(withReceipt(), 20 * MB + 1).ok).toBe(true);
    expect(parseBackupText(' '.repeat(10), 20 * MB + 1)).toEqual({
      ok: false,
      message: 'The file is larger than 20 MB.',
    });
    expect(parseBackupText(JSON.stringify({ hello: 'world' }), 20 * MB + 1)).toEqual({
      ok: false,
      message: 'The file is larger than 20 MB.',
    });
    // Under 20 MB the same files say what is wrong with them.
    expect(parseBackupText(JSON.stringify({ hello: 'world' }), 20 * MB)).toEqual({
      ok: false,
      message: 'This is not a Vyay backup.',
    });
  });
});

/** The backup with a receipt on its first transaction ("Tea"), edited by `edit`. */
function withReceipt(edit: (receipt: Record<string, any>, raw: Record<string, any>) => void = () => undefined) {
  return text((raw) => {
    raw.transactions[0].receipt = { type: 'image/webp', parts: 1 };
    raw.receipts = [
      {
        transactionId: raw.transactions[0].id,
        type: 'image/webp',
        name: 'tea.webp',
        bytes: 3,
        thumb: 'data:image/jpeg;base64,QUJD',
        data: 'QUJD',
      },
    ];
    edit(raw.receipts[0], raw);
  });
}

describe('version 3: receipts', () => {
  it('reads them back as written', () => {
    const result = parseBackupText(withReceipt());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.backups[0]?.receipts).toEqual([
      {
        transactionId: 'a',
        type: 'image/webp',
        name: 'tea.webp',
        bytes: 3,
        thumb: 'data:image/jpeg;base64,QUJD',
        data: 'QUJD',
      },
    ]);
    expect(result.backups[0]?.transactions[0]?.receipt).toEqual({ type: 'image/webp', parts: 1 });
  });

  it('still reads versions 1 and 2, which have none', () => {
    for (const version of [1, 2]) {
      const result = parseBackupText(
        text((raw) => {
          raw.version = version;
          delete raw.receipts;
        }),
      );
      expect(result.ok).toBe(true);
      expect(result.ok && result.backups[0]?.receipts).toBeUndefined();
    }
  });

  it('says what is wrong with them', () => {
    expect(message(withReceipt((r) => (r.transactionId = 'nope')))).toBe(
      'Receipt 1 ("tea.webp"): transactionId is "nope", which is no transaction of this backup.',
    );
    expect(message(withReceipt((r, raw) => raw.receipts.push({ ...r, name: 'again.webp' })))).toBe(
      'Receipt 2 ("again.webp"): transactionId has a receipt twice.',
    );
    expect(message(withReceipt((r) => (r.data = 'not base64!')))).toBe(
      'Receipt 1 ("tea.webp"): data must be the file as base64.',
    );
    expect(message(withReceipt((r) => (r.data = '')))).toBe('Receipt 1 ("tea.webp"): data must not be empty.');
    expect(message(withReceipt((r) => (r.thumb = 'javascript:alert(1)')))).toBe(
      'Receipt 1 ("tea.webp"): thumb must be a small image (a data: URL) or empty.',
    );
    expect(message(withReceipt((r) => (r.type = 'text/html')))).toMatch(
      /^Receipt 1 \("tea.webp"\): type must be one of /,
    );
    expect(message(withReceipt((r) => (r.bytes = 5_000_000)))).toBe(
      'Receipt 1 ("tea.webp"): bytes must be at most 4200000.',
    );
    expect(message(withReceipt((_r, raw) => (raw.transactions[0].receipt = { type: 'image/webp', parts: 9 })))).toBe(
      'Transaction 1 ("Tea"): receipt.parts must be at most 8.',
    );
  });
});

describe('version 2: several payers, a foreign currency and a ledger currency', () => {
  const v2 = () => {
    const b = backup();
    b.ledger = { ...b.ledger, currency: 'EUR' };
    b.transactions[2] = {
      ...b.transactions[2]!,
      payers: [
        { userId: 'alice', amount: 50 },
        { userId: 'Ravi', amount: 40 },
      ],
      originalAmount: 9000,
      originalCurrency: 'INR',
      exchangeRate: 0.01,
    };
    return b;
  };

  it('reads them back as written', () => {
    const result = parseBackupText(JSON.stringify(v2()));
    expect(result).toEqual({ ok: true, backups: [v2()] });
  });

  it('still reads a version 1 file, which has none of them', () => {
    const old = { ...backup(), version: 1 };
    const result = parseBackupText(JSON.stringify(old));
    expect(result.ok).toBe(true);
    expect(result.ok && result.backups[0]?.transactions[2]).not.toHaveProperty('payers');
  });

  it('says what is wrong with them', () => {
    const edit = (change: (b: any) => void) => {
      const b: any = v2();
      change(b);
      return message(JSON.stringify(b));
    };
    expect(edit((b) => (b.transactions[2].payers[1].amount = 30))).toBe(
      'Transaction 3 ("Milk"): payers are wrong: Payers add up to 80 of 90.',
    );
    expect(edit((b) => (b.transactions[2].payers = [b.transactions[2].payers[0]]))).toMatch(
      /^Transaction 3 \("Milk"\): payers/,
    );
    expect(edit((b) => (b.transactions[2].originalCurrency = 'rupees'))).toBe(
      'Transaction 3 ("Milk"): originalCurrency must be a currency code such as INR or EUR.',
    );
    expect(edit((b) => (b.transactions[2].exchangeRate = 0))).toBe(
      'Transaction 3 ("Milk"): exchangeRate must be above 0 with at most 6 decimals.',
    );
    expect(edit((b) => (b.ledger.currency = 'euro'))).toBe(
      'Ledger: currency must be a currency code such as INR or EUR.',
    );
  });
});

describe('category budgets in the monthly settings (optional, still version 2)', () => {
  const monthly = (budgets?: unknown) =>
    text((raw) => {
      raw.ledger.type = 'monthly';
      raw.settings.onetime = null;
      raw.settings.monthly = { paymentMode: 'UPI', paidBy: 'alice', ...(budgets === undefined ? {} : { budgets }) };
    });

  it('reads them back as written, and a file without them as none', () => {
    const result = parseBackupText(monthly({ Food: 5000, Rent: 0 }));
    expect(result.ok && result.backups[0]?.settings.monthly).toEqual({
      paymentMode: 'UPI',
      paidBy: 'alice',
      budgets: { Food: 5000, Rent: 0 },
    });
    const none = parseBackupText(monthly());
    expect(none.ok && none.backups[0]?.settings.monthly).not.toHaveProperty('budgets');
  });

  it('says what is wrong with them', () => {
    expect(message(monthly({ Food: -1 }))).toBe('Settings: monthly.budgets.Food must not be below 0.');
    expect(message(monthly({ Food: '5000' }))).toBe('Settings: monthly.budgets.Food must be a number.');
    expect(message(monthly({ Food: 1e12 }))).toBe(
      'Settings: monthly.budgets.Food must be between -1,00,00,00,00,000 and 1,00,00,00,00,000.',
    );
    expect(message(monthly({ __x__: 1 }))).toBe(
      'Settings: monthly.budgets.__x__ is not a category name that can have a budget.',
    );
    expect(message(monthly(['Food']))).toBe('Settings: monthly.budgets must be an object.');
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`c${i}`, 1]));
    expect(message(monthly(many))).toBe('Settings: monthly.budgets must have at most 100 categories.');
  });
});
