/**
 * `node --import tsx scripts/figure-contact-sheet.ts [slug#n …]`: questions with figures as a student
 * sees them on a phone (390 px wide): the stem with its maths, the figure as the quiz shows it (an
 * image at most 28rem wide and 18rem tall) and the options A–D one under another. Writes
 * `content-report/figures-390.html` and a full-page screenshot `content-report/figures-390.png`, to
 * look at. With no arguments it shows one question of each figure added for issue 30 point 4.
 */

import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';
import { chromium } from 'playwright';
import { bankQuestion } from '../packages/content/src/bank.ts';
import { CONSTRUCTS } from '../packages/content/src/construct-registry.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'content-report');
const wanted = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'angle-in-a-semicircle#1',
      'tangents-from-a-point#1',
      'angles-in-the-same-segment#1',
      'alternate-segment-theorem#1',
      'median-quartile-from-cumulative-frequency#1',
      'interquartile-range-from-cumulative-frequency#1',
      'probability-from-venn-diagram#1',
      'conditional-probability-from-venn-diagram#1',
      'three-set-venn-diagram-probability#1',
    ];

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const rich = (text: string) =>
  text
    .split(/(\$[^$]+\$)/)
    .map((part) =>
      part.startsWith('$') && part.endsWith('$') && part.length > 1
        ? katex.renderToString(part.slice(1, -1), { throwOnError: false, output: 'html' })
        : escapeHtml(part),
    )
    .join('');

const cards = wanted.map((ref) => {
  const [slug, n] = ref.split('#');
  const construct = CONSTRUCTS.find((c) => c.slug === slug);
  if (!construct) throw new Error(`No construct ${slug}`);
  const q = bankQuestion(construct, Number(n ?? 1));
  const img = q.diagram
    ? `<img class="diagram" alt="${escapeHtml(q.diagramAlt ?? '').replaceAll('"', '&quot;')}" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(q.diagram)}">`
    : '';
  const options = q.options
    .map((o) => `<li class="option"><b>${o.letter}</b><span>${rich(o.text)}</span></li>`)
    .join('');
  return `<article><p class="ref">${escapeHtml(q.key)}</p><p class="stem">${rich(q.stem)}</p>${img}<ol class="options">${options}</ol></article>`;
});

mkdirSync(out, { recursive: true });
const katexDist = join(root, 'node_modules/katex/dist');
cpSync(join(katexDist, 'katex.min.css'), join(out, 'katex.min.css'));
cpSync(join(katexDist, 'fonts'), join(out, 'fonts'), { recursive: true });
const html = join(out, 'figures-390.html');
// The quiz's own sizes (apps/web/src/shared/question/question.module.css): an 18px stem, the figure
// at most 28rem × 18rem, options 3.5rem tall with a 2px border.
writeFileSync(
  html,
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Figures at 390 px</title>
<link rel="stylesheet" href="katex.min.css"><style>
body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:16px;color:#1f2937;background:#f1f5f9}
article{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px}
.ref{font-size:11px;color:#6b7280;margin:0}.stem{font-size:18px;line-height:1.6}
.diagram{display:block;max-width:min(100%,28rem);max-height:18rem;margin:16px auto}
.options{display:grid;gap:10px;list-style:none;padding:0;margin:16px 0 0}
.option{display:flex;align-items:center;gap:10px;min-height:3.5rem;padding:10px 16px;border:2px solid #ced4da;border-radius:8px;font-size:18px;box-sizing:border-box}
</style></head><body>${cards.join('\n')}</body></html>`,
);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`file://${html}`);
  await page.screenshot({ path: join(out, 'figures-390.png'), fullPage: true });
  // One picture a question as well, small enough to look at one by one.
  const articles = await page.locator('article').all();
  for (const [i, a] of articles.entries()) await a.screenshot({ path: join(out, `figure-390-${i + 1}.png`) });
} finally {
  await browser.close();
}
console.log(`Contact sheet: ${join(out, 'figures-390.png')}`);
