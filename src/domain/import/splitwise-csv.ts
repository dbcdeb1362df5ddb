// Reads a Splitwise "Export as spreadsheet" CSV: one column per person holding their net for each row
// (paid − share), a "Total balance" footer per currency. Columns are read by position, since the header
// is localised (Datum,Beschreibung,Kategorie,Kosten,Währung,…). The footer is a checksum: the file is
// refused unless every person's rows add up to it exactly.
import type { SkippedRow } from './imported-ledger';
import { moneyText, parseMilli } from './splitwise-amounts';

/** A file that cannot be imported; the message is a sentence for the user, naming the line when there is one. */
export class SplitwiseImportError extends Error {
  readonly line: number | null;
  constructor(message: string, line: number | null = null) {
    super(message);
    this.name = 'SplitwiseImportError';
    this.line = line;
  }
}

export type SplitwiseRowKind = 'expense' | 'payment';

/** One expense or payment. Amounts are whole thousandths of the row's currency. */
export interface SplitwiseRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  /** Local midnight of the row's day, epoch ms. */
  date: number;
  description: string;
  category: string;
  currency: string;
  /** Always ≥ 0: the sign Splitwise gives a refund's cost is dropped. */
  cost: number;
  /** Each person's net for the row, in the order of `SplitwiseFile.members`; > 0 gets money back. */
  nets: number[];
  kind: SplitwiseRowKind;
}

export interface SplitwiseFile {
  /** Display names, unique: ' (removed)' taken off, repeats numbered ('Asha', 'Asha (2)'). */
  members: string[];
  rows: SplitwiseRow[];
  /** Rows left out, with why. */
  skipped: SkippedRow[];
  /** The "Total balance" footer per currency: each person's total, in thousandths. */
  totals: Record<string, number[]>;
  /** Every currency rows use, in the order first seen. */
  currencies: string[];
  /** The currency of most expenses and payments, left out ones too (ties: the first seen); the ledger's. */
  ledgerCurrency: string;
}

const FIXED_COLUMNS = 5;
const [DATE, DESCRIPTION, CATEGORY, COST, CURRENCY] = [0, 1, 2, 3, 4] as const;

/** Splitwise's "Payment" category as its exports spell it in the languages it offers. */
const PAYMENT_CATEGORIES = new Set(['payment', 'zahlung', 'paiement', 'pago', 'pagamento', 'betaling', 'platba']);
const FOOTER_DESCRIPTIONS = new Set(['total balance', 'gesamtsaldo', 'solde total', 'saldo total', 'totaal saldo']);
const SETTLE_ALL = 'settle all balances';
const REMOVED_SUFFIX = ' (removed)';

interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF. Each
 * record keeps the line it starts on, so messages can name it.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line += 1;
        cell += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      endRecord();
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      start = line;
    } else {
      cell += c;
    }
    i += 1;
  }
  if (quoted) throw new SplitwiseImportError(`Line ${quoteLine}: a quoted field is never closed.`, quoteLine);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** The header: the first line with the five fixed columns (none of them a number) and at least one person. */
function isHeader(cells: string[]): boolean {
  const names = trimTrailingBlanks(cells.slice(FIXED_COLUMNS));
  if (names.length === 0) return false;
  const fixed = cells.slice(0, FIXED_COLUMNS);
  return fixed.every((c) => c.trim() !== '' && parseMilli(c) === null) && names.every((n) => n.trim() !== '');
}

function trimTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1]!.trim() === '') end -= 1;
  return cells.slice(0, end);
}

/** Display names: ' (removed)' dropped (they stay members), a repeated name numbered from 2. */
function memberNames(raw: string[]): string[] {
  const taken = new Set<string>();
  return raw.map((cell) => {
    let base = cell.trim();
    if (base.endsWith(REMOVED_SUFFIX) && base.length > REMOVED_SUFFIX.length) {
      base = base.slice(0, -REMOVED_SUFFIX.length).trim();
    }
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base} (${n})`;
    taken.add(name);
    return name;
  });
}

function amountAt(text: string, line: number, { blankIsZero }: { blankIsZero: boolean }): number {
  if (blankIsZero && text.trim() === '') return 0;
  const milli = parseMilli(text);
  if (milli === null)
    throw new SplitwiseImportError(`Line ${line}: the amount "${text.trim()}" is not a number.`, line);
  return milli;
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function dateAt(text: string, line: number): number {
  const match = DATE_TEXT.exec(text.trim());
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(year, month - 1, day);
  if (!match || date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    throw new SplitwiseImportError(`Line ${line}: the date "${text.trim()}" is not a date like 2024-03-15.`, line);
  }
  return date.getTime();
}

function currencyAt(text: string, line: number): string {
  const code = text.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    throw new SplitwiseImportError(`Line ${line}: the currency "${text.trim()}" is not a currency code.`, line);
  }
  return code;
}

/**
 * Footers have no cost, and say "Total balance" (or the export's language's words for it) or have no
 * category either; their first cell is empty or the export's date. An expense may be called "Total balance".
 */
function isFooter(cells: string[]): boolean {
  if ((cells[COST] ?? '').trim() !== '') return false;
  const description = (cells[DESCRIPTION] ?? '').trim().toLowerCase();
  return FOOTER_DESCRIPTIONS.has(description) || (cells[CATEGORY] ?? '').trim() === '';
}

interface Footer {
  line: number;
  currency: string;
  nets: number[];
}

/**
 * Reads and checks a Splitwise export. Throws SplitwiseImportError, naming the line, for anything that
 * is not a Splitwise export, a row whose nets do not add up to 0 or do not fit its cost, and a file
 * whose rows do not add up to its "Total balance" lines.
 */
export function parseSplitwiseCsv(text: string): SplitwiseFile {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new SplitwiseImportError('The file is empty.');
  const records = readCsvRecords(body);
  const headerAt = records.findIndex((r) => isHeader(r.cells));
  if (headerAt < 0) {
    throw new SplitwiseImportError(
      'This is not a Splitwise export: no line has the columns Date, Description, Category, Cost, Currency and one per person.',
    );
  }
  const header = records[headerAt]!;
  const members = memberNames(trimTrailingBlanks(header.cells.slice(FIXED_COLUMNS)));
  const width = FIXED_COLUMNS + members.length;

  const rows: SplitwiseRow[] = [];
  const skipped: SkippedRow[] = [];
  const footers: Footer[] = [];
  /** The currency of every expense and payment, left out or not. */
  const seen: string[] = [];
  for (const { line, cells } of records.slice(headerAt + 1)) {
    if (isBlank(cells)) continue;
    if (cells.length < width || cells.slice(width).some((c) => c.trim() !== '')) {
      const found = cells.length < width ? cells.length : trimTrailingBlanks(cells).length;
      throw new SplitwiseImportError(`Line ${line}: expected ${width} columns, found ${found}.`, line);
    }
    const nets = cells.slice(FIXED_COLUMNS, width).map((c) => amountAt(c, line, { blankIsZero: true }));
    if (isFooter(cells)) {
      const code = (cells[CURRENCY] ?? '').trim();
      footers.push({ line, currency: code === '' ? '' : currencyAt(code, line), nets });
      continue;
    }
    const description = (cells[DESCRIPTION] ?? '').trim();
    const category = (cells[CATEGORY] ?? '').trim();
    const row: SplitwiseRow = {
      line,
      date: dateAt(cells[DATE] ?? '', line),
      description,
      category,
      currency: currencyAt(cells[CURRENCY] ?? '', line),
      cost: Math.abs(amountAt(cells[COST] ?? '', line, { blankIsZero: false })),
      nets,
      kind: PAYMENT_CATEGORIES.has(category.toLowerCase()) ? 'payment' : 'expense',
    };
    seen.push(row.currency);
    checkRow(row);
    const settleAll = description.toLowerCase() === SETTLE_ALL;
    if (nets.every((n) => n === 0)) {
      // Nothing moves between people: a "Settle all balances" marker, or something one person paid for themselves.
      skipped.push({ line, reason: settleAll ? 'Settle all balances' : "No one's balance changes" });
      continue;
    }
    // A "Settle all balances" row that moves money is the payment itself: dropping it would break the totals.
    if (settleAll) row.kind = 'payment';
    checkFits(row);
    rows.push(row);
  }

  const currencies = [...new Set(rows.map((r) => r.currency))];
  if (seen.length === 0) throw new SplitwiseImportError('The file has no expenses or payments to import.');
  const totals = footerTotals(footers, currencies);
  checkTotals(rows, members, totals, currencies);
  return { members, rows, skipped, totals, currencies, ledgerCurrency: mostUsedCurrency(seen) };
}

/** The nets of a row must add up to exactly 0 in thousandths; the export rounds each share to whole coins. */
function checkRow(row: SplitwiseRow): void {
  const sum = row.nets.reduce((s, n) => s + n, 0);
  if (sum !== 0) {
    throw new SplitwiseImportError(
      `Line ${row.line}: the people's amounts add up to ${moneyText(sum, row.currency)} instead of 0.`,
      row.line,
    );
  }
}

/** What the payers get back cannot pass the cost; a payment is exactly one person paying one other the cost. */
function checkFits(row: SplitwiseRow): void {
  const back = row.nets.filter((n) => n > 0).reduce((s, n) => s + n, 0);
  if (row.kind === 'payment') {
    const payers = row.nets.filter((n) => n > 0).length;
    const receivers = row.nets.filter((n) => n < 0).length;
    if (payers !== 1 || receivers !== 1) {
      throw new SplitwiseImportError(`Line ${row.line}: a payment must be from one person to one other.`, row.line);
    }
    if (back !== row.cost) {
      throw new SplitwiseImportError(
        `Line ${row.line}: the payment of ${moneyText(back, row.currency)} does not match its cost of ${moneyText(row.cost, row.currency)}.`,
        row.line,
      );
    }
    return;
  }
  if (back > row.cost) {
    throw new SplitwiseImportError(
      `Line ${row.line}: the people who paid get back ${moneyText(back, row.currency)}, more than the cost of ${moneyText(row.cost, row.currency)}.`,
      row.line,
    );
  }
}

/** One footer per currency; a footer without a currency belongs to the file's only currency. */
function footerTotals(footers: Footer[], currencies: string[]): Record<string, number[]> {
  const totals: Record<string, number[]> = {};
  for (const footer of footers) {
    let code = footer.currency;
    if (code === '') {
      if (currencies.length !== 1) {
        throw new SplitwiseImportError(`Line ${footer.line}: the "Total balance" line names no currency.`, footer.line);
      }
      code = currencies[0]!;
    }
    if (totals[code]) {
      throw new SplitwiseImportError(
        `Line ${footer.line}: there is a second "Total balance" line for ${code}.`,
        footer.line,
      );
    }
    totals[code] = footer.nets;
  }
  for (const code of currencies) {
    if (!totals[code]) {
      throw new SplitwiseImportError(
        `The file has no "Total balance" line for ${code}, so its balances cannot be checked.`,
      );
    }
  }
  return totals;
}

/** Each person's nets over a currency's rows must equal that currency's footer exactly. */
function checkTotals(
  rows: SplitwiseRow[],
  members: string[],
  totals: Record<string, number[]>,
  currencies: string[],
): void {
  for (const code of [...currencies, ...Object.keys(totals).filter((c) => !currencies.includes(c))]) {
    const sums = members.map(() => 0);
    for (const row of rows) if (row.currency === code) row.nets.forEach((n, i) => (sums[i]! += n));
    const footer = totals[code]!;
    members.forEach((name, i) => {
      if (sums[i] !== footer[i]) {
        throw new SplitwiseImportError(
          `The file does not add up: its "Total balance" for ${code} gives ${name} ${moneyText(footer[i]!, code)}, but ${name}'s rows add up to ${moneyText(sums[i]!, code)}.`,
        );
      }
    });
  }
}

function mostUsedCurrency(seen: string[]): string {
  const counts = new Map<string, number>();
  for (const code of seen) counts.set(code, (counts.get(code) ?? 0) + 1);
  let best = '';
  let most = 0;
  // Map keeps first-seen order, so a tie goes to the currency seen first.
  for (const [code, count] of counts) if (count > most) [best, most] = [code, count];
  return best;
}

/** Currencies other than the ledger's, first seen first: the user gives a rate for each before building. */
export function splitwiseCurrenciesNeedingRates(file: SplitwiseFile): string[] {
  return file.currencies.filter((c) => c !== file.ledgerCurrency);
}
