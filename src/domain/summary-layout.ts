// The Share summary image's layout: where each text goes, in which lines and at which size, computed from
// the summary and a measureText passed in. Pure, so it is tested with a fake measurer; the canvas drawing
// (features/onetime/summary-image.ts) only paints what this returns.
import { PRODUCT_NAME } from './defaults';
import { SETTLED_UP, SPENT_AND_PAID, TOTAL_EXPENSES, WHO_PAYS_WHOM, type SummaryTexts } from './summary-texts';

/** The width in pixels of `text` drawn in `font` (a CSS font, as canvas takes it). */
export type Measure = (text: string, font: string) => number;

export type Tone = 'text' | 'muted' | 'owes';

/** One line of text: drawn within [x, x + width], vertically centred in [y, y + height]. */
export interface TextBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  font: string;
  size: number;
  align: 'left' | 'right';
  tone: Tone;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SummaryLayout {
  width: number;
  height: number;
  texts: TextBox[];
  /** The total's card. */
  panels: Rect[];
  /** Hairlines between rows (height 2). */
  rules: Rect[];
}

/** A phone's share-sheet width: at 3 device pixels per CSS pixel, 40 px text reads as 13 px. */
export const IMAGE_WIDTH = 1080;
export const PADDING = 64;
const INNER = IMAGE_WIDTH - 2 * PADDING;
const GAP = 40;
const LINE_HEIGHT = 1.3;
const BODY = 40;
/** The smallest any text gets: a crore amount in a narrow column still reads at 11 CSS pixels. */
export const MIN_SIZE = 32;
const FAMILY = 'system-ui, "Noto Sans", "DejaVu Sans", sans-serif';
const ELLIPSIS = '…';

export const fontOf = (size: number, weight: number): string => `${weight} ${size}px ${FAMILY}`;
const lineHeight = (size: number) => Math.round(size * LINE_HEIGHT);

/** The longest start of `text` that fits with '…' after it. */
function ellipsize(text: string, width: number, font: string, measure: Measure): string {
  if (measure(text, font) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && measure(`${chars.join('').trimEnd()}${ELLIPSIS}`, font) > width) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/** Splits a word wider than the line into pieces that fit (a long name with no spaces). */
function breakWord(word: string, width: number, font: string, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of Array.from(word)) {
    if (piece && measure(piece + ch, font) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Lines of at most `width`, broken at spaces; past `maxLines` the last line ends in '…'. */
export function wrapText(text: string, width: number, font: string, measure: Measure, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined, font) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(word, width, font, measure);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line || lines.length === 0) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]} ${lines[maxLines]}`, width, font, measure);
  return kept;
}

/** The largest of `sizes` at which `text` fits in `maxLines`; else the smallest, cut with '…'. */
function fitWrapped(text: string, sizes: number[], weight: number, width: number, maxLines: number, m: Measure) {
  for (const size of sizes) {
    const lines = wrapText(text, width, fontOf(size, weight), m, Infinity);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: wrapText(text, width, fontOf(size, weight), m, maxLines) };
}

/** The largest size from `size` down to MIN_SIZE at which every one of `texts` fits `width`. */
function fitColumn(texts: string[], size: number, weight: number, width: number, measure: Measure): number {
  for (let s = size; s > MIN_SIZE; s -= 2) {
    if (texts.every((t) => measure(t, fontOf(s, weight)) <= width)) return s;
  }
  return MIN_SIZE;
}

/**
 * A figure column's width: its widest text. Never less, so no figure is ever cut; fitColumn has already
 * shrunk them to the column's share of the width where a smallest readable size allows.
 */
function columnWidth(texts: string[], font: string, measure: Measure): number {
  return Math.ceil(Math.max(0, ...texts.map((t) => measure(t, font))));
}

type Align = TextBox['align'];

export function layoutSummary(s: SummaryTexts, measure: Measure): SummaryLayout {
  const texts: TextBox[] = [];
  const panels: Rect[] = [];
  const rules: Rect[] = [];
  const at = { y: PADDING };

  /** Lines stacked from `at.y` in a box `width` wide at `x`; moves `at.y` below them. */
  const put = (lines: string[], x: number, width: number, size: number, weight: number, tone: Tone, align: Align) => {
    const height = lineHeight(size);
    for (const text of lines) {
      texts.push({ text, x, y: at.y, width, height, font: fontOf(size, weight), size, align, tone });
      at.y += height;
    }
  };
  /** One line, cut with '…' if it must be (a figure never is: its column and size are made to fit it). */
  const cell = (text: string, x: number, width: number, size: number, weight: number, tone: Tone, align: Align) =>
    put([ellipsize(text, width, fontOf(size, weight), measure)], x, width, size, weight, tone, align);
  /** Cells side by side from the same top; `at.y` ends below the tallest. */
  const side = (cells: (() => void)[]) => {
    const top = at.y;
    let bottom = top;
    for (const draw of cells) {
      at.y = top;
      draw();
      bottom = Math.max(bottom, at.y);
    }
    at.y = bottom;
  };

  /**
   * A label that wraps, with its figures on the right of its first line, each centred on that line. A
   * label that would take more than `besideLines` lines beside them gets the whole width (up to `fullLines`)
   * and the figures go on the line below: a long name is shown whole rather than cut (a name has at most
   * 100 characters, which 3 full-width lines hold).
   */
  const labelRow = (
    label: string,
    weight: number,
    width: number,
    besideLines: number,
    fullLines: number,
    figures: (() => void)[],
  ) => {
    const font = fontOf(BODY, weight);
    const centred = figures.map((draw) => () => {
      const before = texts.length;
      draw();
      const figure = texts[before]!;
      figure.y += (lineHeight(BODY) - figure.height) / 2;
      at.y = figure.y + figure.height;
    });
    const beside = wrapText(label, width, font, measure, Infinity);
    if (beside.length <= besideLines) {
      side([() => put(beside, PADDING, width, BODY, weight, 'text', 'left'), ...centred]);
      return;
    }
    put(wrapText(label, INNER, font, measure, fullLines), PADDING, INNER, BODY, weight, 'text', 'left');
    side(centred);
  };

  const title = fitWrapped(s.title, [72, 64, 56, 48], 800, INNER, 3, measure);
  put(title.lines, PADDING, INNER, title.size, 800, 'text', 'left');
  if (s.dates) cell(s.dates, PADDING, INNER, 36, 500, 'muted', 'left');

  // The total, on a card of its own.
  at.y += 36;
  const card = { x: PADDING, y: at.y, width: INNER, height: 0 };
  at.y += 32;
  cell(TOTAL_EXPENSES, PADDING + 36, INNER - 72, 32, 600, 'muted', 'left');
  cell(s.total, PADDING + 36, INNER - 72, fitColumn([s.total], 88, 800, INNER - 72, measure), 800, 'text', 'left');
  at.y += 28;
  card.height = at.y - card.y;
  panels.push(card);

  // Spent and paid: a name wraps; both figure columns share one size, smaller only for huge amounts.
  at.y += 48;
  cell(SPENT_AND_PAID, PADDING, INNER, 44, 700, 'text', 'left');
  at.y += 12;
  const figures = s.people.flatMap((p) => [p.spent, p.paid]);
  const figureCap = Math.floor(INNER * 0.3);
  const figureSize = fitColumn(figures, BODY, 600, figureCap, measure);
  const figureCol = columnWidth([...figures, 'Spent', 'Paid'], fontOf(figureSize, 600), measure);
  const nameCol = INNER - 2 * (figureCol + GAP);
  const paidX = PADDING + INNER - figureCol;
  const spentX = paidX - GAP - figureCol;
  side([
    () => cell('Name', PADDING, nameCol, 30, 600, 'muted', 'left'),
    () => cell('Spent', spentX, figureCol, 30, 600, 'muted', 'right'),
    () => cell('Paid', paidX, figureCol, 30, 600, 'muted', 'right'),
  ]);
  for (const p of s.people) {
    at.y += 14;
    rules.push({ x: PADDING, y: at.y, width: INNER, height: 2 });
    at.y += 16;
    labelRow(p.name, 600, nameCol, 2, 3, [
      () => cell(p.spent, spentX, figureCol, figureSize, 600, 'text', 'right'),
      () => cell(p.paid, paidX, figureCol, figureSize, 600, 'text', 'right'),
    ]);
  }

  // Who pays whom: the sentence wraps beside its amount.
  at.y += 56;
  cell(WHO_PAYS_WHOM, PADDING, INNER, 44, 700, 'text', 'left');
  at.y += 12;
  if (s.payments.length === 0) cell(SETTLED_UP, PADDING, INNER, BODY, 500, 'muted', 'left');
  const owed = s.payments.map((p) => p.amount);
  const owedCap = Math.floor(INNER * 0.4);
  const owedSize = fitColumn(owed, BODY, 700, owedCap, measure);
  const owedCol = columnWidth(owed, fontOf(owedSize, 700), measure);
  const whoCol = INNER - owedCol - GAP;
  for (const p of s.payments) {
    at.y += 14;
    labelRow(p.who, 500, whoCol, 3, 6, [
      () => cell(p.amount, PADDING + INNER - owedCol, owedCol, owedSize, 700, 'owes', 'right'),
    ]);
  }

  at.y += 56;
  cell(`Shared from ${PRODUCT_NAME}`, PADDING, INNER, 28, 500, 'muted', 'left');
  return { width: IMAGE_WIDTH, height: Math.ceil(at.y + PADDING), texts, panels, rules };
}
