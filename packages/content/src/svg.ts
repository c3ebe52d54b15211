/**
 * Minimal SVG building blocks for question diagrams. Output is standalone (own xmlns and viewBox,
 * no external references) so a diagram can be stored in the database and inlined anywhere.
 */

/** Colours with at least 4.5:1 contrast on white, so labels stay readable for every student. */
export const COLOURS = {
  ink: '#1f2937',
  accent: '#1d4ed8',
  warm: '#9a3412',
  green: '#166534',
  muted: '#4b5563',
  grid: '#d1d5db',
  fillBlue: '#dbeafe',
  fillAmber: '#fef3c7',
  fillGreen: '#dcfce7',
  fillRose: '#ffe4e6',
  fillViolet: '#ede9fe',
} as const;

/** Fills for chart categories, distinguishable without relying on colour alone (labels are always drawn). */
export const CATEGORY_FILLS = ['#bfdbfe', '#fde68a', '#bbf7d0', '#fecdd3', '#ddd6fe', '#fed7aa'] as const;

/** Escapes the characters XML treats specially. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A number rounded to 0.1 px: keeps the markup short and stable across platforms. */
export function px(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? px(v) : escapeXml(v!)}"`)
    .join('');
}

/** One element; children are already-built markup. */
export function el(tag: string, a: Attrs, ...children: string[]): string {
  return children.length === 0 ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children.join('')}</${tag}>`;
}

/** A straight segment. */
export function line(x1: number, y1: number, x2: number, y2: number, extra: Attrs = {}): string {
  return el('line', { x1, y1, x2, y2, stroke: COLOURS.ink, 'stroke-width': 2, ...extra });
}

/** A text label, centred by default. */
export function label(x: number, y: number, text: string, extra: Attrs = {}): string {
  return el(
    'text',
    {
      x,
      y,
      'font-family': 'Arial, Helvetica, sans-serif',
      'font-size': 14,
      'text-anchor': 'middle',
      'dominant-baseline': 'middle',
      fill: COLOURS.ink,
      ...extra,
    },
    escapeXml(text),
  );
}

/** A closed polygon through the points. */
export function polygon(points: ReadonlyArray<readonly [number, number]>, extra: Attrs = {}): string {
  return el('polygon', {
    points: points.map(([x, y]) => `${px(x)},${px(y)}`).join(' '),
    fill: 'none',
    stroke: COLOURS.ink,
    'stroke-width': 2,
    'stroke-linejoin': 'round',
    ...extra,
  });
}

/** A path from raw path data. */
export function path(d: string, extra: Attrs = {}): string {
  return el('path', { d, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 2, ...extra });
}

/** A point on a circle, angles in degrees anticlockwise from east as in maths (SVG's y axis points down). */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy - r * Math.sin(a)];
}

/** An arc marking an angle from `fromDeg` anticlockwise to `toDeg` (maths convention). */
export function angleArc(
  cx: number,
  cy: number,
  r: number,
  fromDeg: number,
  toDeg: number,
  extra: Attrs = {},
): string {
  const [x1, y1] = polar(cx, cy, r, fromDeg);
  const [x2, y2] = polar(cx, cy, r, toDeg);
  const large = toDeg - fromDeg > 180 ? 1 : 0;
  return path(`M ${px(x1)} ${px(y1)} A ${r} ${r} 0 ${large} 0 ${px(x2)} ${px(y2)}`, {
    stroke: COLOURS.accent,
    'stroke-width': 1.5,
    ...extra,
  });
}

/** A small square marking a right angle at (x, y) between the two unit directions. */
export function rightAngleMark(
  x: number,
  y: number,
  u: readonly [number, number],
  v: readonly [number, number],
  size = 12,
): string {
  const p1: [number, number] = [x + u[0] * size, y + u[1] * size];
  const p2: [number, number] = [x + (u[0] + v[0]) * size, y + (u[1] + v[1]) * size];
  const p3: [number, number] = [x + v[0] * size, y + v[1] * size];
  return path(`M ${px(p1[0])} ${px(p1[1])} L ${px(p2[0])} ${px(p2[1])} L ${px(p3[0])} ${px(p3[1])}`, {
    'stroke-width': 1.5,
  });
}

/** A complete standalone SVG document with a title (read by screen readers) and a viewBox. */
export function svgDocument(width: number, height: number, title: string, body: readonly string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body.join('')}</svg>`
  );
}

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;

/** Problems with an SVG string: not well formed, no viewBox, no title, or external references. Empty = fine. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg')) problems.push('does not start with <svg');
  if (!/^<svg[^>]*\sviewBox="-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+"/.test(svg))
    problems.push('missing or bad viewBox');
  if (!/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg))
    problems.push('missing SVG namespace');
  if (/(?:href|src)\s*=|url\(|<script|<image|<foreignObject|@import/i.test(svg)) {
    problems.push('contains an external reference or script');
  }
  const stack: string[] = [];
  let i = 0;
  let roots = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push('unescaped & in text');
    if (text.trim() !== '' && stack.length === 0) problems.push('text outside the root element');
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${lt}`);
      break;
    }
    const [whole, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) problems.push(`mismatched </${name}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) {
      roots++;
    }
    i = lt + whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push('must have exactly one root element');
  if (!/<title>[^<]*\S[^<]*<\/title>/.test(svg)) problems.push('missing <title>');
  return problems;
}
