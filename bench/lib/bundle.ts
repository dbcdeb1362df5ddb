// Bundle figures read from a build's output: what index.html loads up front, and the lazy chunks.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes: number) => bytes / 1024;

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The entry script plus every modulepreload of dist/index.html: the JS a first visit must fetch and parse. */
export function firstLoadFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1]!);
  return [...files].map((href) => href.replace(/^\//, ''));
}

export interface BundleFigures {
  firstLoadKB: number;
  firstLoadFiles: string[];
  /** Every other script, largest first. */
  lazy: { file: string; kb: number }[];
}

export function bundleFigures(dist: string): BundleFigures {
  const first = firstLoadFiles(dist);
  const firstLoad = first.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0);
  const lazy = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !first.includes(`assets/${f}`))
    .map((f) => ({ file: f, gzip: gzipSize(join(dist, 'assets', f)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    firstLoadKB: kb(firstLoad),
    firstLoadFiles: first,
    lazy: lazy.map((c) => ({ file: c.file, kb: kb(c.gzip) })),
  };
}
