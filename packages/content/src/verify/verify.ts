/**
 * The independent verifier (issue 15). For every published question it reads what the student
 * sees, the stem and the figure's own geometry, works out the answer its own way (`solvers.ts`,
 * exact arithmetic) and checks:
 *
 * - exactly one option shows that answer, and it is the key;
 * - the options all differ in value (or, where the question asks for a form, in form);
 * - each distractor's misconception tags are exactly right: the first is the option's
 *   misconception, and each tag's rule, applied to the question, gives that option;
 * - the stored problem, from which those rules work, is the one shown.
 *
 * A construct with no solver is reported as unverified, never passed silently.
 */

import { constructById } from '../construct-registry.ts';
import { applyMisconception } from '../misconception.ts';
import { misconceptionById } from '../misconception-registry.ts';
import { renderProblem, solveProblem } from '../problem.ts';
import type { Question } from '../question.ts';
import { readSvg } from '../test/svg-geometry.ts';
import { show } from './exact.ts';
import { numbersIn } from './read.ts';
import { type Seen, SOLVERS, Unreadable } from './solvers.ts';

/**
 * Faults that say the question no longer matches its stored problem (which the misconception rules
 * read), rather than faults found by reading the question itself.
 */
export const BINDING_FAULTS: readonly string[] = [
  'the stem or figure is not the stored problem',
  "the key is not the stored problem's answer",
];

export interface Verdict {
  key: string;
  slug: string;
  /** False when no solver covers the construct. */
  covered: boolean;
  /** The answer the verifier worked out, when it could. */
  answer?: string;
  /** Everything wrong with the question; empty when it is right. */
  faults: string[];
}

/** The question as a student sees it. */
export function seen(q: Pick<Question, 'stem' | 'diagram' | 'diagramAlt' | 'options'>): Seen {
  return {
    stem: q.stem,
    maths: [...q.stem.matchAll(/\$([^$]+)\$/g)].map((m) => m[1]!),
    nums: numbersIn(q.stem),
    options: q.options.map((o) => o.text),
    ...(q.diagram ? { figure: readSvg(q.diagram), svg: q.diagram, alt: q.diagramAlt ?? '' } : {}),
  };
}

export function verifyQuestion(q: Question): Verdict {
  const slug = constructById(q.constructId)?.slug ?? `construct ${q.constructId}`;
  const solver = SOLVERS[slug];
  if (!solver) return { key: q.key, slug, covered: false, faults: [] };
  const faults: string[] = [];
  let answer: string | undefined;
  let identity: (text: string) => string | undefined = (text) => text;

  try {
    const expect = solver(seen(q));
    answer = expect.answer;
    identity = (text) => expect.identity(text) ?? text;
    const showing = q.options.filter((o) => expect.is(o.text));
    if (showing.length !== 1)
      faults.push(
        `${showing.length} options show the answer ${expect.answer} (${showing.map((o) => o.letter).join(', ') || 'none'})`,
      );
    const key = q.options.filter((o) => o.isCorrect);
    if (key.length !== 1 || q.correctLetter !== key[0]!.letter) faults.push('not exactly one key');
    if (showing.length === 1 && key.length === 1 && showing[0] !== key[0])
      faults.push(`the key is ${key[0]!.letter} but the answer ${expect.answer} is ${showing[0]!.letter}`);
    if (showing.length === 1 && q.correctLetter !== showing[0]!.letter)
      faults.push(`correctLetter ${q.correctLetter} but the answer is ${showing[0]!.letter}`);
    const identities = q.options.map((o) => expect.identity(o.text));
    q.options.forEach((o, i) => {
      if (identities[i] === undefined) faults.push(`option ${o.letter} (${o.text}) cannot be read`);
    });
    if (new Set(identities).size !== identities.length) faults.push('two options have the same value');
  } catch (e) {
    // A stem that reads as nonsense (a gradient through one point, a term that does not parse) is a fault too.
    faults.push(
      `the question cannot be read: ${e instanceof Unreadable ? '' : 'it breaks the arithmetic: '}${(e as Error).message}`,
    );
  }

  // A student using a screen reader hears the text alternative: it must say what the figure shows.
  if (q.diagram) faults.push(...altProblems(q));

  // The misconception rules work from the stored problem: it must be the problem shown.
  const rendered = renderProblem(q.problem);
  if (rendered.stem !== q.stem || (rendered.diagram?.svg ?? undefined) !== q.diagram)
    faults.push(BINDING_FAULTS[0]!);
  const key = q.options.find((o) => o.isCorrect);
  if (key && key.text !== solveProblem(q.problem).text) faults.push(BINDING_FAULTS[1]!);
  for (const o of q.options) {
    if (o.isCorrect) {
      if (o.misconceptionId !== null || o.misconceptionIds.length > 0)
        faults.push('the key carries a misconception');
      continue;
    }
    if (o.misconceptionIds.length === 0 || o.misconceptionIds[0] !== o.misconceptionId)
      faults.push(`distractor ${o.letter} has no misconception, or its first tag is not its misconception`);
    for (const id of o.misconceptionIds) {
      const m = misconceptionById(id);
      const given = m && applyMisconception(m, q.problem);
      // The same option by value, or (where a form is asked for) the same product in another order.
      if (!given || (given.text !== o.text && identity(given.text) !== identity(o.text)))
        faults.push(
          `distractor ${o.letter} (${o.text}) is tagged ${m?.slug ?? id}, whose rule gives ${given?.text ?? 'nothing'}`,
        );
    }
  }
  return { key: q.key, slug, covered: true, ...(answer ? { answer } : {}), faults };
}

export interface BankReport {
  questions: number;
  verified: number;
  constructs: number;
  coveredConstructs: number;
  /** Constructs with no solver, with their question counts, highest first. */
  unverified: Array<{ slug: string; questions: number }>;
  faults: string[];
}

export function verifyBank(bank: readonly Question[]): BankReport {
  const verdicts = bank.map(verifyQuestion);
  const uncovered = new Map<string, number>();
  for (const v of verdicts) if (!v.covered) uncovered.set(v.slug, (uncovered.get(v.slug) ?? 0) + 1);
  const slugs = new Set(verdicts.map((v) => v.slug));
  return {
    questions: bank.length,
    verified: verdicts.filter((v) => v.covered && v.faults.length === 0).length,
    constructs: slugs.size,
    coveredConstructs: slugs.size - uncovered.size,
    unverified: [...uncovered]
      .map(([slug, questions]) => ({ slug, questions }))
      .sort((a, b) => b.questions - a.questions),
    faults: verdicts.flatMap((v) => v.faults.map((f) => `${v.key}: ${f}`)),
  };
}

/** Figures whose text alternative describes what is drawn rather than labelled (their solvers check it). */
const ALT_DESCRIBES_GEOMETRY = new Set([
  'number-line',
  'bar-chart',
  'pie-read',
  'histogram-frequency',
  'box-plot-iqr',
  'cumulative-frequency',
  'distance-time',
  'velocity-time',
  'graph-equation',
  'tangent-gradient',
  'scatter-estimate',
  'cube-views',
  'congruence-criterion',
  'combined-reflections',
  'name-an-angle',
  'symmetry-count',
  'scatter-reliability',
  'correlation-type',
]);

/** Numbers the text alternative gives that the figure and stem do not, and a missing alternative. */
function altProblems(q: Question): string[] {
  const alt = q.diagramAlt?.trim();
  if (!alt || !q.diagram) return ['the figure has no text alternative'];
  // The SVG's own title, where it has one, says the same (it may stop before the alternative's last sentence).
  const title = /<title>([^<]*)<\/title>/.exec(q.diagram)?.[1]?.replaceAll('&amp;', '&');
  if (title !== undefined && !alt.startsWith(title))
    return ["the figure's title is not its text alternative"];
  if (ALT_DESCRIBES_GEOMETRY.has(q.problem.kind)) return [];
  // Counted with repeats: "8 cm long and 8 cm wide" needs two 8s on the figure.
  const shown = [...numbersIn(q.stem), ...readSvg(q.diagram).labels.flatMap((l) => numbersIn(l.text))].map(
    show,
  );
  const extra = numbersIn(alt)
    .map(show)
    .filter((n) => {
      const i = shown.indexOf(n);
      if (i < 0) return true;
      shown.splice(i, 1);
      return false;
    });
  return extra.length
    ? [`the text alternative gives ${extra.join(', ')}, which the figure does not show`]
    : [];
}
