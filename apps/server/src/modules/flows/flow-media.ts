/**
 * The pictures and the short "videos" of a flow, drawn as SVG from the content itself, so every
 * asset is served by the app (as data URLs) and nothing comes from another host. A "video" is an
 * animated SVG slideshow (CSS keyframes); under prefers-reduced-motion every slide is shown at once.
 * Pure: no I/O.
 */

const WIDTH = 640;
const FONT = "font-family='Segoe UI, Roboto, Helvetica, Arial, sans-serif'";

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Maths is typeset only in the chat; in a picture `$…$` is shown as its plain text. */
function plain(text: string): string {
  return text.replaceAll('$', '').replaceAll('\\times', '×').replaceAll('\\div', '÷');
}

/** Greedy word wrap to lines of at most `width` characters (SVG text does not wrap by itself). */
export function wrap(text: string, width: number, maxLines = 6): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of plain(text).split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function textBlock(lines: string[], x: number, y: number, size: number, colour: string, weight = 400) {
  const spans = lines
    .map((l, i) => `<tspan x='${x}' dy='${i === 0 ? 0 : size * 1.3}'>${escapeXml(l)}</tspan>`)
    .join('');
  return `<text x='${x}' y='${y}' ${FONT} font-size='${size}' font-weight='${weight}' fill='${colour}'>${spans}</text>`;
}

/** The topic's card, pinned above the chat: its name, what the flow is and how many questions. */
export function topicCardSvg(title: string, subtitle: string, questionCount: number): string {
  const titleLines = wrap(title, 30, 2);
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${WIDTH} 160' role='img'>
<rect width='${WIDTH}' height='160' rx='16' fill='#1c3d7a'/>
<circle cx='560' cy='80' r='52' fill='#2f5fb3'/>
<text x='560' y='96' text-anchor='middle' ${FONT} font-size='44' font-weight='700' fill='#ffffff'>${questionCount}</text>
<text x='560' y='122' text-anchor='middle' ${FONT} font-size='13' fill='#ffffff'>${questionCount === 1 ? 'question' : 'questions'}</text>
${textBlock(titleLines, 28, 58, 28, '#ffffff', 700)}
${textBlock(wrap(subtitle, 52, 3 - titleLines.length), 28, 58 + titleLines.length * 36, 15, '#dfe8f7')}
</svg>`;
}

export interface ResultMark {
  number: number;
  outcome: 'right' | 'retry' | 'wrong' | 'unanswered';
}

const MARK_COLOURS: Record<ResultMark['outcome'], { fill: string; label: string }> = {
  right: { fill: '#2b8a3e', label: '✓' },
  retry: { fill: '#e67700', label: '↻' },
  wrong: { fill: '#c92a2a', label: '✗' },
  unanswered: { fill: '#868e96', label: '–' },
};

/** One disc per question: right first time, right on a second try, not right, or not answered. */
export function resultsChartSvg(marks: ResultMark[]): string {
  // As wide as the questions need (at least the legend), so a short flow stays legible on a phone.
  const perRow = Math.max(1, Math.min(8, marks.length));
  const width = Math.max(380, 48 + perRow * 74);
  const rows = Math.max(1, Math.ceil(marks.length / perRow));
  const height = 70 + rows * 72;
  const discs = marks
    .map((m, i) => {
      const x = 48 + (i % perRow) * 74;
      const y = 60 + Math.floor(i / perRow) * 72;
      const c = MARK_COLOURS[m.outcome];
      return `<circle cx='${x}' cy='${y}' r='26' fill='${c.fill}'/>
<text x='${x}' y='${y + 8}' text-anchor='middle' ${FONT} font-size='24' font-weight='700' fill='#ffffff'>${c.label}</text>
<text x='${x}' y='${y + 46}' text-anchor='middle' ${FONT} font-size='13' fill='#343a40'>Q${m.number}</text>`;
    })
    .join('\n');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' role='img'>
<rect width='${width}' height='${height}' rx='16' fill='#f8f9fa'/>
<text x='20' y='24' ${FONT} font-size='15' font-weight='700' fill='#343a40'>✓ first time · ↻ second try · ✗ not yet</text>
${discs}
</svg>`;
}

export interface Slide {
  heading: string;
  body: string;
}

const SLIDE_SECONDS = 2;
/** A slide's lines: the heading's (20 px type) and the body's (16 px), and the space around them. */
const HEADING_LINE = 26;
const BODY_LINE = 21;
const SLIDE_PADDING = 14;
const TITLE_HEIGHT = 50;

/** A slide laid out: its wrapped lines and its height, which follows its text (no empty band). */
export function slideLayout(slide: Slide): { heading: string[]; body: string[]; height: number } {
  const heading = wrap(slide.heading, 44, 2);
  const body = wrap(slide.body, 60, 5 - heading.length);
  const height = SLIDE_PADDING + heading.length * HEADING_LINE + body.length * BODY_LINE + 6;
  return { heading, body, height: Math.max(56, height) };
}

/**
 * A short animated explainer (the flow's honest "video"): the first slide shows at once and the
 * others are revealed one after another, SLIDE_SECONDS apart, and stay. Each slide is as tall as its
 * text, so the picture is never mostly empty. With prefers-reduced-motion every slide shows at once.
 */
export function slideshowSvg(title: string, slides: Slide[]): string {
  const laid = slides.map(slideLayout);
  const height = TITLE_HEIGHT + laid.reduce((sum, l) => sum + l.height, 0) + 8;
  const styles = slides
    .map((_, i) =>
      i === 0
        ? ''
        : `.s${i} { opacity: 0; animation: reveal 0.8s ease-out ${i * SLIDE_SECONDS}s 1 forwards }`,
    )
    .filter(Boolean)
    .join('\n');
  let top = TITLE_HEIGHT;
  const groups = laid
    .map(({ heading, body, height: slideHeight }, i) => {
      const y = top;
      top += slideHeight;
      const divider =
        i === 0 ? '' : `<line x1='76' x2='${WIDTH - 24}' y1='${y}' y2='${y}' stroke='#c5d0f5'/>`;
      return `<g class='s${i}'>
${divider}
<circle cx='44' cy='${y + 24}' r='16' fill='#364fc7'/>
<text x='44' y='${y + 30}' text-anchor='middle' ${FONT} font-size='16' font-weight='700' fill='#ffffff'>${i + 1}</text>
${textBlock(heading, 76, y + 30, 20, '#1c3d7a', 700)}
${textBlock(body, 76, y + 30 + heading.length * HEADING_LINE - 2, 16, '#212529')}
</g>`;
    })
    .join('\n');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${WIDTH} ${height}' role='img'>
<style>@keyframes reveal { from { opacity: 0; transform: translateY(12px) } to { opacity: 1; transform: none } }
${styles}
@media (prefers-reduced-motion: reduce) { g { animation: none !important; opacity: 1 !important } }</style>
<rect width='${WIDTH}' height='${height}' rx='16' fill='#edf2ff'/>
<text x='24' y='38' ${FONT} font-size='18' font-weight='700' fill='#364fc7'>▶ ${escapeXml(plain(title))}</text>
${groups}
</svg>`;
}
