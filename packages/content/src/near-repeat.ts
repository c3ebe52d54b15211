/**
 * When two questions of a construct are the same question: a name or a context word changed, the
 * maths and the key the same.
 */

import { optionMagnitude } from './option-value.ts';

/** What `nearRepeatSignature` reads of a question. */
export interface AskedQuestion {
  stem: string;
  diagramAlt?: string;
  options: ReadonlyArray<{ text: string; isCorrect: boolean }>;
}

/** Masks words outside `$…$` maths and squeezes the maths' spaces. */
function mask(text: string, word: RegExp): string {
  return text
    .split('$')
    .map((part, i) => (i % 2 === 1 ? part.replace(/\s+/g, '') : part.replace(word, 'w')))
    .join('$')
    .replace(/\s+/g, ' ')
    .replace(/w(?: w)+/g, 'w');
}

/** An option as a value ("$0.50$" and "$0.5$" alike), or its text when it is not one number. */
function value(text: string): string {
  const m = optionMagnitude(text);
  return m ? `${Number(m.size.toPrecision(12))} ${m.unit}` : text.replace(/\s+/g, '');
}

/**
 * A question as a student would recognise it a second time: the stem with every word outside its
 * maths masked (a name such as "Amir", a context noun such as "counters" or "bus" no longer tells two
 * questions apart), the figure's text with its names masked (capitalised words: "Bus 90°"), and the
 * key as a value. Two questions with one signature ask the same thing, whatever their distractors.
 * A stem with no number of its own ("Which of these numbers is the largest?") asks about its
 * options, so then every option's value counts.
 */
export function nearRepeatSignature(q: AskedQuestion): string {
  const asked = `${q.stem} ${q.diagramAlt ?? ''}`;
  return JSON.stringify([
    mask(q.stem, /[A-Za-z'’-]+/g),
    mask(q.diagramAlt ?? '', /\b[A-Z][a-z'’-]+/g),
    value(q.options.find((o) => o.isCorrect)!.text),
    /\d/.test(asked) ? [] : q.options.map((o) => value(o.text)).sort(),
  ]);
}
