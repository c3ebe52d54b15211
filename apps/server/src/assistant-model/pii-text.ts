/**
 * Text helpers of the PII guard: folding text for comparison (keeping where each folded character came
 * from) and the decoded forms of an outbound body that the fail-closed check searches.
 */

const SPECIAL: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  þ: 'th',
  ð: 'd',
  ı: 'i',
  ħ: 'h',
};
const APOSTROPHES = /['’‘ʼ`´ʹ′]/u;
const HYPHENS = /[-‐‑‒–—]/u;

/** One code point folded: lower case, accents off, apostrophes, hyphens and spaces made one kind each. */
function foldChar(char: string): string {
  if (/\s/u.test(char) || char === '\u00a0') return ' ';
  if (APOSTROPHES.test(char)) return "'";
  if (HYPHENS.test(char)) return '-';
  const lower = char.toLowerCase();
  const special = SPECIAL[lower];
  if (special) return special;
  // NFKD: accents come off as marks, and full-width letters and ligatures become plain ones.
  return lower.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded text and, for each of its characters, where it came from in the original. */
export function fold(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let at = 0;
  for (const char of text) {
    let out = foldChar(char);
    if (out === ' ' && folded.endsWith(' ')) out = '';
    for (let i = 0; i < out.length; i += 1) from.push(at);
    folded += out;
    at += char.length;
  }
  return { folded, from };
}

export function foldValue(value: string): string {
  return fold(value.trim()).folded.trim();
}

function jsonUnescape(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|["\\/bfnrt])/g, (_m, code: string) => {
    if (code.startsWith('u')) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    return ({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' } as Record<string, string>)[code] ?? code;
  });
}

function urlDecode(text: string): string {
  return text.replace(/\+/g, ' ').replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function htmlDecode(text: string): string {
  return text
    .replace(/&#x([0-9a-fA-F]+);?/g, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(apos|quot|amp|lt|gt|nbsp);/g,
      (_m, name: string) => ({ apos: "'", quot: '"', amp: '&', lt: '<', gt: '>', nbsp: ' ' })[name] ?? '',
    );
}

/** The forms a roster string could take in a request body: each is searched. */
export function outboundForms(body: string): Array<[string, string]> {
  const once = jsonUnescape(body);
  const twice = jsonUnescape(once);
  const forms: Array<[string, string]> = [
    ['raw', body],
    ['json-escaped', once],
    ['json-escaped twice', twice],
    ['url-encoded', urlDecode(body)],
    ['url-encoded in json', urlDecode(twice)],
    ['html-escaped', htmlDecode(twice)],
  ];
  const seen = new Set<string>();
  return forms.filter(([, text]) => !seen.has(text) && seen.add(text));
}
