import { describe, expect, it } from 'vitest';
import { refusedImport } from './imported-ledger';
import { GOA_TRIP, SYMBOL_ONLY } from './spliit-fixtures';
import { parseSpliitJson, SpliitImportError } from './spliit-json';
import { parseSplitwiseCsv, SplitwiseImportError, splitwiseCurrenciesNeedingRates } from './splitwise-csv';
import * as splitwiseFiles from './splitwise-fixtures';
import { buildSplitwiseImport } from './splitwise-rebuild';

const times = (text: string, phrase: string) => text.split(phrase).length - 1;

/** Why `run` refused its file, or null when it did not. */
function reasonOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof SplitwiseImportError || error instanceof SpliitImportError) return error.message;
    throw error;
  }
}

describe('refusedImport', () => {
  it('says "Nothing was imported." exactly once for every file an importer refuses, at either step', () => {
    const reasons: string[] = [];
    for (const text of Object.values(splitwiseFiles)) {
      // Read, then rebuilt as the preview does: with every rate given, then with one missing.
      const read = reasonOf(() => parseSplitwiseCsv(text));
      if (read !== null) {
        reasons.push(read);
        continue;
      }
      const file = parseSplitwiseCsv(text);
      const needed = splitwiseCurrenciesNeedingRates(file);
      const built = reasonOf(() =>
        buildSplitwiseImport(file, { name: 'Goa', rates: Object.fromEntries(needed.map((c) => [c, 80])) }),
      );
      if (built !== null) reasons.push(built);
      if (needed.length > 0) reasons.push(reasonOf(() => buildSplitwiseImport(file, { name: 'Goa', rates: {} }))!);
    }
    const spliit = [
      { ...GOA_TRIP, participants: [], expenses: [] },
      { ...SYMBOL_ONLY, currency: '¥' },
    ];
    for (const json of ['not json', '{}', ...spliit.map((group) => JSON.stringify(group))]) {
      reasons.push(reasonOf(() => parseSpliitJson(json))!);
    }
    // Splitwise's unreadable lines, a footer the rows miss or that is not there, a missing rate; Spliit's files.
    expect(reasons.length).toBeGreaterThanOrEqual(14);
    for (const reason of reasons) {
      expect(reason).toEqual(expect.any(String));
      expect(times(refusedImport(reason), 'Nothing was imported.')).toBe(1);
    }
  });
});
