/**
 * `npm run content:fingerprint`: rewrites the bank's per-construct fingerprint
 * (`packages/content/src/bank-fingerprint.txt`) after a meant change, and prints the constructs that
 * moved. `-- --check` only compares and exits 1 on a difference: run it under each engine, e.g.
 * `/usr/bin/node --import tsx scripts/content-fingerprint.ts --check` (Node 20) and
 * `node_modules/.bin/node --import tsx scripts/content-fingerprint.ts --check` (Node 24).
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildQuestionBank } from '../packages/content/src/bank.ts';
import {
  FINGERPRINT_FILE,
  fingerprintChanges,
  fingerprintFile,
  fingerprintLines,
  parseFingerprintFile,
} from '../packages/content/src/bank-fingerprint.ts';
import { CONSTRUCTS } from '../packages/content/src/construct-registry.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, FINGERPRINT_FILE);
const check = process.argv.includes('--check');

const rebuilt = fingerprintLines(CONSTRUCTS, buildQuestionBank());
let recorded: string[] = [];
try {
  recorded = parseFingerprintFile(readFileSync(file, 'utf8'));
} catch {
  // No file yet: every construct is new.
}
const changes = fingerprintChanges(recorded, rebuilt);
console.log(
  `Node ${process.version}: ${rebuilt.length} constructs, ${changes.length} lines differ from ${FINGERPRINT_FILE}`,
);
for (const c of changes) console.log(`  ${c}`);
if (check) process.exit(changes.length === 0 ? 0 : 1);
if (changes.length > 0) writeFileSync(file, fingerprintFile(rebuilt));
