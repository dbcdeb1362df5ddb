// The bench's command line, parsed by Node's util.parseArgs: unknown options and sections are errors,
// not silently ignored.
import { parseArgs } from 'node:util';

/** The parts `--only` can choose; a full run runs them all. */
export const SECTIONS = [
  'domain',
  'bundle',
  'cold',
  'insights',
  'interaction',
  'trip',
  'switch',
  'growth',
  'cloud',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  /** One iteration on small data, no budgets enforced (CI's check that the harness works). */
  smoke: boolean;
  /** Also write the table into README.md's Performance section (full runs only). */
  readme: boolean;
  /** Cloud mode in a smoke run too. */
  cloud: boolean;
  /** Serve the builds already on disk. */
  build: boolean;
  /** `--only a,b`: the sections to run; null for all. */
  only: ReadonlySet<Section> | null;
  runs: number | null;
  port: number;
  growth: number[] | null;
  cloudSizes: number[] | null;
  /** `--json FILE`: this run's rows as JSON, also for `--only` runs. */
  json: string | null;
}

function count(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} takes a positive whole number, not "${text}"`);
  return n;
}

const counts = (name: string, text: string) => text.split(',').map((part) => count(name, part));

function sections(text: string): Set<Section> {
  const names = text.split(',');
  const unknown = names.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`--only: no section ${unknown.join(', ')}; the sections: ${SECTIONS.join(', ')}`);
  return new Set(names as Section[]);
}

export function benchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      smoke: { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
      cloud: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string' },
      port: { type: 'string', default: '4194' },
      growth: { type: 'string' },
      'cloud-sizes': { type: 'string' },
      json: { type: 'string' },
    },
  });
  return {
    smoke: values.smoke,
    readme: values.readme,
    cloud: values.cloud,
    build: !values['no-build'],
    only: values.only === undefined ? null : sections(values.only),
    runs: values.runs === undefined ? null : count('runs', values.runs),
    port: count('port', values.port),
    growth: values.growth === undefined ? null : counts('growth', values.growth),
    cloudSizes: values['cloud-sizes'] === undefined ? null : counts('cloud-sizes', values['cloud-sizes']),
    json: values.json ?? null,
  };
}
