import { describe, expect, it } from 'vitest';
import { monthRange, monthsTouching } from './months';
import { MONTH_NOT_DOWNLOADED, monthsNotDownloaded } from './not-downloaded';

describe('months not downloaded', () => {
  it('words the month-wise message exactly as the issue does', () => {
    expect(MONTH_NOT_DOWNLOADED).toBe("This month hasn't been downloaded to this device yet");
  });

  it('names one month, or lists several in order', () => {
    expect(monthsNotDownloaded([{ year: 2026, month: 3 }])).toBe(
      "March 2026 hasn't been downloaded to this device yet",
    );
    expect(
      monthsNotDownloaded([
        { year: 2025, month: 12 },
        { year: 2026, month: 1 },
      ]),
    ).toBe("These months haven't been downloaded to this device yet: December 2025, January 2026");
  });
});

describe('monthsTouching', () => {
  const jan = monthRange(2026, 1);
  const mar = monthRange(2026, 3);

  it('finds the months a span overlaps, across a year end, and none for a span that only touches', () => {
    const first = { year: 2025, month: 11 };
    const last = { year: 2026, month: 4 };
    expect(monthsTouching(first, last, [{ start: jan.start + 1, end: mar.start + 1 }])).toEqual([
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
      { year: 2026, month: 3 },
    ]);
    expect(monthsTouching(first, last, [{ start: jan.end, end: jan.end }])).toEqual([]);
    expect(monthsTouching(first, last, [{ start: -Infinity, end: Infinity }])).toHaveLength(6);
    expect(monthsTouching(first, last, [])).toEqual([]);
  });
});
