import { splitMath } from './split-math.ts';

/**
 * Question text as a screen reader should say it, for an accessible name (an option's radio): the
 * typeset maths of KaTeX does not reach a control's name, and read symbol by symbol it says
 * "superscript ring operator" for a degree sign. The bank's maths uses a small set of commands
 * (fractions, powers, roots, degrees, units in \text, times, divide, pi, inequalities, sets,
 * column vectors); anything else is read as its letters, never dropped.
 */
export function spokenText(text: string): string {
  return tidy(
    splitMath(text)
      .map((s) => (s.kind === 'math' ? ` ${spokenMath(s.value)} ` : s.value))
      .join(''),
  );
}

/** The words for one `$…$` formula. */
export function spokenMath(latex: string): string {
  return tidy(speak(latex));
}

const WORDS: Record<string, string> = {
  times: ' times ',
  cdot: ' times ',
  div: ' divided by ',
  pi: ' pi ',
  le: ' is less than or equal to ',
  leq: ' is less than or equal to ',
  ge: ' is greater than or equal to ',
  geq: ' is greater than or equal to ',
  lt: ' is less than ',
  gt: ' is greater than ',
  neq: ' is not equal to ',
  ne: ' is not equal to ',
  approx: ' is approximately ',
  pm: ' plus or minus ',
  cup: ' union ',
  cap: ' intersection ',
  xi: ' the universal set ',
  ldots: ' dot dot dot ',
  dots: ' dot dot dot ',
  circ: ' degrees ',
  '%': ' percent',
};

/** Powers said as a teacher says them. */
function power(exponent: string): string {
  const e = tidy(speak(exponent));
  if (e === 'degrees') return ' degrees ';
  if (e === '2') return ' squared ';
  if (e === '3') return ' cubed ';
  return ` to the power ${e} `;
}

function speak(latex: string): string {
  let out = '';
  /** Digits under a recurring dot, said after the number: "0.51 recurring, dots over 5 and 1". */
  const dotted: string[] = [];
  let i = 0;
  while (i < latex.length) {
    const ch = latex[i] as string;
    if (ch === '\\') {
      const name = /^[a-zA-Z]+|^./.exec(latex.slice(i + 1))?.[0] ?? '';
      i += 1 + name.length;
      if (name === 'frac') {
        const [top, next] = group(latex, i);
        const [bottom, after] = group(latex, next);
        const [t, b] = [tidy(speak(top)), tidy(speak(bottom))];
        // A mixed number is "2 and 1 over 4"; a fraction of more than one term says where it ends.
        const joiner = /\d\s*$/.test(out) ? ' and ' : ' ';
        out +=
          t.includes(' ') || b.includes(' ')
            ? `${joiner}the fraction ${t}, over ${b}, end of fraction `
            : `${joiner}${t} over ${b} `;
        i = after;
      } else if (name === 'sqrt') {
        let root = '';
        if (latex[i] === '[') {
          const close = latex.indexOf(']', i);
          root = latex.slice(i + 1, close);
          i = close + 1;
        }
        const [inner, after] = group(latex, i);
        // "4 root 5" after a coefficient, as a teacher says it; "the square root of 20" alone.
        const said = tidy(speak(inner));
        if (root) out += ` the ${tidy(speak(root))} root of ${said} `;
        else out += /[\w)]\s*$/.test(out) ? ` root ${said} ` : ` the square root of ${said} `;
        i = after;
      } else if (name === 'text' || name === 'mathrm' || name === 'mathbf' || name === 'textbf') {
        const [inner, after] = group(latex, i);
        out += ` ${name === 'text' || name === 'mathrm' ? inner : speak(inner)} `;
        i = after;
      } else if (name === 'begin' || name === 'end') {
        const [env, after] = group(latex, i);
        out += name === 'begin' && env.endsWith('matrix') ? ' the column vector ' : ' ';
        i = after;
      } else if (name === '\\') {
        out += ', ';
      } else if (name === 'left' || name === 'right' || name === 'displaystyle') {
        // Sizing only.
      } else if (name === ',' && /\d$/.test(out) && /^\d/.test(latex.slice(i))) {
        // A thin space between digits groups thousands: 520\,487 is one number.
      } else if (name === 'dot') {
        const [digit, after] = group(latex, i);
        out += digit;
        dotted.push(digit);
        i = after;
      } else if (name === ',' || name === ';' || name === ':' || name === '!' || name === ' ') {
        out += ' ';
      } else {
        out += WORDS[name] ?? ` ${name} `;
      }
    } else if (ch === '^') {
      const [exponent, after] = group(latex, i + 1);
      out += power(exponent);
      i = after;
    } else if (ch === '_') {
      const [sub, after] = group(latex, i + 1);
      out += ` sub ${speak(sub)} `;
      i = after;
    } else if (ch === '{' || ch === '}') {
      i++;
    } else if (ch === '&') {
      out += ' ';
      i++;
    } else if (SYMBOLS[ch]) {
      out += SYMBOLS[ch];
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  if (dotted.length > 0) out += ` recurring, dots over ${dotted.join(' and ')} `;
  return out;
}

/** Signs said as words, so a screen reader never says "dash" or "greater". */
const SYMBOLS: Record<string, string> = {
  '-': ' minus ',
  '−': ' minus ',
  '+': ' plus ',
  '<': ' is less than ',
  '>': ' is greater than ',
  ':': ' to ',
  '=': ' equals ',
};

/** The argument at `from`: a `{…}` group (nesting kept) or one character; and where it ends. */
function group(latex: string, from: number): [string, number] {
  let i = from;
  while (latex[i] === ' ') i++;
  if (latex[i] !== '{') {
    if (latex[i] === '\\') {
      const name = /^[a-zA-Z]+|^./.exec(latex.slice(i + 1))?.[0] ?? '';
      return [latex.slice(i, i + 1 + name.length), i + 1 + name.length];
    }
    return [latex[i] ?? '', i + 1];
  }
  let depth = 0;
  for (let j = i; j < latex.length; j++) {
    if (latex[j] === '\\') {
      j++;
      continue;
    }
    if (latex[j] === '{') depth++;
    if (latex[j] === '}' && --depth === 0) return [latex.slice(i + 1, j), j + 1];
  }
  return [latex.slice(i + 1), latex.length];
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.!)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}
