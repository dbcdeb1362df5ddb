// The machine a run measured on, for the README table: figures mean little without it.
import { cpus, totalmem, release, type } from 'node:os';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGiB: number;
  os: string;
  chromium: string;
  node: string;
}

export function machine(browserVersion: string): Machine {
  const cores = cpus();
  return {
    cores: cores.length,
    cpu: cores[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    os: `${type()} ${release()}`,
    chromium: browserVersion,
    node: process.version,
  };
}

export function describeMachine(m: Machine): string {
  return `${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB memory, ${m.os}; Chromium ${m.chromium}, Node ${m.node}`;
}
