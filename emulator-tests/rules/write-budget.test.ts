// Every write the app makes fits the rules' expression budget, at every realistic size.
//
// Rules stop at 1,000 evaluated expressions per request and then refuse the write ("the maximum of 1000
// expressions has been reached"), so an expense can pass every shape check and still be refused for its
// size. This file replays the app's own writes through LedgerRepository and FirestoreDocumentStore over a
// grid: 1–100 split lines × 1–50 payers, in the ledger's currency or another, with or without a receipt,
// by a member and by an admin, each added, edited (one field, and every field the form can change),
// deleted and restored. Every cell must be allowed.
//
// The rules are loaded with a margin added (see MARGIN).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { waitForPendingWrites } from 'firebase/firestore';
import { decodeEntries } from '../../src/data/repo/activity';
import { LedgerRepository } from '../../src/data/repo/ledger-repository';
import { paths } from '../../src/data/repo/paths';
import type { PreparedReceipt } from '../../src/domain/receipt-parts';
import { billLines, billTotals, type Bill } from '../../src/domain/bill';
import { fromMilli } from '../../src/domain/money';
import { LIMITS } from '../../src/domain/schema/limits';
import { computeSplit } from '../../src/domain/splits';
import { buildExpense, buildSplitExpense } from '../../src/domain/transaction-documents';
import type { Ledger, Payer, Transaction } from '../../src/domain/types';
import { adam, appClient, ledgerDoc, mona, NOW, olive, setupRulesEnv, tara, type AppClient } from './fixtures';

/**
 * The margin: every write the app makes logs exactly one activity entry, so comparisons that always hold,
 * added to the entry's check, make every request that much costlier. Allowed with them, every cell is
 * allowed without them with at least that much to spare. (The emulator does not report a request's
 * expression count; this is how the margin is measured instead. Measured on these rules: the costliest add,
 * a member's 100-line, 50-payer expense in euros with a receipt, passes with 120 and fails with 150; the
 * costliest edit, a member changing every field (14 log lines), passes with 50 and fails with 100.)
 */
const MARGIN = 50;
const ANCHOR = '        && isDate(d.at) && d.at <= request.time.toMillis() + 24 * 60 * 60 * 1000\n';

function withMargin(rules: string): string {
  if (!rules.includes(ANCHOR)) throw new Error('isActivity changed: move the margin anchor with it');
  const spare = Array.from({ length: MARGIN / 50 }, () => 'spare(d)').join(' && ');
  const check = Array.from({ length: 50 }, () => "d.by != '#'").join(' && ');
  return rules
    .replace(ANCHOR, `${ANCHOR}        && ${spare}\n`)
    .replace(
      '    function isActivity(d) {',
      `    function spare(d) {\n      return ${check};\n    }\n\n    function isActivity(d) {`,
    );
}

setupRulesEnv('write-budget', { rules: withMargin(readFileSync('firestore.rules', 'utf8')) });

/** Runs one app write and waits for the server's answer; throws the server's reason if it refused. */
async function write(c: AppClient, what: string, run: () => Promise<unknown>): Promise<void> {
  await run();
  await waitForPendingWrites(c.db);
  if (c.rejected.length) throw new Error(`${what}: ${c.rejected.splice(0).join('; ')}`);
}

/** Runs every cell, so one run names all the refused ones, then demands there were none. */
async function everyCell(cells: (() => Promise<void>)[]): Promise<void> {
  const refused: string[] = [];
  for (const cell of cells) await cell().catch((error: unknown) => refused.push(String(error)));
  expect(refused).toEqual([]);
}

const people = (n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? tara.uid : `Person ${String(i).padStart(2, '0')}`));

/** A receipt as the app prepares one: a photo in two parts and a thumbnail at the size the app makes. */
const RECEIPT: PreparedReceipt = {
  type: 'image/webp',
  name: 'Bill from the houseboat, with a long file name to be sure.webp',
  bytes: 900_000,
  data: 'A'.repeat(1_200_000),
  thumb: `data:image/webp;base64,${'B'.repeat(12_000)}`,
};

interface Cell {
  lines: number;
  payers: number;
  foreign: boolean;
  receipt: boolean;
  /** Split item by item: a bill of the most items, each charge set, beside its Custom lines. */
  bill?: boolean;
}

/** The largest bill the form saves: LIMITS.billItems items, the first and last had by all `n` people. */
function largestBill(n: number): Bill {
  const everyone = Array.from({ length: n }, (_, i) => i);
  const items = Array.from({ length: LIMITS.billItems }, (_, i) => ({
    name: `Item ${i} with a long enough name to be realistic`.slice(0, LIMITS.itemName),
    price: 99.5 + i,
    quantity: 1 + (i % LIMITS.itemQuantity),
    people: i === 0 || i === LIMITS.billItems - 1 ? everyone : [i % n],
  }));
  return { items, cgst: 2.5, sgst: 2.5, service: 10, tipPercent: 5, discount: 100, other: 75, equally: ['other'] };
}

/** A trip expense as the split form builds it: `n` people share it equally, `p` of them paid. */
function tripExpense(cell: Cell, owner: string): Omit<Transaction, 'id'> {
  const { lines, payers, foreign } = cell;
  const everyone = people(Math.max(lines, payers));
  const amount = cell.bill ? fromMilli(billTotals(largestBill(lines)).total) : 7000 + lines + payers / 100;
  const paid: Payer[] | undefined =
    payers >= 2
      ? everyone.slice(0, payers).map((userId, i) => ({
          userId,
          amount:
            i === 0
              ? Math.round((amount - (payers - 1) * (amount / payers / 2)) * 100) / 100
              : Math.round((amount / payers / 2) * 100) / 100,
        }))
      : undefined;
  const from = paid ? (paid[0] as Payer).userId : (everyone[0] as string);
  const bill = cell.bill ? largestBill(lines) : undefined;
  const split = bill
    ? billLines(bill, everyone.slice(0, lines), amount, from)
    : computeSplit({
        method: 'Equal',
        amount,
        payer: from,
        inputs: everyone.slice(0, lines).map((userId) => ({ userId, split: 1 })),
      });
  return buildSplitExpense(
    {
      description: `Houseboat ${lines}×${payers}`,
      amount,
      category: 'Stay',
      tags: ['Kerala', 'Trip'],
      date: NOW,
      comments: 'Two nights on the backwaters, breakfast included',
      from,
      paymentMode: 'UPI',
      ...(paid ? { payers: paid } : {}),
      ...(foreign
        ? {
            foreign: {
              originalAmount: Math.round((amount / 90.125) * 100) / 100,
              originalCurrency: 'EUR',
              exchangeRate: 90.125,
            },
          }
        : {}),
      method: 'Equal',
      lines: split,
      ...(bill ? { bill } : {}),
    },
    { owner, now: NOW },
  ) as Omit<Transaction, 'id'>;
}

function repo(c: AppClient, ledger: Ledger): LedgerRepository {
  return new LedgerRepository(c.docs, ledger, c.user, () => NOW + 1000);
}

async function deletedEntry(c: AppClient, ledgerId: string, subject: string) {
  const found = decodeEntries(await c.docs.query(paths.activity(ledgerId)));
  const entry = found.find((e) => e.kind === 'deleted' && e.subject === subject);
  if (!entry) throw new Error(`no deletion logged for ${subject}`);
  return entry;
}

/** Adds, edits (one field, then every field), deletes and restores one expense of this size. */
async function lifecycle(
  by: AppClient,
  restorer: AppClient,
  ledger: Ledger,
  cell: Cell,
  expense: Omit<Transaction, 'id'>,
) {
  const name = `${by.user.uid}: ${cell.lines} lines × ${cell.payers} payers${cell.foreign ? ', EUR' : ''}${cell.receipt ? ', receipt' : ''}`;
  const mine = repo(by, ledger);
  let id = '';
  await write(by, `${name}, add`, async () => {
    id = await mine.saveTransaction(expense, cell.receipt ? RECEIPT : undefined);
  });
  const saved = (await mine.getTransaction(id)) as Transaction;
  await write(by, `${name}, edit description`, () =>
    mine.editTransaction(saved, { ...saved, description: 'Houseboat, 2 nights' }),
  );
  const edited = (await mine.getTransaction(id)) as Transaction;
  // Every field the form can change at once: the log entry carries the most changes the app writes.
  const everything = {
    ...edited,
    description: 'Houseboat and dinner',
    amount: edited.amount + 1,
    category: 'Food',
    tags: ['Kerala'],
    date: NOW - 86_400_000,
    comments: 'Changed',
    paymentMode: 'Cash' as const,
    splitInfo: edited.splitInfo
      ? {
          ...edited.splitInfo,
          details: edited.splitInfo.details.map((l, i) => (i === 0 ? { ...l, amount: l.amount + 1 } : l)),
        }
      : undefined,
    ...(edited.payers ? { payers: edited.payers.map((p, i) => (i === 0 ? { ...p, amount: p.amount + 1 } : p)) } : {}),
    ...(edited.originalAmount ? { originalAmount: edited.originalAmount + 1, exchangeRate: 91 } : {}),
    ...(edited.bill ? { bill: { ...edited.bill, service: 12.5 } } : {}),
  };
  await write(by, `${name}, edit everything`, () => mine.editTransaction(edited, everything));
  const final = (await mine.getTransaction(id)) as Transaction;
  await write(by, `${name}, delete`, () => mine.deleteTransaction(final));
  const entry = await deletedEntry(restorer, ledger.id, id);
  await write(restorer, `${name}, restored by ${restorer.user.uid}`, () => repo(restorer, ledger).restore(entry));
}

const LINES = [1, 2, 7, 10, 100];
const PAYERS = [1, 2, 3, 7, 50];

describe('the app’s trip writes fit the rules’ budget', () => {
  const trip: Ledger = { id: 't1', ...ledgerDoc('onetime') };
  for (const foreign of [false, true])
    for (const receipt of [false, true])
      it(`every size${foreign ? ', in euros' : ''}${receipt ? ', with a receipt' : ''}, by a member and by an admin`, async () => {
        const member = appClient(tara);
        const admin = appClient(adam);
        const owner = appClient(olive);
        const cells = LINES.flatMap((lines) => PAYERS.map((payers) => ({ lines, payers, foreign, receipt })));
        await everyCell(
          cells.flatMap((cell) => [
            // A member's own expense, restored by an admin (someone else's entry: restoredBy).
            () => lifecycle(member, admin, trip, cell, tripExpense(cell, tara.uid)),
            // An admin's, restored by the owner.
            () => lifecycle(admin, owner, trip, cell, tripExpense(cell, adam.uid)),
          ]),
        );
        // 250 writes, each waiting for the server's answer: about 20 s on a busy 2-core machine.
      }, 180_000);
});

describe('the app’s bills split item by item fit the rules’ budget', () => {
  const trip: Ledger = { id: 't1', ...ledgerDoc('onetime') };
  it('the largest bill, at every size of split and payers, in euros with a receipt', async () => {
    const member = appClient(tara);
    const admin = appClient(adam);
    const cells = [1, 7, 100].flatMap((lines) =>
      [1, 50].map((payers) => ({ lines, payers, foreign: true, receipt: true, bill: true })),
    );
    await everyCell(cells.map((cell) => () => lifecycle(member, admin, trip, cell, tripExpense(cell, tara.uid))));
  }, 120_000);
});

describe('the app’s monthly writes fit the rules’ budget', () => {
  const household: Ledger = { id: 'm1', ...ledgerDoc('monthly') };
  for (const foreign of [false, true])
    for (const receipt of [false, true])
      it(`a member's and an admin's expense${foreign ? ', in euros' : ''}${receipt ? ', with a receipt' : ''}`, async () => {
        const pairs = [
          [appClient(mona), appClient(adam)],
          [appClient(adam), appClient(olive)],
        ] as const;
        await everyCell(
          pairs.map(([person, restorer]) => async () => {
            const expense = buildExpense(
              {
                description: 'Groceries for the week',
                amount: 2450.5,
                category: 'Food',
                tags: ['Family'],
                date: NOW,
                comments: 'Big basket',
                from: person.user.uid,
                paymentMode: 'UPI',
                ...(foreign
                  ? { foreign: { originalAmount: 27.19, originalCurrency: 'EUR', exchangeRate: 90.125 } }
                  : {}),
              },
              { owner: person.user.uid, now: NOW },
            ) as Omit<Transaction, 'id'>;
            await lifecycle(person, restorer, household, { lines: 0, payers: 1, foreign, receipt }, expense);
          }),
        );
      });
});
