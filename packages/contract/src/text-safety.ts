/**
 * Characters a name must never hold (issue 24): the bidirectional embedding, override and isolate
 * controls (U+202A–U+202E, U+2066–U+2069), which reorder how the text around a name is shown (a
 * "right-to-left override" makes "Sam\u202Egnp.exe" read as "Samexe.png"), and lone UTF-16
 * surrogates, which are no character at all and do not survive being stored as UTF-8.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What makes the text unsafe to keep as a name: a direction control, a lone surrogate, or nothing (null). */
export function unsafeTextProblem(text: string): 'bidiControl' | 'loneSurrogate' | null {
  if (BIDI_CONTROL.test(text)) return 'bidiControl';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return null;
}
