// Replaces the figures between the README's bench markers with the latest table; the rest stays as is.
import { readFileSync, writeFileSync } from 'node:fs';
import { markdownTable, type Row } from './stats';

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

export function updateReadme(
  path: string,
  rows: readonly Row[],
  { runs, machine, note = '' }: { runs: number; machine: string; note?: string },
): void {
  const readme = readFileSync(path, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README has no ${START} … ${END} block to update`);
  const when = new Date().toISOString().slice(0, 10);
  const body = `${START}\nLatest run (${when}, ${runs} runs each after a warm-up; medians) on ${machine}:${note ? `\n\n${note}` : ''}\n\n${markdownTable(rows)}\n${END}`;
  writeFileSync(path, readme.slice(0, from) + body + readme.slice(to + END.length));
}
