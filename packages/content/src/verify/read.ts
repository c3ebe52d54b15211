/**
 * Reading what a student sees: the numbers in a stem, an option's value with its unit, and the
 * labels of a figure. Written apart from the content's own option parser (`option-value.ts`).
 */

import { add, neg, parseQ, type Q, q } from './exact.ts';

/** Plain LaTeX with thousands spaces and fractions made readable: `\frac{3}{4}` → `3/4`. */
export function plain(latex: string): string {
  return latex
    .replace(/(\d)\\,(?=\d)/g, '$1')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\\[dt]?frac\{(-?\d+)\}\{(\d+)\}/g, '$1/$2')
    .replaceAll('−', '-')
    .replaceAll('\\ ', ' ');
}

/** Every number in a text, in order ("−" and "-" directly before a digit make it negative). */
export function numbersIn(text: string): Q[] {
  return [...plain(text).matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => parseQ(m[0]));
}

/** A quantity as an option shows it: a value, a power of π and a unit. */
export interface Quantity {
  value: Q;
  pi: number;
  unit: string;
}

const UNIT_PATTERNS: Array<[RegExp, string]> = [
  [/\\text\{\s*([^}]*)\}\^\{(\d)\}$/, '$1^$2'],
  [/\\text\{\s*([^}]*)\}$/, '$1'],
  [/\^\{\\circ\}$/, '°'],
  [/°$/, '°'],
  [/\\%$/, '%'],
];

/** An option's text read as one quantity, or undefined when it is not one. */
export function readQuantity(text: string): Quantity | undefined {
  let s = text.trim();
  let unit = '';
  if (s.startsWith('£') || s.startsWith('-£')) {
    unit = '£';
    s = s.replace('£', '');
  }
  s = s.replaceAll('$', '').trim();
  s = s.replace(/^[a-z]\s*=\s*/, '');
  for (const [re, to] of UNIT_PATTERNS) {
    const m = re.exec(s);
    if (m) {
      unit = m[0].replace(re, to).trim();
      s = s.slice(0, m.index).trim();
      break;
    }
  }
  let pi = 0;
  const piMatch = /\\pi(?:\^\{(\d+)\})?$/.exec(s);
  if (piMatch) {
    pi = piMatch[1] ? Number(piMatch[1]) : 1;
    s = s.slice(0, piMatch.index).trim();
    if (s === '' || s === '-') s += '1';
  }
  s = s.replace(/\s+/g, '');
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  let value: Q;
  const mixed = /^(\d+)\\frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  s = plain(s).replace(/,/g, '');
  try {
    if (mixed) value = add(q(BigInt(mixed[1]!)), q(BigInt(mixed[2]!), BigInt(mixed[3]!)));
    else if (/^\d+(\.\d+)?$/.test(s) || /^\d+\/\d+$/.test(s)) value = parseQ(s);
    else return undefined;
  } catch {
    return undefined;
  }
  return { value: negative ? neg(value) : value, pi, unit };
}

/** The canonical identity of a quantity, for telling options apart by value. */
export function quantityKey(x: Quantity): string {
  return `${x.value.n}/${x.value.d}·π^${x.pi} ${x.unit}`;
}
