// Browser tests use Debian's Chromium (Playwright's own download is not reachable here).
// Installs it with apt when missing and we are root; otherwise says exactly what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH as chromium } from './chromium.mjs';

if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(chromium)) process.exit(0);
}

console.error(
  [
    `Browser tests need Chromium at ${chromium}, and it is not there.`,
    'On Debian or Ubuntu:   sudo apt-get install -y chromium',
    'Elsewhere: install Chromium or Chrome and point the tests at it, e.g.',
    '  CHROMIUM_PATH=/path/to/chrome npm test',
  ].join('\n'),
);
process.exit(1);
