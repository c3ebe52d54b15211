#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the end-to-end tests. Nothing downloads a browser of its own:
// as root it installs the packages; otherwise it says exactly what to run.
//
// The tests drive Debian's `chromium-headless-shell`, the old headless shell that Playwright itself runs
// headless: the full browser in headless mode starts a GPU process and composites every frame, which on two
// cores made the journeys about 10 % slower (29 Nov 2026). e2e/playwright.config.ts names the same path.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const packages = ['chromium', 'chromium-headless-shell', 'fonts-liberation'];

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
    `Chromium's headless shell is needed for the end-to-end tests and was not found at ${chromium}.`,
    'Install it with:',
    `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    'or point CHROMIUM_PATH at an existing Chromium binary, then run the tests again.',
  ].join('\n'),
);
process.exit(1);
