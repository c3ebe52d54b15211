/**
 * What a verifier solver returns: the true answer, how to tell whether an option shows it, and
 * each option's identity by value (or, where the question asks for a form, by form).
 */

import { eq, gcdInt, type Q, show } from './exact.ts';
import { type Poly, polyEq, polyKey, readPoly } from './poly.ts';
import { type Quantity, quantityKey, readQuantity } from './read.ts';

export interface Expect {
  /** The true answer, for messages. */
  answer: string;
  /** Whether an option's text shows the true answer (in the form asked for). */
  is(text: string): boolean;
  /** The option's identity: options must differ in it. Undefined when the option cannot be read. */
  identity(text: string): string | undefined;
}

/** Whether a quantity's text is written as a fraction in its simplest form (or a whole number). */
function writtenSimplest(text: string): boolean {
  const fractions = [...text.matchAll(/\\frac\{(\d+)\}\{(\d+)\}/g)];
  return fractions.every((f) => f[2] !== '1' && gcdInt(BigInt(f[1]!), BigInt(f[2]!)) === 1n);
}

export interface NumberOptions {
  pi?: number;
  /** The unit the answer must carry ("cm^2", "°", "£", "%", "litres"); any when omitted. */
  unit?: string;
  /** The answer must be written as a fraction in its simplest form. */
  simplest?: boolean;
  /** The answer must be written as a decimal (no fraction). */
  decimal?: boolean;
}

/** A numeric answer: an option shows it when it reads as the same value (and π power and unit). */
export function number(value: Q, opts: NumberOptions = {}): Expect {
  const pi = opts.pi ?? 0;
  return {
    answer: `${show(value)}${pi ? `π^${pi}` : ''}${opts.unit ? ` ${opts.unit}` : ''}`,
    is(text) {
      const x = readQuantity(text);
      if (!x || !eq(x.value, value) || x.pi !== pi) return false;
      if (opts.unit !== undefined && x.unit !== opts.unit) return false;
      if (opts.simplest && !writtenSimplest(text)) return false;
      if (opts.decimal && /frac/.test(text)) return false;
      return true;
    },
    identity(text) {
      const x: Quantity | undefined = readQuantity(text);
      return x && quantityKey(x);
    },
  };
}

function stripPrefix(text: string): string {
  return text.replaceAll('$', '').replace(/^\s*[a-z]\s*=\s*/, '');
}

/** An algebraic answer compared as a polynomial; `form` adds what its text must look like. */
export function polynomial(p: Poly, form: (text: string) => boolean = () => true): Expect {
  const read = (text: string) => {
    try {
      return readPoly(stripPrefix(text));
    } catch {
      return undefined;
    }
  };
  return {
    answer: polyKey(p),
    is(text) {
      const x = read(text);
      return x !== undefined && polyEq(x, p) && form(text);
    },
    identity(text) {
      const x = read(text);
      return x && polyKey(x);
    },
  };
}

/**
 * An answer asked for in a form (simplest ratio, surd, standard form, prime factors): `is` checks
 * value and form together; options are told apart by their written form with products and sums
 * in any order counted as one.
 */
export function inForm(answer: string, is: (text: string) => boolean): Expect {
  return { answer, is, identity: (text) => formOf(text) };
}

/** An option's written form with spaces dropped and the factors of a product in sorted order. */
export function formOf(text: string): string {
  const t = text.replaceAll('$', '').replace(/\s+/g, '').replaceAll('\\,', '');
  return t.split('\\times').sort().join('\\times');
}

/** A text answer matched exactly after normalising spaces (coordinates, inequalities). */
export function exactText(answer: string, normalise: (text: string) => string | undefined): Expect {
  return {
    answer,
    is: (text) => normalise(text) === answer,
    identity: (text) => normalise(text),
  };
}
