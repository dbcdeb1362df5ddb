// Reads a chosen Splitwise CSV or Spliit JSON file into what the preview shows; loaded only when someone
// picks a file, so the parsers stay out of the Add group page's chunk.
import { MAX_IMPORT_BYTES } from '../../domain/backup/format';
import type { ImportedLedger } from '../../domain/import/imported-ledger';
import { SpliitImportError, parseSpliitJson } from '../../domain/import/spliit-json';
import {
  SplitwiseImportError,
  parseSplitwiseCsv,
  splitwiseCurrenciesNeedingRates,
  type SplitwiseFile,
} from '../../domain/import/splitwise-csv';
import { MAX_NAME } from '../../domain/limits';

export type ImportSource = ImportedLedger['source'];

export type ImportDraft =
  | {
      source: 'Splitwise';
      file: SplitwiseFile;
      /** Splitwise's export has no group name; its file name does ('Goa trip_2024-03-20_export.csv'). */
      name: string;
      /** Foreign currencies the person gives a rate for before the ledger can be built. */
      needsRates: string[];
    }
  | { source: 'Spliit'; ledger: ImportedLedger };

export type ReadResult = { ok: true; draft: ImportDraft } | { ok: false; message: string };

/** 'Goa trip_2024-03-20_export.csv' → 'Goa trip'; 'goa-trip.csv' → 'goa trip'. */
export function nameFromFileName(fileName: string, fallback: string): string {
  const name = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/_\d{4}-\d{2}-\d{2}_export$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME)
    .trim();
  return name || fallback;
}

const tooBig = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB, so it cannot be imported.`;

export async function readImportFile(source: ImportSource, file: File): Promise<ReadResult> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: tooBig };
  let text: string;
  try {
    text = (await file.text()).replace(/^\uFEFF/, '');
  } catch (error) {
    console.error('Reading an import file failed', error);
    return { ok: false, message: 'The file could not be read. Choose it again.' };
  }
  try {
    if (source === 'Spliit') return { ok: true, draft: { source, ledger: parseSpliitJson(text) } };
    const parsed = parseSplitwiseCsv(text);
    return {
      ok: true,
      draft: {
        source,
        file: parsed,
        name: nameFromFileName(file.name, 'Splitwise group'),
        needsRates: splitwiseCurrenciesNeedingRates(parsed),
      },
    };
  } catch (error) {
    if (error instanceof SplitwiseImportError || error instanceof SpliitImportError)
      return { ok: false, message: error.message };
    console.error('Reading an import file failed unexpectedly', error);
    return { ok: false, message: `This file could not be read as a ${source} export.` };
  }
}
