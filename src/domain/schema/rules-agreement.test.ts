// firestore.rules repeats the tables' enums, bounds and field lists as literals (rules have no imports).
// This reads the rules as text and fails, naming the rule and the field, wherever they and the tables differ.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zod } from './zod';
import { ACTIVITY_KINDS as LOG_KINDS, ACTIVITY_LIMITS as LOG_LIMITS } from '../activity';
import { ACTIVITY_ENTRY } from './activity';
import {
  ACTIVITY_KINDS,
  CURRENCY_CODE_PATTERN,
  FREQUENCIES,
  INVITE_CODE_ALPHABET,
  LEDGER_TYPES,
  PAYMENT_MODES,
  RECEIPT_TYPES,
  RECURRING_TYPES,
  SPLIT_METHODS,
  THUMB_TYPES,
  TRANSACTION_TYPES,
} from './enums';
import { BILL_KEYS } from './bill';
import { INVITE, JOIN } from './invite';
import { LEDGER, MEMBER, USER } from './ledger';
import {
  ACTIVITY_ENTRY_LIMITS,
  ACTIVITY_LIMITS,
  LIMITS,
  MAX_AMOUNT,
  MAX_DATE,
  MAX_RECEIPT_BYTES,
  MIN_DATE,
} from './limits';
import { RECEIPT } from './receipt';
import { MONTH_KEY_PATTERN, RECURRING_ITEM, SCHEDULE_LIMITS } from './recurring';
import { COMMON_SETTINGS, MONTHLY_SETTINGS, ONETIME_SETTINGS } from './settings';
import { keysOf, type Table } from './table';
import { TRANSACTION } from './transaction';

const RULES_FILE = new URL('../../../firestore.rules', import.meta.url);
const rules = readFileSync(RULES_FILE, 'utf8');

// ---- Reading the rules ----

/** Rules text without `//` comments (outside string literals), so a comment never passes for a rule. */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let quote: string | null = null;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quote) {
          if (c === '\\') i++;
          else if (c === quote) quote = null;
        } else if (c === "'" || c === '"') quote = c;
        else if (c === '/' && line[i + 1] === '/') return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

const code = withoutComments(rules);

/** The text from `from` to its matching closing bracket (`{`/`[`/`(`), skipping string literals. */
function balanced(text: string, from: number): string {
  const open = text[from];
  const close = ({ '{': '}', '[': ']', '(': ')' } as Record<string, string>)[open!];
  if (!close) throw new Error(`No bracket at ${from}`);
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return text.slice(from, i + 1);
  }
  throw new Error(`Unbalanced ${open} at ${from}`);
}

/** The body of `function name(...) { ... }`; fails the test (not the run) when the rules have none. */
function fn(name: string): string {
  const match = new RegExp(`\\bfunction\\s+${name}\\s*\\(`).exec(code);
  if (!match) throw new Error(`firestore.rules has no function ${name}(): rename it here too if it moved`);
  return balanced(code, code.indexOf('{', match.index));
}

/** The body of `allow <ops>: if ...;` following `anchor` (the n-th one after it). */
function allow(anchor: string, ops: string): string {
  const at = code.indexOf(anchor);
  if (at < 0) throw new Error(`firestore.rules has no ${anchor}`);
  const start = code.indexOf(`allow ${ops}: if`, at);
  if (start < 0) throw new Error(`firestore.rules has no "allow ${ops}" after ${anchor}`);
  return code.slice(start, code.indexOf(';', start));
}

/** A list literal of quoted strings: `['a', 'b']`. */
function stringList(literal: string): string[] {
  const items = literal.slice(1, -1).trim();
  if (!items) return [];
  return [...items.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? m[2]!);
}

/** The list literal right after `prefix` in `body`, e.g. prefix `d.type in `. */
function listAfter(body: string, prefix: string, where: string): string[] {
  const at = body.indexOf(prefix);
  if (at < 0) throw new Error(`${where}: no "${prefix}[...]" found`);
  const open = body.indexOf('[', at + prefix.length);
  return stringList(balanced(body, open));
}

/** Every `keys().hasOnly([...])` list in the body, in order. */
function hasOnlyLists(body: string): string[][] {
  return [...body.matchAll(/keys\(\)\.hasOnly\(/g)].map((m) => stringList(balanced(body, body.indexOf('[', m.index))));
}

/** The number a pattern captures; fails naming the rule when the pattern is not there. */
function num(body: string, pattern: RegExp, where: string): number {
  const m = pattern.exec(body);
  if (!m) throw new Error(`${where}: nothing matches ${pattern}`);
  return Number(m[1]);
}

// ---- Comparing, with messages that say what to change where ----

function sameSet(rule: string, actual: readonly string[], expected: readonly string[], what: string): void {
  const missing = expected.filter((k) => !actual.includes(k));
  const extra = actual.filter((k) => !expected.includes(k));
  const problems = [
    ...missing.map((k) => `'${k}' is a ${what} but firestore.rules ${rule} does not list it`),
    ...extra.map((k) => `firestore.rules ${rule} lists '${k}', which is no ${what}`),
  ];
  expect(problems, problems.join('; ')).toEqual([]);
}

function keysAgree(rule: string, list: string[] | undefined, table: Table, entity: string): void {
  expect(list, `firestore.rules ${rule} has no keys().hasOnly([...])`).toBeDefined();
  sameSet(`${rule} keys().hasOnly`, list!, keysOf(table), `field of ${entity} (src/domain/schema)`);
}

function bound(rule: string, field: string, actual: number, expected: number, name: string): void {
  expect(actual, `firestore.rules ${rule}: ${field} is bounded by ${actual}, the table's ${name} by ${expected}`).toBe(
    expected,
  );
}

const ruleDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('firestore.rules agrees with the entity tables', () => {
  describe('enums', () => {
    it('payment modes (isPaymentMode)', () => {
      sameSet(
        'isPaymentMode',
        listAfter(fn('isPaymentMode'), 'value in ', 'isPaymentMode'),
        PAYMENT_MODES,
        'payment mode',
      );
    });

    it('split methods (isSplitMethod)', () => {
      sameSet(
        'isSplitMethod',
        listAfter(fn('isSplitMethod'), 'value in ', 'isSplitMethod'),
        SPLIT_METHODS,
        'split method',
      );
    });

    it('ledger types (ledger create)', () => {
      const create = allow('match /ledgers/{ledgerId}', 'create');
      sameSet(
        'ledgers create',
        listAfter(create, 'request.resource.data.type in ', 'ledgers create'),
        LEDGER_TYPES,
        'ledger type',
      );
    });

    it('transaction and recurring types, and frequencies', () => {
      const tx = fn('isTransactionFields');
      sameSet(
        'isTransactionFields',
        listAfter(tx, 'd.type in ', 'isTransactionFields'),
        TRANSACTION_TYPES,
        'transaction type',
      );
      const item = fn('isRecurringItem');
      sameSet('isRecurringItem', listAfter(item, 'd.type in ', 'isRecurringItem'), RECURRING_TYPES, 'recurring type');
      sameSet(
        'isRecurringItem frequency',
        listAfter(item, 'd.frequency in ', 'isRecurringItem'),
        FREQUENCIES,
        'frequency',
      );
    });

    it('activity kinds (isActivity), and activity.ts names the same ones', () => {
      sameSet('isActivity', listAfter(fn('isActivity'), 'd.kind in ', 'isActivity'), ACTIVITY_KINDS, 'activity kind');
      // Recurring items' entries are the ones about '#admins'.
      const recurring = listAfter(fn('isActivity'), '(d.kind in ', 'isActivity #admins');
      expect(recurring.every((k) => (ACTIVITY_KINDS as readonly string[]).includes(k))).toBe(true);
      expect([...LOG_KINDS], 'src/domain/activity.ts ACTIVITY_KINDS differs from schema/enums.ts').toEqual([
        ...ACTIVITY_KINDS,
      ]);
      expect(LOG_LIMITS, 'src/domain/activity.ts ACTIVITY_LIMITS differs from schema/limits.ts').toEqual(
        ACTIVITY_LIMITS,
      );
    });

    it('receipt types (isReceiptType) and thumbnail types (isReceipt)', () => {
      sameSet(
        'isReceiptType',
        listAfter(fn('isReceiptType'), 'value in ', 'isReceiptType'),
        RECEIPT_TYPES,
        'receipt type',
      );
      const thumb = /data:image\/\(([^)]*)\);base64/.exec(fn('isReceipt'));
      expect(thumb, 'firestore.rules isReceipt: no thumbnail pattern').not.toBeNull();
      sameSet('isReceipt thumb', thumb![1]!.split('|'), THUMB_TYPES, 'thumbnail type');
    });

    it('the currency-code pattern (isCurrencyCode)', () => {
      const pattern = /matches\('([^']*)'\)/.exec(fn('isCurrencyCode'))?.[1];
      expect(pattern, 'firestore.rules isCurrencyCode: the pattern differs from CURRENCY_CODE_PATTERN').toBe(
        CURRENCY_CODE_PATTERN,
      );
    });

    it('the invite-code pattern (isInviteCode)', () => {
      const pattern = /matches\('([^']*)'\)/.exec(fn('isInviteCode'))?.[1];
      expect(pattern, 'firestore.rules isInviteCode: the pattern differs from the invite table').toBe(
        `${INVITE_CODE_ALPHABET}{${LIMITS.inviteCodeMin},${LIMITS.inviteCodeMax}}`,
      );
    });
  });

  describe('field lists (keys().hasOnly)', () => {
    it('transaction (isTransactionFields)', () => {
      keysAgree('isTransactionFields', hasOnlyLists(fn('isTransactionFields'))[0], TRANSACTION, 'a transaction');
    });
    it('trip link (isTripLink)', () => {
      const link = ['ledgerId', 'name', 'category'];
      sameSet('isTripLink keys().hasOnly', hasOnlyLists(fn('isTripLink'))[0] ?? [], link, 'field of a trip link');
      const schema = TRANSACTION.fields.fromTrip.schema(zod) as unknown as { _zod: { def: { shape: object } } };
      expect(Object.keys(schema._zod.def.shape)).toEqual(link);
    });
    it('recurring item (isRecurringItem)', () => {
      keysAgree('isRecurringItem', hasOnlyLists(fn('isRecurringItem'))[0], RECURRING_ITEM, 'a recurring item');
    });
    it('recurring schedule bounds (isSchedule, isMonthKey)', () => {
      const schedule = fn('isSchedule');
      const where = 'isSchedule';
      bound(
        where,
        'dayOfMonth',
        num(schedule, /isIntIn\(d\.dayOfMonth, 1, (\d+)\)/, where),
        SCHEDULE_LIMITS.maxDay,
        'maxDay',
      );
      bound(where, 'last day', num(schedule, /d\.dayOfMonth == (\d+)/, where), SCHEDULE_LIMITS.lastDay, 'lastDay');
      bound(
        where,
        'payments',
        num(schedule, /isIntIn\(d\.payments, 1, (\d+)\)/, where),
        SCHEDULE_LIMITS.maxPayments,
        'maxPayments',
      );
      bound(where, 'fallsIn', num(schedule, /isIntIn\(d\.fallsIn, 1, (\d+)\)/, where), 12, 'months');
      expect(fn('isMonthKey'), 'firestore.rules isMonthKey must use MONTH_KEY_PATTERN').toContain(
        `'${MONTH_KEY_PATTERN}'`,
      );
      const optionalFields = [
        'autoAdd',
        'dayOfMonth',
        'fallsIn',
        'payments',
        'endsOn',
        'amountFrom',
        'previousAmount',
        'postedThrough',
      ];
      for (const key of optionalFields) expect(schedule, `isSchedule must check ${key}`).toContain(`!('${key}' in d)`);
    });
    it('settings documents (isSettings: common, monthly, onetime)', () => {
      const [common, monthly, onetime] = hasOnlyLists(fn('isSettings'));
      keysAgree('isSettings common', common, COMMON_SETTINGS, 'settings/common');
      keysAgree('isSettings monthly', monthly, MONTHLY_SETTINGS, 'settings/monthly');
      keysAgree('isSettings onetime', onetime, ONETIME_SETTINGS, 'settings/onetime');
    });
    it('activity entry (isActivity)', () => {
      keysAgree('isActivity', hasOnlyLists(fn('isActivity'))[0], ACTIVITY_ENTRY, 'an activity entry');
    });
    it('receipt (isReceipt)', () => {
      keysAgree('isReceipt', hasOnlyLists(fn('isReceipt'))[0], RECEIPT, 'a receipt');
    });
    it('profile (isProfile)', () => {
      keysAgree('isProfile', hasOnlyLists(fn('isProfile'))[0], USER, 'a user');
    });
    it('ledger (ledgers create)', () => {
      keysAgree('ledgers create', hasOnlyLists(allow('match /ledgers/{ledgerId}', 'create'))[0], LEDGER, 'a ledger');
    });
    it('member (isMember)', () => {
      keysAgree('isMember', hasOnlyLists(fn('isMember'))[0], MEMBER, 'a member');
    });
    it('invite (isInvite) and join (isJoinDoc)', () => {
      keysAgree('isInvite', hasOnlyLists(fn('isInvite'))[0], INVITE, 'an invite');
      keysAgree('isJoinDoc', hasOnlyLists(fn('isJoinDoc'))[0], JOIN, 'a join');
    });
  });

  describe('bounds', () => {
    it('ids: 1..LIMITS.id characters (isId), and every document id the rules bound', () => {
      bound('isId', 'an id', num(fn('isId'), /value\.size\(\) <= (\d+)/, 'isId'), LIMITS.id, 'LIMITS.id');
      const docIds = [...code.matchAll(/\b(\w*[iI]d|uid)\.size\(\) <= (\d+)/g)];
      expect(docIds.length).toBeGreaterThan(5);
      for (const [, name, max] of docIds) bound('document ids', name!, Number(max), LIMITS.id, 'LIMITS.id');
      for (const [rule, max] of [
        ['isIdList', /\[\^\/\]\{1,(\d+)\}/],
        ['isNumberMap', /\[\^\\\\n\]\{1,(\d+)\}/],
      ] as const)
        bound(rule, 'each id', num(fn(rule), max, rule), LIMITS.id, 'LIMITS.id');
    });

    it('amounts: |x| <= MAX_AMOUNT (isAmount)', () => {
      const body = fn('isAmount');
      bound('isAmount', 'the lowest amount', -num(body, />= -(\d+)/, 'isAmount'), -MAX_AMOUNT, 'MAX_AMOUNT');
      bound('isAmount', 'the highest amount', num(body, /<= (\d+)/, 'isAmount'), MAX_AMOUNT, 'MAX_AMOUNT');
    });

    it(`dates: ${ruleDate(MIN_DATE)} up to ${ruleDate(MAX_DATE)} (isDate)`, () => {
      const body = fn('isDate');
      bound('isDate', 'the first date', num(body, />= (\d+)/, 'isDate'), MIN_DATE, 'MIN_DATE');
      bound('isDate', 'the date after the last', num(body, /< (\d+)/, 'isDate'), MAX_DATE, 'MAX_DATE');
    });

    it('a bill split item by item (isBill: its keys and how many items; the rest only the app reads)', () => {
      const bill = fn('isBill');
      sameSet('isBill keys().hasOnly', hasOnlyLists(bill)[0] ?? [], [...BILL_KEYS], 'field of a bill (schema/bill.ts)');
      bound(
        'isBill',
        'items',
        num(bill, /b\.items\.size\(\) <= (\d+)/, 'isBill'),
        LIMITS.billItems,
        'LIMITS.billItems',
      );
    });

    it('transaction texts, tags, split lines and payers', () => {
      const tx = fn('isTransactionFields');
      const text = (f: string) => num(tx, new RegExp(`isText\\(d\\.${f}, (\\d+)\\)`), `isTransactionFields ${f}`);
      bound('isTransactionFields', 'description', text('description'), LIMITS.description, 'LIMITS.description');
      bound('isTransactionFields', 'category', text('category'), LIMITS.label, 'LIMITS.label');
      bound('isTransactionFields', 'comments', text('comments'), LIMITS.comments, 'LIMITS.comments');
      for (const f of ['settlementId', 'recursiveId'])
        bound('isTransactionFields', f, num(tx, new RegExp(`'${f}', ''\\), (\\d+)\\)`), f), LIMITS.id, 'LIMITS.id');
      const tags = fn('isTags');
      bound(
        'isTags',
        'tags per entry',
        num(tags, /isTextList\(list, (\d+),/, 'isTags'),
        LIMITS.tagsPerEntry,
        'LIMITS.tagsPerEntry',
      );
      bound('isTags', 'a tag', num(tags, /\{0,(\d+)\}/, 'isTags'), LIMITS.label, 'LIMITS.label');
      bound(
        'isSplitInfo',
        'split lines',
        num(fn('isSplitInfo'), /n <= (\d+)/, 'isSplitInfo'),
        LIMITS.splitLines,
        'LIMITS.splitLines',
      );
      const payers = fn('isPayers');
      bound(
        'isPayers',
        'the fewest payers',
        num(payers, /n >= (\d+)/, 'isPayers'),
        LIMITS.minPayers,
        'LIMITS.minPayers',
      );
      bound('isPayers', 'the most payers', num(payers, /n <= (\d+)/, 'isPayers'), LIMITS.maxPayers, 'LIMITS.maxPayers');
      const link = fn('isTripLink');
      bound('isTripLink', 'name', num(link, /isText\(link\.name, (\d+)\)/, 'isTripLink'), LIMITS.name, 'LIMITS.name');
      bound(
        'isTripLink',
        'category',
        num(link, /isText\(link\.category, (\d+)\)/, 'isTripLink'),
        LIMITS.label,
        'LIMITS.label',
      );
      const mark = fn('isReceiptMark');
      bound(
        'isReceiptMark',
        'parts',
        num(mark, /mark\.parts <= (\d+)/, 'isReceiptMark'),
        LIMITS.receiptParts,
        'LIMITS.receiptParts',
      );
    });

    it('recurring item texts', () => {
      const item = fn('isRecurringItem');
      bound(
        'isRecurringItem',
        'description',
        num(item, /isText\(d\.description, (\d+)\)/, 'isRecurringItem'),
        LIMITS.description,
        'LIMITS.description',
      );
      bound(
        'isRecurringItem',
        'category',
        num(item, /isText\(d\.category, (\d+)\)/, 'isRecurringItem'),
        LIMITS.label,
        'LIMITS.label',
      );
    });

    it('settings: label lists, split defaults and budgets', () => {
      const settings = fn('isSettings');
      for (const list of settings.matchAll(/isTextList\(d\.(\w+), (\d+), '\[\^\\\\n\]\{0,(\d+)\}/g)) {
        bound('isSettings', `${list[1]} (items)`, Number(list[2]), LIMITS.labelsPerList, 'LIMITS.labelsPerList');
        bound('isSettings', `${list[1]} (each)`, Number(list[3]), LIMITS.label, 'LIMITS.label');
      }
      const numbers = fn('isNumberMap');
      bound(
        'isNumberMap',
        'keys',
        num(numbers, /map\.size\(\) <= (\d+)/, 'isNumberMap'),
        LIMITS.splitDefaults,
        'LIMITS.splitDefaults',
      );
      const digits = num(numbers, /\[0-9\]\{1,(\d+)\}/, 'isNumberMap');
      bound('isNumberMap', 'a default (10^digits)', 10 ** digits, LIMITS.splitDefault, 'LIMITS.splitDefault');
      const budgets = fn('isBudgets');
      bound(
        'isBudgets',
        'budgets',
        num(budgets, /map\.size\(\) <= (\d+)/, 'isBudgets'),
        LIMITS.budgets,
        'LIMITS.budgets',
      );
      bound('isBudgets', 'a category', num(budgets, /\{1,(\d+)\}/, 'isBudgets'), LIMITS.label, 'LIMITS.label');
      bound('isBudgets', 'a limit', num(budgets, /\((\d+)\|/, 'isBudgets'), MAX_AMOUNT, 'MAX_AMOUNT');
    });

    it('ledger, member and profile', () => {
      const create = allow('match /ledgers/{ledgerId}', 'create');
      bound(
        'ledgers create',
        'name',
        num(create, /name\.size\(\) <= (\d+)/, 'ledgers create'),
        LIMITS.name,
        'LIMITS.name',
      );
      const update = fn('isLedgerUpdate');
      bound(
        'isLedgerUpdate',
        'name',
        num(update, /name\.size\(\) <= (\d+)/, 'isLedgerUpdate'),
        LIMITS.name,
        'LIMITS.name',
      );
      bound(
        'listStep',
        'admins/contributors',
        num(fn('listStep'), /after\.size\(\) <= (\d+)/, 'listStep'),
        LIMITS.people,
        'LIMITS.people',
      );
      bound(
        'isMember',
        'displayName',
        num(fn('isMember'), /isText\(d\.displayName, (\d+)\)/, 'isMember'),
        LIMITS.name,
        'LIMITS.name',
      );
      bound('isUpiId', 'a UPI ID', num(fn('isUpiId'), /size\(\) <= (\d+)/, 'isUpiId'), LIMITS.upiId, 'LIMITS.upiId');
      const profile = fn('isProfile');
      bound(
        'isProfile',
        'displayName',
        num(profile, /isText\(d\.displayName, (\d+)\)/, 'isProfile'),
        LIMITS.name,
        'LIMITS.name',
      );
      bound(
        'isProfile',
        'photoURL',
        num(profile, /isText\(d\.photoURL, (\d+)\)/, 'isProfile'),
        LIMITS.photoURL,
        'LIMITS.photoURL',
      );
      bound(
        'isProfile',
        'lastUsedLedgerId',
        num(profile, /isText\(d\.lastUsedLedgerId, (\d+)\)/, 'isProfile'),
        LIMITS.id,
        'LIMITS.id',
      );
    });

    it('activity entry', () => {
      const log = fn('isActivity');
      bound(
        'isActivity',
        'changes',
        num(log, /n <= (\d+)/, 'isActivity'),
        ACTIVITY_LIMITS.changes,
        'ACTIVITY_LIMITS.changes',
      );
      bound(
        'isActivity',
        'byName',
        num(log, /isText\(d\.byName, (\d+)\)/, 'isActivity'),
        ACTIVITY_ENTRY_LIMITS.byName,
        'ACTIVITY_ENTRY_LIMITS.byName',
      );
      bound(
        'isActivity',
        'title',
        num(log, /isText\(d\.title, (\d+)\)/, 'isActivity'),
        ACTIVITY_ENTRY_LIMITS.title,
        'ACTIVITY_ENTRY_LIMITS.title',
      );
      bound('isActivity', 'about', num(log, /d\.about\.size\(\) <= (\d+)/, 'isActivity'), LIMITS.id, 'LIMITS.id');
      bound('isActivity', 'subject', num(log, /d\.subject\.size\(\) <= (\d+)/, 'isActivity'), LIMITS.id, 'LIMITS.id');
      bound(
        'isActivity',
        'text',
        num(log, /isText\(d\.text, (\d+)\)/, 'isActivity'),
        ACTIVITY_LIMITS.text,
        'ACTIVITY_LIMITS.text',
      );
      bound(
        'isActivity',
        'settledIds',
        num(log, /isIdList\(d\.settledIds, (\d+)\)/, 'isActivity'),
        ACTIVITY_LIMITS.settledIds,
        'ACTIVITY_LIMITS.settledIds',
      );
      bound(
        'isActivityChange',
        'a change',
        num(fn('isActivityChange'), /\.size\(\) <= (\d+)/, 'isActivityChange'),
        ACTIVITY_ENTRY_LIMITS.change,
        'ACTIVITY_ENTRY_LIMITS.change',
      );
      // isChanges checks each change one by one, so it must reach exactly as far as the bound.
      const checked = [...fn('isChanges').matchAll(/isActivityChange\(c\[(\d+)\]\)/g)].map((m) => Number(m[1]));
      bound(
        'isChanges',
        'changes checked',
        Math.max(...checked) + 1,
        ACTIVITY_LIMITS.changes,
        'ACTIVITY_LIMITS.changes',
      );
    });

    it('receipt', () => {
      const receipt = fn('isReceipt');
      bound('isReceipt', 'about', num(receipt, /d\.about\.size\(\) <= (\d+)/, 'isReceipt'), LIMITS.id, 'LIMITS.id');
      bound(
        'isReceipt',
        'name',
        num(receipt, /isText\(d\.name, (\d+)\)/, 'isReceipt'),
        LIMITS.receiptName,
        'LIMITS.receiptName',
      );
      bound(
        'isReceipt',
        'bytes',
        num(receipt, /d\.bytes <= (\d+)/, 'isReceipt'),
        MAX_RECEIPT_BYTES,
        'MAX_RECEIPT_BYTES',
      );
      bound(
        'isReceipt',
        'parts',
        num(receipt, /d\.parts <= (\d+)/, 'isReceipt'),
        LIMITS.receiptParts,
        'LIMITS.receiptParts',
      );
      bound(
        'isReceipt',
        'thumb',
        num(receipt, /d\.thumb\.size\(\) <= (\d+)/, 'isReceipt'),
        LIMITS.thumb,
        'LIMITS.thumb',
      );
      const part = allow('match /parts/{part}', 'create, update');
      bound(
        'parts',
        'a part',
        num(part, /data\.data\.size\(\) <= (\d+)/, 'parts'),
        LIMITS.receiptPartChars,
        'LIMITS.receiptPartChars',
      );
      bound('parts', 'part numbers', num(part, /\[0-(\d)\]/, 'parts') + 1, LIMITS.receiptParts, 'LIMITS.receiptParts');
    });

    it('invite and join', () => {
      const names = fn('isNames');
      bound(
        'isNames',
        'names',
        num(names, /isTextList\(list, (\d+),/, 'isNames'),
        LIMITS.inviteNames,
        'LIMITS.inviteNames',
      );
      bound('isNames', 'a name', num(names, /\{1,(\d+)\}/, 'isNames'), LIMITS.name, 'LIMITS.name');
      bound(
        'isSnapshot',
        'ledgerName',
        num(fn('isSnapshot'), /isText\(d\.ledgerName, (\d+)\)/, 'isSnapshot'),
        LIMITS.name,
        'LIMITS.name',
      );
      bound(
        'isInvite',
        'byName',
        num(fn('isInvite'), /isText\(d\.byName, (\d+)\)/, 'isInvite'),
        LIMITS.name,
        'LIMITS.name',
      );
      bound(
        'isJoinDoc',
        'displayName',
        num(fn('isJoinDoc'), /isText\(d\.displayName, (\d+)\)/, 'isJoinDoc'),
        LIMITS.name,
        'LIMITS.name',
      );
    });
  });

  it('the reader itself: a changed list is caught, with the rule and the field named', () => {
    const changed = fn('isTransactionFields').replace("'restoredBy'", "'restoredBy', 'note3'");
    expect(() => keysAgree('isTransactionFields', hasOnlyLists(changed)[0], TRANSACTION, 'a transaction')).toThrow(
      /isTransactionFields keys\(\)\.hasOnly lists 'note3'/,
    );
    expect(() => fn('noSuchRule')).toThrow(/no function noSuchRule/);
  });
});
