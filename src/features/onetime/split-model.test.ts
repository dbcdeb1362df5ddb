import { describe, expect, it } from 'vitest';
import { computeSplit } from '../../domain/splits';
import type { SplitDefaults } from '../../domain/types';
import {
  draftFromSplitInfo,
  effectiveMethod,
  emptySplitDraft,
  inputText,
  previewAmount,
  splitInputs,
  splitTexts,
  withIncluded,
  withText,
} from './split-model';

const settings = (over: Partial<SplitDefaults> = {}): SplitDefaults => ({
  splitType: 'Equal',
  percentages: {},
  shares: {},
  ...over,
});
const ids = ['asha', 'ravi', 'meera'];

describe('split form model', () => {
  it('starts from the settings split type, and is No Split with one member', () => {
    expect(effectiveMethod(emptySplitDraft(), 3, settings({ splitType: 'Shares' }))).toBe('Shares');
    expect(effectiveMethod({ ...emptySplitDraft(), method: 'Custom' }, 3, settings({ splitType: 'Shares' }))).toBe(
      'Custom',
    );
    expect(effectiveMethod({ ...emptySplitDraft(), method: 'Custom' }, 1, settings())).toBe('No Split');
  });

  it('shows settings defaults until the user types, and Custom starts empty', () => {
    const s = settings({ shares: { ravi: 2 }, percentages: { asha: 50 } });
    const draft = emptySplitDraft();
    expect(inputText(draft, 'Shares', 'ravi', s)).toBe('2');
    expect(inputText(draft, 'Shares', 'asha', s)).toBe('1');
    expect(inputText(draft, 'Percentage', 'asha', s)).toBe('50');
    expect(inputText(draft, 'Percentage', 'ravi', s)).toBe('0');
    expect(inputText(draft, 'Custom', 'ravi', s)).toBe('');
    expect(inputText(withText(draft, 'Shares', 'ravi', '3.'), 'Shares', 'ravi', s)).toBe('3.');
  });

  it('keeps what was typed per method', () => {
    const draft = withText(withText(emptySplitDraft(), 'Custom', 'asha', '40'), 'Shares', 'asha', '4');
    expect(splitInputs(draft, 'Custom', ids, settings()).map((i) => i.split)).toEqual([40, 0, 0]);
    expect(splitInputs(draft, 'Shares', ids, settings()).map((i) => i.split)).toEqual([4, 1, 1]);
  });

  it('leaves unticked members out of an Equal split, and can tick them back', () => {
    const out = withIncluded(emptySplitDraft(), 'meera', false);
    const lines = computeSplit({
      method: 'Equal',
      amount: 100,
      payer: 'asha',
      inputs: splitInputs(out, 'Equal', ids, settings()),
    });
    expect(lines.map((l) => [l.userId, l.amount])).toEqual([
      ['asha', 50],
      ['ravi', 50],
    ]);
    expect(withIncluded(out, 'meera', true).excluded).toEqual([]);
  });

  it('restores an edited split from the saved lines', () => {
    const shares = draftFromSplitInfo(
      {
        method: 'Shares',
        details: [
          { userId: 'asha', split: 2, amount: 66.667 },
          { userId: 'ravi', split: 1, amount: 33.333 },
        ],
      },
      ids,
    );
    expect(shares.method).toBe('Shares');
    expect(splitInputs(shares, 'Shares', ids, settings()).map((i) => i.split)).toEqual([2, 1, 0]);
    const equal = draftFromSplitInfo(
      {
        method: 'Equal',
        details: [
          { userId: 'asha', split: 1, amount: 50 },
          { userId: 'meera', split: 1, amount: 50 },
        ],
      },
      ids,
    );
    expect(equal).toEqual({ method: 'Equal', texts: {}, excluded: ['ravi'], included: [] });
    expect(draftFromSplitInfo(undefined, ids)).toEqual(emptySplitDraft());
  });

  it('previews only positive amounts', () => {
    expect(previewAmount('12.')).toBe(12);
    expect(previewAmount('')).toBe(0);
    expect(previewAmount('abc')).toBe(0);
    expect(previewAmount('100000000000')).toBe(100000000000);
    expect(previewAmount('9'.repeat(308))).toBe(0);
    expect(previewAmount('100000000000.01')).toBe(0);
  });

  it('lists what each member box holds, for methods that have boxes', () => {
    const s = settings({ shares: { ravi: 2 } });
    const draft = withText(emptySplitDraft(), 'Custom', 'asha', '0.0001');
    expect(splitTexts(draft, 'Custom', ids, s)).toEqual(['0.0001', '', '']);
    expect(splitTexts(draft, 'Shares', ids, s)).toEqual(['1', '2', '1']);
    expect(splitTexts(draft, 'Equal', ids, s)).toEqual([]);
    expect(splitTexts(draft, 'No Split', ids, s)).toEqual([]);
  });

  it('leaves out, by default, whoever is away on a new expense’s date, until ticked back in', () => {
    const away = new Set(['meera']);
    const draft = emptySplitDraft();
    expect(splitInputs(draft, 'Equal', ids, settings(), away).map((i) => i.included)).toEqual([true, true, false]);
    expect(splitInputs(draft, 'Shares', ids, settings(), away).map((i) => i.split)).toEqual([1, 1, 0]);
    const back = withIncluded(draft, 'meera', true);
    expect(splitInputs(back, 'Equal', ids, settings(), away).map((i) => i.included)).toEqual([true, true, true]);
    expect(splitInputs(withIncluded(back, 'meera', false), 'Equal', ids, settings(), away)[2]?.included).toBe(false);
    // Nobody is away for an opened entry: its saved lines decide.
    expect(splitInputs(draft, 'Equal', ids, settings()).every((i) => i.included)).toBe(true);
  });
});
