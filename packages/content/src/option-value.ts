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

/** An option's size, for ordering options and finding the key's rank among them. */
export interface OptionMagnitude {
  /** The value as a float: exact enough to order four different answers. */
  size: number;
  /** What follows the number, as in `OptionQuantity` ("" for a bare number). */
  unit: string;
}

const COEFFICIENT = String.raw`(-)?(?:(${NUMBER.slice(2)})|(\d+)?\\frac\{(\d+)\}\{(\d+)\})?`;
const PI_OPTION = new RegExp(String.raw`^(?:x = )?${COEFFICIENT}\s*\\pi(?:\^\{(\d)\})?\s*(${UNIT})$`);
const SURD_OPTION = new RegExp(String.raw`^(?:x = )?${COEFFICIENT}\s*\\sqrt\{(\d+)\}\s*(${UNIT})$`);
const SURD_OVER_OPTION = /^(?:x = )?(-)?\\frac\{(\d+)?\\sqrt\{(\d+)\}\}\{(\d+)\}$/;
const RATIO_OPTION = /^(\d+(?:\.\d+)?) : (\d+(?:\.\d+)?)$/;
const STANDARD_FORM_OPTION = new RegExp(
  String.raw`^(?:x = )?(-?\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}\s*(${UNIT})$`,
);

/** The value of a coefficient matched by COEFFICIENT (1 when absent, as in "π" or "√2"). */
function coefficient(m: RegExpExecArray): number {
  const [, minus, dec, whole, n, d] = m;
  let value = 1;
  if (dec) value = Number(dec.replaceAll('\\,', '').replaceAll(',', ''));
  else if (n) value = Number(whole ?? 0) + Number(n) / Number(d);
  return minus ? -value : value;
}

const magnitudes = new Map<string, OptionMagnitude | undefined>();

/**
 * The size of any option that shows one number, whatever its form: the plain quantities
 * `optionQuantity` reads, and multiples of π ("$\frac{256}{3}\pi\text{ cm}^{2}$", "$361\pi^{2}$"),
 * surds ("$3\sqrt{2}$", "$\frac{7\sqrt{10}}{10}$"), standard form ("$4.1 \times 10^{-11}$") and
 * two-part ratios ("$4 : 5$", read as the first part per one of the second, 0.8, unit ":"), so a ratio's
 * size orders ratio options as a number orders numbers. Undefined for expressions, points, three-part
 * ratios, products and pairs of answers.
 */
export function optionMagnitude(text: string): OptionMagnitude | undefined {
  if (magnitudes.has(text)) return magnitudes.get(text);
  const m = readMagnitude(text);
  magnitudes.set(text, m);
  return m;
}

function readMagnitude(text: string): OptionMagnitude | undefined {
  const plain = optionQuantity(text);
  if (plain) return { size: plain.value.n / plain.value.d, unit: plain.unit };
  if (!text.startsWith('$') || !text.endsWith('$')) return undefined;
  const body = text.slice(1, -1).trim();
  const pi = PI_OPTION.exec(body);
  if (pi) return { size: coefficient(pi) * Math.PI ** Number(pi[6] ?? 1), unit: unitOf(pi[7]!) };
  const surd = SURD_OPTION.exec(body);
  if (surd) return { size: coefficient(surd) * Math.sqrt(Number(surd[6])), unit: unitOf(surd[7]!) };
  const over = SURD_OVER_OPTION.exec(body);
  if (over) {
    const size = (Number(over[2] ?? 1) * Math.sqrt(Number(over[3]))) / Number(over[4]);
    return { size: over[1] ? -size : size, unit: '' };
  }
  const sf = STANDARD_FORM_OPTION.exec(body);
  // The power of ten parsed, not `10 ** n`: Node 20's pow is not correctly rounded (10 ** -4 is
  // 0.00009999999999999999), so 96 × 10⁻⁴ sorted apart from 9.6 × 10⁻³ differently on Node 20 and 24
  // and write-in-standard-form came out different (bank-fingerprint.test.ts). The parse equals Node 24's
  // pow for every power up to 10^±22, so the bank as published (built on Node 24) is unchanged.
  if (sf) return { size: Number(sf[1]) * Number(`1e${sf[2]}`), unit: unitOf(sf[3]!) };
  const ratio = RATIO_OPTION.exec(body);
  if (ratio && Number(ratio[2]) !== 0) return { size: Number(ratio[1]) / Number(ratio[2]), unit: ':' };
  return undefined;
}
