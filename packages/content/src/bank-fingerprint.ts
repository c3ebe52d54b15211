/**
 * The bank's fingerprint, one line per construct (issue 30 point 6): the same bank must come out on
 * every engine the product runs on (Node 20 and Node 24), and a change to one construct must touch one
 * line, so a review sees which constructs moved. Unlike a construct's published digest
 * (`published-digest.ts`, what a student sees, never rewritten in place), this covers everything the
 * bank holds for a question, the drawn problem and the rejected attempts too, and is rewritten by
 * `npm run content:fingerprint` whenever a change is meant. Pure TypeScript, so it runs anywhere.
 */

import type { Construct } from './construct.ts';
import type { Question } from './question.ts';

/** Where the recorded lines live, relative to the repository root. */
export const FINGERPRINT_FILE = 'packages/content/src/bank-fingerprint.txt';

/**
 * A 64-bit hash of a string as 16 hex digits: two 32-bit multiply-xorshift lanes (cyrb53's mixing,
 * widened). Math.imul and the shifts are exact integer operations, so every engine agrees; far faster
 * than BigInt on the bank's 5 MB of JSON.
 */
export function hash64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** One line per construct, in id order: "<id> <slug> <hash of its questions as the bank holds them>". */
export function fingerprintLines(constructs: readonly Construct[], bank: readonly Question[]): string[] {
  const byConstruct = new Map<number, Question[]>();
  for (const q of bank) {
    const list = byConstruct.get(q.constructId) ?? [];
    list.push(q);
    byConstruct.set(q.constructId, list);
  }
  return [...constructs]
    .sort((a, b) => a.constructId - b.constructId)
    .map((c) => `${c.constructId} ${c.slug} ${hash64(JSON.stringify(byConstruct.get(c.constructId) ?? []))}`);
}

/** The file's text: a header that says how to update it, then the lines. */
export function fingerprintFile(lines: readonly string[]): string {
  return [
    '# The question bank, one line per construct: id, slug, hash of its questions (bank-fingerprint.ts).',
    '# Checked by bank-fingerprint.test.ts on every engine; after a meant change run `npm run content:fingerprint`.',
    ...lines,
    '',
  ].join('\n');
}

/** The recorded lines in a file's text, comments and blank lines left out. */
export function parseFingerprintFile(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** What differs between the recorded lines and the rebuilt ones, one entry per construct. */
export function fingerprintChanges(recorded: readonly string[], rebuilt: readonly string[]): string[] {
  const byId = (lines: readonly string[]) => new Map(lines.map((l) => [l.split(' ')[0]!, l] as const));
  const before = byId(recorded);
  const after = byId(rebuilt);
  const changes: string[] = [];
  for (const [id, line] of after) {
    const was = before.get(id);
    if (was === undefined) changes.push(`new: ${line}`);
    else if (was !== line) changes.push(`changed: ${was} -> ${line.split(' ').slice(1).join(' ')}`);
  }
  for (const [id, line] of before) if (!after.has(id)) changes.push(`gone: ${line}`);
  return changes;
}
