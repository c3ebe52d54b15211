import 'katex/dist/katex.min.css';
import katex from 'katex';
import { memo, useMemo } from 'react';
import { splitMath } from './split-math.ts';

/**
 * Text with `$…$` maths typeset by KaTeX. KaTeX writes visual HTML plus MathML, so screen readers read
 * the maths; a formula KaTeX cannot parse is shown as its source instead of breaking the question.
 * `fullSize` sets the maths in display style, so a fraction's digits are as large as the text around
 * them (inline KaTeX shrinks them to 70%, too small to read on a phone).
 */
export const MathText = memo(function MathText({
  text,
  fullSize = false,
}: {
  text: string;
  fullSize?: boolean;
}) {
  const html = useMemo(
    () =>
      splitMath(text)
        .map((s) =>
          s.kind === 'math'
            ? katex.renderToString(
                fullSize ? `\\displaystyle ${withDegreeSigns(s.value)}` : withDegreeSigns(s.value),
                {
                  output: 'htmlAndMathml',
                  throwOnError: false,
                  strict: 'ignore',
                },
              )
            : escapeHtml(s.value),
        )
        .join(''),
    [text, fullSize],
  );
  // The HTML comes from KaTeX (which escapes its input) and from escaped text, never raw user input.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
  return <span className="math-text" dangerouslySetInnerHTML={{ __html: html }} />;
});

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
