import katex from 'katex';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import type { Question } from './question.ts';

/**
 * Issue 30 point 5: every piece of maths a student meets renders in KaTeX (the web app's typesetter,
 * `apps/web/src/shared/question/math-text.tsx`) without error, and with MathML for screen readers.
 * The app renders with `throwOnError: false`, so a formula KaTeX cannot parse would quietly show as red
 * source text: here it throws. Each distinct formula is rendered once (about 10,000 of them).
 */

/** The maths between `$` signs, as the app splits it (`split-math.ts`: `\$` is a literal dollar). */
function mathsOf(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\$((?:\\.|[^$\\])*)\$/g)].map((m) => m[1]!);
}

/** Why a formula fails: KaTeX's error, or MathML missing or empty. Undefined when it renders well. */
function renderFault(latex: string): string | undefined {
  let html: string;
  try {
    html = katex.renderToString(latex, { throwOnError: true, output: 'htmlAndMathml', strict: 'error' });
  } catch (error) {
    return (error as Error).message;
  }
  const mathml = /<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">([\s\S]*)<\/math>/.exec(html);
  if (!mathml) return 'no MathML';
  // What a screen reader reads: at least one identifier, number, operator or text node.
  if (!/<m(?:i|n|o|text)\b[^>]*>[^<]+</.test(mathml[1]!)) return 'MathML with nothing to read';
  if (html.includes('katex-error')) return 'rendered as an error';
  return undefined;
}

describe('every formula in the bank', () => {
  let bank: Question[];
  beforeAll(() => {
    bank = buildQuestionBank();
  }, 120_000);

  it('renders in KaTeX without error and with MathML, in every stem, option and alt text', () => {
    const firstSeen = new Map<string, string>();
    for (const q of bank)
      for (const text of [q.stem, q.diagramAlt ?? '', ...q.options.map((o) => o.text)])
        for (const latex of mathsOf(text)) if (!firstSeen.has(latex)) firstSeen.set(latex, q.key);
    expect(firstSeen.size).toBeGreaterThan(1000);
    const faults = [...firstSeen].flatMap(([latex, key]) => {
      const fault = renderFault(latex);
      return fault ? [`${key}: $${latex}$: ${fault}`] : [];
    });
    expect(faults).toEqual([]);
  }, 120_000);

  it('keeps TeX out of alt text, which a screen reader reads as it is written', () => {
    const marked = bank.filter((q) => q.diagramAlt && /[$\\^_{}]/.test(q.diagramAlt)).map((q) => q.key);
    expect(marked).toEqual([]);
  });

  it('catches a formula that would not typeset', () => {
    expect(renderFault('\\frac{1}{2}')).toBeUndefined();
    expect(renderFault('\\frac{1}{2')).toMatch(/KaTeX parse error/);
    expect(renderFault('\\fraction{1}{2}')).toMatch(/KaTeX parse error/);
    expect(mathsOf('Costs \\$5, or $\\frac{1}{2}$ and $x^{2}$.')).toEqual(['\\frac{1}{2}', 'x^{2}']);
  });
});
