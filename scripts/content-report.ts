/**
 * `npm run content:report`: the question bank in numbers, and a contact sheet to look at.
 *
 * Prints counts by strand, year group and construct (questions, distinct questions, figures,
 * worded share), the misconceptions in use, the verifier's coverage, and where a construct's key sits
 * at one rank among its options in more than half its questions (a cue however the options are ordered),
 * the key's letter shares over the bank and the near repeats (`cue-measures.ts`). Writes
 * `content-report/index.html`: every construct's first questions as a student sees them (KaTeX maths,
 * the figure, options A–D), with the key and each distractor's misconceptions marked for the reader.
 */

import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';
import { buildQuestionBank } from '../packages/content/src/bank.ts';
import { CONSTRUCTS } from '../packages/content/src/construct-registry.ts';
import {
  asksForAnExtremeOption,
  keyRank,
  letterShares,
  nearRepeatGroups,
  rankCues,
} from '../packages/content/src/cue-measures.ts';
import { gcseCoverage } from '../packages/content/src/gcse-coverage.ts';
import { MISCONCEPTIONS, misconceptionById } from '../packages/content/src/misconception-registry.ts';
import { normaliseText, type Question } from '../packages/content/src/question.ts';
import { verifyBank } from '../packages/content/src/verify/verify.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'content-report');
const PER_CONSTRUCT = Number(process.env.CONTENT_REPORT_PER_CONSTRUCT ?? 3);

const started = performance.now();
const bank = buildQuestionBank();
const builtMs = performance.now() - started;

/**
 * A stem that sets a realistic scene in words (money, people, things, places) rather than a bare
 * "Work out …": a heuristic on the words outside the maths, for this report only.
 */
const CONTEXT =
  /£|\b(people|students|pupils|class|bag|counters?|car|price|ticket|bike|coat|builders?|paint|spinner|train|team|match|survey|invested|account|rains?|bus|chess|group|cost|share|travel|school|pets|fruit|shop|recipe|wall|rulers|pens|pencils|apples|notebooks|adults|children)\b/i;
function isWorded(q: Question): boolean {
  return CONTEXT.test(q.stem.replace(/\$[^$]*\$/g, ' '));
}

const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : '0.0'} %`;

function table(title: string, rows: Array<Array<string | number>>, head: string[]) {
  console.log(`\n${title}`);
  const all = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  for (const r of all) console.log(`  ${r.map((c, i) => String(c).padEnd(widths[i]!)).join('  ')}`);
}

const ofConstruct = new Map(
  CONSTRUCTS.map((c) => [c.constructId, bank.filter((q) => q.constructId === c.constructId)]),
);
const distinct = (qs: Question[]) =>
  new Set(
    qs.map((q) =>
      JSON.stringify([
        normaliseText(q.stem),
        q.diagram ?? '',
        q.options.map((o) => normaliseText(o.text)).sort(),
      ]),
    ),
  ).size;

console.log(
  `Question bank: ${bank.length} questions (${distinct(bank)} distinct), ${CONSTRUCTS.length} constructs, ${MISCONCEPTIONS.length} misconceptions; built in ${Math.round(builtMs)} ms`,
);
const styleOf = new Map(CONSTRUCTS.map((c) => [c.constructId, c.problemStyle]));
const styled = (style: 'worded' | 'multi-step') =>
  bank.filter((q) => styleOf.get(q.constructId) === style).length;
console.log(
  `Worded or multi-step, as each construct declares it (problemStyle): ${pct(styled('worded') + styled('multi-step'), bank.length)} of questions (worded ${pct(styled('worded'), bank.length)}, multi-step ${pct(styled('multi-step'), bank.length)}). Stems with context words (a looser guess): ${pct(bank.filter(isWorded).length, bank.length)}.`,
);

const strands = [...new Set(CONSTRUCTS.map((c) => c.strand))];
table(
  'By strand',
  strands.map((s) => {
    const cs = CONSTRUCTS.filter((c) => c.strand === s);
    const qs = cs.flatMap((c) => ofConstruct.get(c.constructId)!);
    return [s, cs.length, qs.length, pct(qs.filter(isWorded).length, qs.length)];
  }),
  ['strand', 'constructs', 'questions', 'worded'],
);
table(
  'By year group',
  [5, 6, 7, 8, 9, 10, 11].map((y) => {
    const cs = CONSTRUCTS.filter((c) => c.yearGroup === y);
    const qs = cs.flatMap((c) => ofConstruct.get(c.constructId)!);
    return [`Year ${y}`, cs.length, pct(cs.length, CONSTRUCTS.length), qs.length];
  }),
  ['year', 'constructs', 'share', 'questions'],
);

const shares = letterShares(bank);
const worst = rankCues(bank)[0];
const repeats = nearRepeatGroups(bank);
console.log(
  `\nCues: the key at ${Object.entries(shares)
    .map(([l, s]) => `${l} ${(100 * s).toFixed(1)} %`)
    .join(
      ', ',
    )}; worst construct rank share ${worst ? `${(100 * worst.share).toFixed(0)} % (${CONSTRUCTS.find((c) => c.constructId === worst.constructId)!.slug}, key ${['smallest', '2nd', '3rd', 'largest'][worst.rank]} in ${worst.count}/${worst.numeric})` : 'none'}; constructs over 50 %: ${rankCues(bank).filter((r) => r.share > 0.5).length}; near repeats: ${repeats.length} groups`,
);

const used = new Map<number, number>();
for (const q of bank)
  for (const o of q.options) for (const id of o.misconceptionIds) used.set(id, (used.get(id) ?? 0) + 1);

table(
  'By construct',
  CONSTRUCTS.map((c) => {
    const qs = ofConstruct.get(c.constructId)!;
    const ranks = [0, 0, 0, 0];
    for (const q of qs) {
      // As the rank-cue test counts (decision 0063): "which is the largest?" asks for the rank itself.
      if (asksForAnExtremeOption(q)) continue;
      const r = keyRank(q);
      if (r !== undefined) ranks[r]!++;
    }
    const numeric = ranks.reduce((a, b) => a + b, 0);
    const top = Math.max(...ranks);
    const misconceptions = new Set(qs.flatMap((q) => q.options.flatMap((o) => o.misconceptionIds))).size;
    return [
      c.slug,
      c.strand,
      `Y${c.yearGroup}`,
      qs.length,
      distinct(qs),
      qs.filter((q) => q.diagram).length,
      pct(qs.filter(isWorded).length, qs.length),
      misconceptions,
      numeric && top / numeric > 0.5
        ? `key ${['smallest', '2nd', '3rd', 'largest'][ranks.indexOf(top)]} in ${top}/${numeric}`
        : '',
    ];
  }),
  ['construct', 'strand', 'year', 'questions', 'distinct', 'figures', 'worded', 'misconceptions', 'rank cue'],
);

table(
  'Misconceptions by strand',
  strands.map((s) => {
    const ids = new Set(
      CONSTRUCTS.filter((c) => c.strand === s).flatMap((c) =>
        ofConstruct.get(c.constructId)!.flatMap((q) => q.options.flatMap((o) => o.misconceptionIds)),
      ),
    );
    return [s, ids.size];
  }),
  ['strand', 'misconceptions offered'],
);
const unused = MISCONCEPTIONS.filter((m) => !m.retired && !used.has(m.misconceptionId));
const retired = MISCONCEPTIONS.filter((m) => m.retired);
console.log(
  `\nMisconceptions never offered as a distractor: ${unused.length}${unused.length ? ` (${unused.map((m) => m.slug).join(', ')})` : ''}; retired (no rules, kept for answers already given): ${retired.length}${retired.length ? ` (${retired.map((m) => m.slug).join(', ')})` : ''}`,
);
const top = [...used].sort((a, b) => b[1] - a[1]).slice(0, 10);
console.log(`Most offered: ${top.map(([id, n]) => `${misconceptionById(id)?.slug} ${n}`).join(', ')}`);

// Issue 30 point 1: the DfE's GCSE subject content, statement by statement (`gcse-coverage.ts`).
const statements = gcseCoverage();
const covered = statements.filter((s) => s.constructs.length > 0);
table(
  'GCSE (9–1) subject content (DFE-00233-2013)',
  (['number', 'algebra', 'ratio', 'geometry', 'probability', 'statistics'] as const).map((area) => {
    const of = statements.filter((s) => s.area === area);
    const assessed = of.filter((s) => s.constructs.length > 0);
    return [
      area,
      of.length,
      assessed.length,
      assessed.filter((s) => !s.notYet).length,
      of.filter((s) => s.notAskable).length,
      of.length - assessed.length,
    ];
  }),
  ['area', 'statements', 'with a construct', 'every askable part', 'part not askable', 'gaps'],
);
console.log(
  `  ${covered.length}/${statements.length} statements have at least one construct (${covered.filter((s) => !s.notYet).length} in every askable part); Higher-only statements covered: ${covered.filter((s) => s.higher === 'all').length}/${statements.filter((s) => s.higher === 'all').length}`,
);
// A statement with no construct is either one a four-option question cannot ask (with its reason and the
// nearest question that can, as the issue allows) or a gap still to fill.
const unaskable = statements.filter((s) => s.constructs.length === 0 && s.notAskable && !s.notYet);
const gaps = statements.filter((s) => s.constructs.length === 0 && !unaskable.includes(s));
console.log(`  Not askable as four options (${unaskable.length}), each with the nearest question that is:`);
for (const s of unaskable)
  console.log(`    ${s.id}: ${s.notAskable?.reason}; nearest: ${s.notAskable?.nearest}`);
console.log(`  Gaps (${gaps.length}${gaps.length ? '; the issue wants none' : ''})${gaps.length ? ':' : ''}`);
for (const s of gaps) console.log(`    ${s.id}${s.higher === 'all' ? ' (Higher)' : ''}: ${s.notYet}`);

const verifyStarted = performance.now();
const report = verifyBank(bank);
console.log(
  `\nIndependent verifier: ${report.verified}/${report.questions} questions verified, ${report.coveredConstructs}/${report.constructs} constructs covered, ${report.faults.length} faults, ${Math.round(performance.now() - verifyStarted)} ms`,
);
for (const u of report.unverified) console.log(`  not covered: ${u.slug} (${u.questions} questions)`);
for (const f of report.faults) console.log(`  fault: ${f}`);

// ---------- the contact sheet ----------

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
function rich(text: string): string {
  return text
    .split(/(\$[^$]+\$)/)
    .map((part) =>
      part.startsWith('$') && part.endsWith('$') && part.length > 1
        ? katex.renderToString(part.slice(1, -1), { throwOnError: false, output: 'html' })
        : escapeHtml(part),
    )
    .join('');
}

const cards = CONSTRUCTS.map((c) => {
  const qs = ofConstruct.get(c.constructId)!.slice(0, PER_CONSTRUCT);
  return `<section><h2>${escapeHtml(c.name)} <small>${c.slug} · ${c.strand} · Year ${c.yearGroup}</small></h2><div class="row">${qs
    .map(
      (q) =>
        `<article><p class="id">${q.questionId} · ${escapeHtml(q.key)}</p><p class="stem">${rich(q.stem)}</p>${
          q.diagram
            ? `<figure>${q.diagram}<figcaption>${escapeHtml(q.diagramAlt ?? '')}</figcaption></figure>`
            : ''
        }<ol>${q.options
          .map(
            (o) =>
              `<li class="${o.isCorrect ? 'key' : ''}"><b>${o.letter}</b> ${rich(o.text)}<span class="tag">${
                o.isCorrect
                  ? 'key'
                  : o.misconceptionIds
                      .map((id) => escapeHtml(misconceptionById(id)?.slug ?? String(id)))
                      .join(', ')
              }</span></li>`,
          )
          .join('')}</ol></article>`,
    )
    .join('')}</div></section>`;
});

mkdirSync(out, { recursive: true });
const katexDist = join(root, 'node_modules/katex/dist');
cpSync(join(katexDist, 'katex.min.css'), join(out, 'katex.min.css'));
cpSync(join(katexDist, 'fonts'), join(out, 'fonts'), { recursive: true });
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Mathsight question bank: contact sheet</title>
<link rel="stylesheet" href="katex.min.css"><style>
body{font-family:Arial,Helvetica,sans-serif;margin:16px;color:#1f2937;background:#f8fafc}
h1{font-size:20px}h2{font-size:16px;margin:24px 0 8px}h2 small{font-weight:normal;color:#6b7280}
.row{display:flex;gap:12px;flex-wrap:wrap}article{background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:12px;width:380px}
.id{font-size:11px;color:#6b7280;margin:0}.stem{font-size:15px}figure{margin:8px 0}figure svg{max-width:100%;height:auto}
figcaption{font-size:11px;color:#6b7280}ol{list-style:none;padding:0;margin:0}li{padding:4px 6px;border-radius:4px;margin:2px 0;font-size:15px}
li.key{background:#dcfce7}.tag{float:right;font-size:11px;color:#6b7280}
</style></head><body><h1>Question bank: the first ${PER_CONSTRUCT} questions of each of ${CONSTRUCTS.length} constructs (${bank.length} questions in all)</h1>
${cards.join('\n')}</body></html>`,
);
console.log(`\nContact sheet: ${join(out, 'index.html')}`);
