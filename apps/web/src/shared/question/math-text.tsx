import { memo, useEffect, useMemo, useState } from 'react';
import classes from './math-text.module.css';
import { type MathSegment, splitMath } from './split-math.ts';
import { spokenMath } from './spoken-math.ts';

type Katex = typeof import('katex').default;

let katex: Katex | undefined;
let loading: Promise<Katex> | undefined;

/**
 * KaTeX and its stylesheet (about 75 KB of JavaScript gzipped), downloaded the first time maths is on
 * screen rather than with every page that can show a question (issue 26 point 4: light pages). Once
 * loaded it stays, so later maths is typeset at once. A failed download is tried again next time.
 */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => {
      katex = module.default;
      return katex;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Text with `$…$` maths typeset by KaTeX. KaTeX writes visual HTML plus MathML, so screen readers read
 * the maths; a formula KaTeX cannot parse is shown as its source instead of breaking the question.
 * `fullSize` sets the maths in display style, so a fraction's digits are as large as the text around
 * them (inline KaTeX shrinks them to 70%, too small to read on a phone).
 *
 * Text without maths never needs KaTeX. Until KaTeX has arrived, each formula holds its place as a
 * grey box about its width, its words (as a screen reader says them) inside for assistive technology.
 */
export const MathText = memo(function MathText({
  text,
  fullSize = false,
}: {
  text: string;
  fullSize?: boolean;
}) {
  const segments = useMemo(() => splitMath(text), [text]);
  const hasMath = segments.some((s) => s.kind === 'math');
  const [typesetter, setTypesetter] = useState<Katex | undefined>(katex);
  useEffect(() => {
    if (!hasMath || typesetter) return;
    let live = true;
    loadKatex().then(
      (loaded) => {
        if (live) setTypesetter(() => loaded);
      },
      () => {
        // Offline or a failed deploy: the formulas keep their words; the next maths on screen tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [hasMath, typesetter]);

  const html = useMemo(
    () => segments.map((s) => toHtml(s, fullSize, hasMath ? typesetter : undefined)).join(''),
    [segments, fullSize, hasMath, typesetter],
  );
  // The HTML comes from KaTeX (which escapes its input) and from escaped text, never raw user input.
  return (
    <span
      className="math-text"
      aria-busy={hasMath && !typesetter ? true : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});

function toHtml(segment: MathSegment, fullSize: boolean, typesetter: Katex | undefined): string {
  if (segment.kind === 'text') return escapeHtml(segment.value);
  if (!typesetter) {
    const width = Math.min(10, Math.max(1, segment.value.length * 0.25)).toFixed(1);
    return `<span class="${classes.pending}" style="width:${width}em">${escapeHtml(spokenMath(segment.value))}</span>`;
  }
  return typesetter.renderToString(
    fullSize ? `\\displaystyle ${withDegreeSigns(segment.value)}` : withDegreeSigns(segment.value),
    { output: 'htmlAndMathml', throwOnError: false, strict: 'ignore' },
  );
}

/**
 * The bank writes degrees as a superscript ring (`90^{\\circ}`), which KaTeX's MathML gives screen
 * readers as "superscript ring operator"; `\\degree` draws the same sign and is read as "degree".
 */
export function withDegreeSigns(latex: string): string {
  return latex.replace(/\^\s*(?:\{\s*\\circ\s*\}|\\circ)/g, '\\degree ');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
