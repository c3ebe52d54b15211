/**
 * "Never the answer" (decision 0050): whether a hint's text holds the right option's value or text.
 * Both sides are normalised the same way (LaTeX to plain, case, spaces, digit grouping), and a match
 * must stand alone (no letter, digit or point before it, no digit after), so "12" is found in
 * "x = 12." and "12 cm" but not in "120" or "0.12".
 * It errs towards finding: a step that merely looks like the key is dropped, never shown.
 */

/** LaTeX and spacing to one plain form: "$\frac{26}{5}\text{ cm}$" → "26/5cm", "70 000" → "70000". */
export function normaliseMaths(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, '$1/$2')
      .replace(/\\text\{([^{}]*)\}/g, '$1')
      .replace(/\^\{?\\circ\}?/g, '°')
      .replace(/\\(?:times|cdot)/g, '×')
      .replace(/\\div/g, '÷')
      .replace(/\\[a-z]+/g, ' ')
      .replace(/[${}\\]/g, ' ')
      .replace(/[−–]/g, '-')
      .replace(/\s+/g, ' ')
      // Spaces inside numbers (digit groups) and between a number and what follows or precedes it.
      .replace(/(\d)[ ,](?=\d{3}\b)/g, '$1')
      .replace(/ ?([^\p{L}\p{N} ]) ?/gu, '$1')
      .replace(/(\d) (?=\p{L})/gu, '$1')
      .trim()
  );
}

/** The forms of the key worth looking for: its whole text, and its number alone when it has exactly one. */
export function keyForms(keyText: string): string[] {
  const whole = normaliseMaths(keyText);
  const forms = new Set<string>(whole ? [whole] : []);
  const numbers = whole.match(/-?\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [];
  if (numbers.length === 1 && numbers[0]) {
    const n = numbers[0];
    forms.add(n);
    // £4.50 is also written 4.5.
    if (/\.\d*0$/.test(n)) forms.add(n.replace(/\.?0+$/, ''));
  }
  return [...forms];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether `text` holds any form of the key, standing alone. */
export function mentionsKey(text: string, forms: readonly string[]): boolean {
  const plain = normaliseMaths(text);
  return forms.some((form) =>
    new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(form)}(?!\\p{N}|\\.\\d)`, 'u').test(plain),
  );
}
