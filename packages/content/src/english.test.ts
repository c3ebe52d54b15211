import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import { article, counted, withArticle } from './english.ts';
import type { Question } from './question.ts';

describe('article', () => {
  it('goes by the sound of the next word', () => {
    expect(withArticle('octagon')).toBe('an octagon');
    expect(withArticle('hexagon')).toBe('a hexagon');
    expect(withArticle('11-sided polygon')).toBe('an 11-sided polygon');
    expect(withArticle('13-sided polygon')).toBe('a 13-sided polygon');
    expect(withArticle('8-sided shape')).toBe('an 8-sided shape');
    expect(article('unit')).toBe('a');
    expect(article('hour')).toBe('an');
  });
});

describe('counted', () => {
  it('uses the singular for exactly one', () => {
    expect(counted(1, 'goal')).toBe('1 goal');
    expect(counted(0, 'goal')).toBe('0 goals');
    expect(counted(1, 'equal box', 'equal boxes')).toBe('1 equal box');
    expect(counted(3, 'equal box', 'equal boxes')).toBe('3 equal boxes');
  });
});

/** Words ending in s that are not plurals, so "1 is" or "1 less" are not flagged. */
const NOT_PLURAL = new Set([
  'is',
  'has',
  'was',
  'does',
  'plus',
  'minus',
  'times',
  'less',
  'this',
  'thus',
  'bus',
]);

/** The maths between $…$ signs in a text. */
function mathsIn(text: string): string[] {
  return [...text.matchAll(/\$([^$]*)\$/g)].map((m) => m[1]!);
}

/**
 * The wording and typesetting slips in one piece of text a student reads: a/an against the next
 * word's sound, "1" with a plural noun, a sentence starting in lower case, a doubled word, a space
 * before punctuation or two in a row, a comma with no space after it, a coefficient of 1 or a "+ 0" written out, a sign followed
 * by a negative ("+ -3", "- -3"), and phrasing found wrong before ("travel by walk").
 */
export function wordingSlips(text: string): string[] {
  const slips: string[] = [];
  const prose = text.replace(/\$[^$]*\$/g, (m) => m.replaceAll(/[\\{}$]/g, ''));
  for (const m of prose.matchAll(/(^|[.?!:]\s+|\s)(a|an|A|An) ([\w-]+)/g)) {
    const [, before, art, word] = m;
    // A capital "A" mid-sentence is a point's name ("points A and B"), not an article.
    if (art!.startsWith('A') && !(before === '' || /[.?!:]/.test(before!))) continue;
    if (art!.toLowerCase() !== article(word!)) slips.push(`"${art} ${word}"`);
  }
  for (const m of prose.matchAll(/(?<![\d.,-])\b1 (?:[a-z]+ )?([a-z]+s)\b/g)) {
    if (!NOT_PLURAL.has(m[1]!)) slips.push(`"${m[0]}": 1 with a plural`);
  }
  if (/\bby walk\b/i.test(text)) slips.push('"by walk"');
  // A sentence starts with a capital (or with maths): "t minutes. more than 0…" reads as one run-on.
  for (const m of text.replace(/\$[^$]*\$/g, 'M').matchAll(/(?:^|[.?!]\s+)([a-z][a-z]*)/g))
    slips.push(`"${m[1]}…": a sentence starting in lower case`);
  // Slips of typing a reader stumbles on: "the the", "cm ." and "and,then". The maths becomes a mark
  // first, so "$3.92$ m" or "$x$, $y$" are not read as words.
  const words = text.replace(/\$[^$]*\$/g, '⟨⟩');
  for (const m of words.matchAll(/\b([A-Za-z]+)\s+\1\b/gi)) slips.push(`"${m[0]}": a doubled word`);
  for (const m of words.matchAll(/\S(\s+[,.;:?!])(?!\d)/g))
    slips.push(`"${m[0]}": a space before punctuation`);
  if (/\S {2,}\S/.test(words)) slips.push('two spaces in a row');
  for (const m of words.matchAll(/[A-Za-z⟩][,;](?=[A-Za-z⟨])/g))
    slips.push(`"${m[0]}…": no space after a comma`);
  // A triangle's sides are "the adjacent side" and "the opposite side"; "the adjacent is 19 cm" drops the noun.
  for (const m of text.matchAll(/\bthe (adjacent|opposite) (?!side)(\w+)/gi))
    slips.push(`"${m[0]}": a side named without "side"`);
  for (const maths of mathsIn(text)) {
    if (/(?<![\d.\w{}^_])-?1[a-z]/.test(maths)) slips.push(`"${maths}": a coefficient of 1 written out`);
    if (/[+-]\s*0(?![.\d])/.test(maths)) slips.push(`"${maths}": "+ 0" written out`);
    if (/[+-]\s*-/.test(maths)) slips.push(`"${maths}": a sign followed by a negative`);
  }
  return slips;
}

describe('the wording of every question', () => {
  let bank: Question[];
  beforeAll(() => {
    bank = buildQuestionBank();
  }, 120_000);

  it('has no wording or typesetting slips in any stem, option or alt text', () => {
    const failures = bank.flatMap((q) =>
      [q.stem, q.diagramAlt ?? '', ...q.options.map((o) => o.text)].flatMap((t) =>
        wordingSlips(t).map((s) => `${q.key}: ${s}`),
      ),
    );
    expect(failures).toEqual([]);
  });

  it('catches each kind of slip', () => {
    expect(wordingSlips('What is the sum of the interior angles of a octagon?')).toHaveLength(1);
    expect(wordingSlips('Dev has 1 equal boxes.')).toHaveLength(1);
    expect(wordingSlips('0 goals: frequency 5; 1 goals: frequency 9.')).toHaveLength(1);
    expect(wordingSlips('How many students travel by walk?')).toHaveLength(1);
    expect(wordingSlips('Solve $4x + 8 = 1x + 35$.')).toHaveLength(1);
    expect(wordingSlips('Solve $7x - 2 = 5x + 0$.')).toHaveLength(1);
    expect(wordingSlips('Work out $3 + -2$ and $5 - -1$.')).toHaveLength(2);
    expect(wordingSlips('The adjacent is 19 cm and the opposite side is x.')).toHaveLength(1);
    expect(wordingSlips('A table of times, t minutes. more than 0: frequency 8.')).toHaveLength(1);
    expect(wordingSlips('more than 0: frequency 8.')).toHaveLength(1);
    expect(wordingSlips('What is the the mean?')).toHaveLength(1);
    expect(wordingSlips('The tree is $3.92$ m , to 2 decimal places .')).toHaveLength(2);
    expect(wordingSlips('Work out  the total.')).toHaveLength(1);
    expect(wordingSlips('Points $A$,$B$ and C;then D.')).toHaveLength(2);
    expect(wordingSlips('The tree is $3.92$ m; $m$ is $3$ m, and $0.5$ m is .5 of it.')).toEqual([]);
    expect(wordingSlips('Points A and B with north lines. A triangle has an 11-sided friend.')).toEqual([]);
    expect(wordingSlips('Solve $\\frac{1}{x} = 10x + 1$ for 1 unit.')).toEqual([]);
  });
});
