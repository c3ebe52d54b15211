export type MathSegment = { kind: 'text'; value: string } | { kind: 'math'; value: string };

/**
 * Splits question text into plain text and `$…$` maths. A backslash-escaped `\$` is a literal
 * dollar sign; an unclosed `$` is kept as text rather than swallowing the rest of the line.
 */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let buffer = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '$') {
      buffer += '$';
      i += 2;
      continue;
    }
    if (ch === '$') {
      const end = findClosingDollar(text, i + 1);
      if (end === -1) {
        buffer += text.slice(i);
        break;
      }
      if (buffer) segments.push({ kind: 'text', value: buffer });
      buffer = '';
      segments.push({ kind: 'math', value: text.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    buffer += ch;
    i++;
  }
  if (buffer) segments.push({ kind: 'text', value: buffer });
  return segments;
}

function findClosingDollar(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] === '$') return j;
  }
  return -1;
}
