#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the end-to-end tests. Nothing downloads a browser of its own:
// as root it installs the `chromium` package; otherwise it says exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-liberation'];

if (existsSync(chromium)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium is missing: installing Debian's ${packages.join(' ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  if (existsSync(chromium)) process.exit(0);
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}

console.error(
  [
    `Chromium is needed for the end-to-end tests and was not found at ${chromium}.`,
    'Install it with:',
    `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    'or point CHROMIUM_PATH at an existing Chromium binary, then run the tests again.',
  ].join('\n'),
);
process.exit(1);
