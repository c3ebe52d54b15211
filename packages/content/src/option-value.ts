/**
 * Reads an option as the student sees it: when it is a plain quantity ("$12.5\text{ cm}^{2}$",
 * "£4.50", "$x = -\frac{3}{4}$", "$2\frac{1}{3}$"), its exact value and its unit. Used to check
 * options against each other (never the same value twice, shown in ascending order, in range)
 * without trusting the keys the generator wrote.
 */

import { add, type Rat, rat } from './rational.ts';

/** A quantity read from an option's text. */
export interface OptionQuantity {
  value: Rat;
  /** What follows the number ("cm^{2}", "°", "%", "£"…); "" for a bare number. */
  unit: string;
}

const NUMBER = String.raw`-?(?:\d{1,3}(?:(?:\\,|,)\d{3})+|\d+)(?:\.\d+)?`;
const FRACTION = String.raw`(-)?(\d+)?\\frac\{(\d+)\}\{(\d+)\}`;
const UNIT = String.raw`(?:\\text\{\s*([^}]*)\}(?:\^\{(\d)\})?|\^\{\\circ\}|\\%)?`;

const DECIMAL_OPTION = new RegExp(`^(?:x = )?(${NUMBER})(${UNIT})$`);
const FRACTION_OPTION = new RegExp(`^(?:x = )?${FRACTION}(${UNIT})$`);
const MONEY_OPTION = /^(-)?£(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?$/;

/** The exact value of a decimal written with optional thousands separators ("1\,250.5"). */
function decimal(text: string): Rat {
  const clean = text.replaceAll('\\,', '').replaceAll(',', '');
  const negative = clean.startsWith('-');
  const [whole, frac = ''] = clean.replace('-', '').split('.');
  const r = rat(Number(`${whole}${frac}`), 10 ** frac.length);
  return negative ? rat(-r.n, r.d) : r;
}

function unitOf(tex: string): string {
  return tex
    .replace(/\\text\{\s*([^}]*)\}/, '$1')
    .replace('^{\\circ}', '°')
    .replace('\\%', '%')
    .trim();
}

/** Options repeat across the bank and generation reads each several times: read each text once. */
const cache = new Map<string, OptionQuantity | undefined>();

/** The quantity an option shows, or undefined when it is not a single number (an expression, a point…). */
export function optionQuantity(text: string): OptionQuantity | undefined {
  if (cache.has(text)) return cache.get(text);
  const q = readQuantity(text);
  cache.set(text, q);
  return q;
}

function readQuantity(text: string): OptionQuantity | undefined {
  const money = MONEY_OPTION.exec(text);
  if (money) {
    const r = rat(Number(money[2]!.replaceAll(',', '')) * 100 + Number(money[3] ?? 0), 100);
    return { value: money[1] ? rat(-r.n, r.d) : r, unit: '£' };
  }
  if (!text.startsWith('$') || !text.endsWith('$')) return undefined;
  const body = text.slice(1, -1).trim();
  const dec = DECIMAL_OPTION.exec(body);
  if (dec) return { value: decimal(dec[1]!), unit: unitOf(dec[2]!) };
  const frac = FRACTION_OPTION.exec(body);
  if (frac) {
    const [, minus, whole, n, d, unit] = frac;
    let value = rat(Number(n), Number(d));
    if (whole) value = add(rat(Number(whole)), value);
    return { value: minus ? rat(-value.n, value.d) : value, unit: unitOf(unit!) };
  }
  return undefined;
}
