// Transactions as RFC 4180 CSV that opens correctly in spreadsheets: UTF-8 with BOM, CRLF, quoted fields,
// and cells that a spreadsheet would run as a formula defused.
import { formatISO } from 'date-fns';
import { nameLookup } from '../member-names';
import type { Member, Transaction } from '../types';

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * OWASP's CSV-injection guard: a text cell starting with = + - @ (or tab / CR, which some spreadsheets
 * skip before such a character) gets a leading single quote. Numbers are written as numbers and never
 * pass through here, so an amount like -250 stays a number.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: quote a field holding a comma, quote, CR or LF, and double its quotes. */
export function quoteField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

const textCell = (text: string) => quoteField(defuseFormula(text));
const numberCell = (n: number) => (Number.isFinite(n) ? String(n) : '');

const CSV_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Type',
  'Category',
  'Tags',
  'Paid by',
  'Payment mode',
  'Comments',
  'Split method',
];

/**
 * Added after the split columns, so a reader of older exports finds every earlier column where it was.
 * Payers: 'Asha: 600; Ravi: 400' when several paid, else empty (Paid by says who). The original amount,
 * its currency and the rate are filled only for an entry paid in another currency.
 */
const EXTRA_COLUMNS = ['Payers', 'Original amount', 'Original currency', 'Exchange rate'];

/** One column per member for their part of each split; people named only in old splits still get one. */
function splitPeople(transactions: Transaction[], members: Member[]): { id: string; name: string }[] {
  const people = members.map((m) => ({ id: m.userId, name: m.displayName }));
  for (const t of transactions) {
    for (const d of t.splitInfo?.details ?? []) {
      if (!people.some((p) => p.id === d.userId)) people.push({ id: d.userId, name: d.userId });
    }
  }
  return people;
}

/** Newest first, as on screen. Dates are ISO 8601 with the device's offset, so the day never shifts. */
export function transactionsCsv(transactions: Transaction[], members: Member[]): string {
  const nameOf = nameLookup(members);
  const people = splitPeople(transactions, members);
  const header = [...CSV_COLUMNS, ...people.map((p) => `Split: ${p.name}`), ...EXTRA_COLUMNS].map(textCell);
  const rows = [...transactions]
    .sort((a, b) => b.date - a.date)
    .map((t) => {
      const parts = new Map((t.splitInfo?.details ?? []).map((d) => [d.userId, d.amount]));
      return [
        textCell(formatISO(t.date)),
        textCell(t.description),
        numberCell(t.amount),
        textCell(t.type),
        textCell(t.category),
        textCell(t.tags.join(', ')),
        textCell(nameOf(t.from)),
        textCell(t.paymentMode),
        textCell(t.comments),
        textCell(t.splitInfo?.method ?? ''),
        ...people.map((p) => (parts.has(p.id) ? numberCell(parts.get(p.id) ?? 0) : '')),
        textCell((t.payers ?? []).map((p) => `${nameOf(p.userId)}: ${p.amount}`).join('; ')),
        t.originalAmount === undefined ? '' : numberCell(t.originalAmount),
        textCell(t.originalCurrency ?? ''),
        t.exchangeRate === undefined ? '' : numberCell(t.exchangeRate),
      ];
    });
  return BOM + [header, ...rows].map((cells) => cells.join(',')).join(CRLF) + CRLF;
}
