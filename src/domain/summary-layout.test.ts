import { describe, expect, it } from 'vitest';
import type { SummaryTexts } from './summary-texts';
import {
  IMAGE_WIDTH,
  layoutSummary,
  MIN_SIZE,
  PADDING,
  wrapText,
  type Measure,
  type SummaryLayout,
  type TextBox,
} from './summary-layout';

/** A fake measureText: every character as wide as 0.6 of the font size, bold ones a little wider. */
const measure: Measure = (text, font) => {
  const [, weight, size] = /^(\d+) (\d+)px/.exec(font) ?? [];
  return Array.from(text).length * Number(size) * (Number(weight) >= 700 ? 0.64 : 0.6);
};

const LONG_NAME = 'Venkata Subramanian Chandrasekharan Ramaswamy Iyer Krishnamurthy Padmanabhan';
const UNBROKEN = 'Parthasarathyvenkatachalapathyramanujamsrinivasaraghavan';

function goa(over: Partial<SummaryTexts> = {}): SummaryTexts {
  return {
    title: 'Goa Trip',
    dates: '12–18 Mar 2025',
    total: '₹2,090',
    people: [
      { name: 'Asha', spent: '₹0', paid: '₹2,000' },
      { name: 'Tara', spent: '₹606.66', paid: '₹0' },
    ],
    payments: [{ who: 'Tara pays Asha', amount: '₹606.66' }],
    ...over,
  };
}

/** Long names, lakh and crore amounts: what a phone must still show whole. */
function crowded(): SummaryTexts {
  return goa({
    title: 'Goa, Gokarna and Hampi: the long weekend that became a fortnight of beaches, temples and boulders',
    total: '₹12,34,56,789.55',
    people: [
      { name: LONG_NAME, spent: '₹4,11,52,263.18', paid: '₹12,34,56,789.55' },
      { name: UNBROKEN, spent: '₹4,11,52,263.18', paid: '₹0' },
      { name: 'Tara', spent: '₹4,11,52,263.19', paid: '₹0' },
    ],
    payments: [
      { who: `${UNBROKEN} pays ${LONG_NAME}`, amount: '₹4,11,52,263.18' },
      { who: `Tara pays ${LONG_NAME}`, amount: '₹4,11,52,263.19' },
    ],
  });
}

const overlaps = (a: TextBox, b: TextBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectEveryTextInItsBox(layout: SummaryLayout) {
  for (const t of layout.texts) {
    expect(measure(t.text, t.font), t.text).toBeLessThanOrEqual(t.width);
    expect(t.x).toBeGreaterThanOrEqual(PADDING);
    expect(t.x + t.width).toBeLessThanOrEqual(IMAGE_WIDTH - PADDING);
    expect(t.y).toBeGreaterThanOrEqual(PADDING);
    expect(t.y + t.height).toBeLessThanOrEqual(layout.height - PADDING);
    expect(t.size).toBeGreaterThanOrEqual(28);
  }
  layout.texts.forEach((a, i) =>
    layout.texts.slice(i + 1).forEach((b) => expect(overlaps(a, b), `${a.text} / ${b.text}`).toBe(false)),
  );
}

const linesOf = (layout: SummaryLayout, x: number, from: string) => {
  const start = layout.texts.findIndex((t) => t.text.startsWith(from));
  const lines: TextBox[] = [];
  for (let i = start; i < layout.texts.length && layout.texts[i]!.x === x; i++) lines.push(layout.texts[i]!);
  return lines.filter((t, i) => i === 0 || t.y > lines[i - 1]!.y);
};

describe('layoutSummary', () => {
  it('is 1080 px wide, with every text of a small trip in its box at full size', () => {
    const layout = layoutSummary(goa(), measure);
    expect(layout.width).toBe(1080);
    expectEveryTextInItsBox(layout);
    expect(layout.texts.map((t) => t.text)).toEqual([
      'Goa Trip',
      '12–18 Mar 2025',
      'Total Expenses',
      '₹2,090',
      'Spent and paid',
      'Name',
      'Spent',
      'Paid',
      'Asha',
      '₹0',
      '₹2,000',
      'Tara',
      '₹606.66',
      '₹0',
      'Who pays whom',
      'Tara pays Asha',
      '₹606.66',
      'Shared from Vyay',
    ]);
    const big = (text: string) => layout.texts.find((t) => t.text === text)!.size;
    expect(big('Goa Trip')).toBe(72);
    expect(big('₹2,090')).toBe(88);
    expect(big('Asha')).toBe(40);
    expect(big('₹606.66')).toBe(40);
    // Figures line up on the right of their column.
    expect(layout.texts.filter((t) => t.text === '₹0').every((t) => t.align === 'right')).toBe(true);
  });

  it('wraps long names and keeps lakh and crore amounts whole, with nothing overflowing', () => {
    const layout = layoutSummary(crowded(), measure);
    expectEveryTextInItsBox(layout);
    const shown = layout.texts.map((t) => t.text);
    for (const amount of ['₹12,34,56,789.55', '₹4,11,52,263.18', '₹4,11,52,263.19']) expect(shown).toContain(amount);
    // The long name wraps over lines in its column, all of it shown, and the unbroken one is cut into pieces.
    const name = linesOf(layout, PADDING, 'Venkata');
    expect(name.length).toBeGreaterThan(1);
    expect(name.map((t) => t.text).join(' ')).toBe(LONG_NAME);
    expect(
      linesOf(layout, PADDING, 'Parthas')
        .map((t) => t.text)
        .join(''),
    ).toBe(UNBROKEN);
    expect(
      linesOf(layout, PADDING, 'Tara pays')
        .map((t) => t.text)
        .join(' '),
    ).toBe(`Tara pays ${LONG_NAME}`);
    expect(layout.height).toBeGreaterThan(layoutSummary(goa(), measure).height);
  });

  it('keeps a figure readable when the column is tight, and grows the image with each person', () => {
    const huge = '₹10,00,00,00,000.00';
    const layout = layoutSummary(goa({ people: [{ name: 'Asha', spent: huge, paid: huge }] }), measure);
    expectEveryTextInItsBox(layout);
    const figure = layout.texts.find((t) => t.text === huge)!;
    expect(figure.size).toBeGreaterThanOrEqual(MIN_SIZE);
    const many = goa({ people: Array.from({ length: 30 }, (_, i) => ({ name: `P${i}`, spent: '₹1', paid: '₹1' })) });
    expect(layoutSummary(many, measure).height).toBeGreaterThan(layout.height + 29 * 60);
  });

  it('says everyone is settled up when nobody pays anybody, and leaves out missing dates', () => {
    const layout = layoutSummary(goa({ payments: [], dates: null }), measure);
    expectEveryTextInItsBox(layout);
    const shown = layout.texts.map((t) => t.text);
    expect(shown).toContain('Everyone is settled up.');
    expect(shown).not.toContain('12–18 Mar 2025');
  });
});

describe('wrapText', () => {
  const font = '500 40px x';
  it('breaks at spaces within the width and ends a cut line with …', () => {
    expect(wrapText('Tara pays Asha', 10_000, font, measure, 2)).toEqual(['Tara pays Asha']);
    // 24 px a character: 10 characters to a 240 px line.
    expect(wrapText('Tara pays Asha back', 240, font, measure, 3)).toEqual(['Tara pays', 'Asha back']);
    expect(wrapText('one two three four five six', 240, font, measure, 2)).toEqual(['one two', 'three fou…']);
    expect(wrapText('', 240, font, measure, 2)).toEqual(['']);
  });
});
