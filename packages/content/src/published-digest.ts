/**
 * The digest of one construct's questions as students see them: what must not change while their
 * ids stay the same. Uses the Web Crypto-free FNV-1a hash so it runs anywhere the bank does.
 */

import type { Question } from './question.ts';

function fnv1a64(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/** A digest of the ids, stems, figures, alt text, options, keys and tags of a run of questions. */
export function editionDigest(questions: readonly Question[]): string {
  return fnv1a64(
    JSON.stringify(
      questions.map((q) => [
        q.questionId,
        q.stem,
        q.diagram ?? null,
        q.diagramAlt ?? null,
        q.options.map((o) => [o.letter, o.text, o.isCorrect, o.misconceptionIds]),
      ]),
    ),
  );
}
