/**
 * A question's text for a CSV cell: the screen typesets its `$…$` maths with KaTeX, a spreadsheet
 * cannot, so the bank's small set of commands (fractions, roots, powers, degrees, units in \text,
 * operators) becomes the plain characters a teacher would type; anything else keeps its letters.
 */
export function plainMaths(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '\\' && text[i + 1] === '$') {
      out += '$';
      i += 2;
    } else if (ch === '$') {
      const end = closingDollar(text, i + 1);
      if (end === -1) return (out + text.slice(i)).trim();
      out += plain(text.slice(i + 1, end));
      i = end + 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

function closingDollar(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '$') return j;
  }
  return -1;
}

const SYMBOLS: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pi: 'π',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  lt: '<',
  gt: '>',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pm: '±',
  circ: '°',
  degree: '°',
  cup: '∪',
  cap: '∩',
  ldots: '…',
  dots: '…',
  '%': '%',
  ',': ' ',
  ';': ' ',
  ' ': ' ',
};
const POWERS: Record<string, string> = { '2': '²', '3': '³', '\\circ': '°', '{\\circ}': '°' };

/** The `{…}` group (or single character) at `i`, and where it ends. */
function group(latex: string, i: number): [string, number] {
  if (latex[i] !== '{') return [latex[i] ?? '', i + 1];
  let depth = 0;
  for (let j = i; j < latex.length; j++) {
    if (latex[j] === '{') depth++;
    else if (latex[j] === '}' && --depth === 0) return [latex.slice(i + 1, j), j + 1];
  }
  return [latex.slice(i + 1), latex.length];
}

/** A term of more than one character keeps its brackets in a/b: (x + 1)/2. */
const bracketed = (s: string) => (/^[\w.]+$/.test(s) ? s : `(${s})`);

function plain(latex: string): string {
  let out = '';
  let i = 0;
  while (i < latex.length) {
    const ch = latex[i] as string;
    if (ch === '\\') {
      const name = /^[a-zA-Z]+|^./.exec(latex.slice(i + 1))?.[0] ?? '';
      i += 1 + name.length;
      if (name === 'frac' || name === 'dfrac') {
        const [top, next] = group(latex, i);
        const [bottom, after] = group(latex, next);
        out += `${bracketed(plain(top))}/${bracketed(plain(bottom))}`;
        i = after;
      } else if (name === 'sqrt') {
        const [inner, after] = group(latex, i);
        out += `√${bracketed(plain(inner))}`;
        i = after;
      } else if (name === 'text' || name === 'mathrm' || name === 'mathbf' || name === 'textbf') {
        const [inner, after] = group(latex, i);
        out += inner;
        i = after;
      } else if (name !== 'left' && name !== 'right' && name !== 'displaystyle') {
        out += SYMBOLS[name] ?? name;
      }
    } else if (ch === '^') {
      const [exponent, after] = group(latex, i + 1);
      out += POWERS[exponent] ?? `^${bracketed(plain(exponent))}`;
      i = after;
    } else if (ch === '{' || ch === '}') {
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}
