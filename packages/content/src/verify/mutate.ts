/**
 * Seeded faults for the verifier's mutation test: each takes a real question and breaks it the way
 * a faulty generator or a careless edit could. A mutation returns undefined where it cannot apply.
 */

import { applyMisconception } from '../misconception.ts';
import { misconceptionsForKind } from '../misconception-registry.ts';
import type { Question, QuestionOption } from '../question.ts';

export type Mutation = (q: Question) => Question | undefined;

function clone(q: Question): Question {
  return { ...q, options: q.options.map((o) => ({ ...o, misconceptionIds: [...o.misconceptionIds] })) };
}

/** A distractor of the question, chosen by its seed so runs repeat. */
function distractorIndex(q: Question, offset = 0): number {
  const wrong = q.options.map((o, i) => (o.isCorrect ? -1 : i)).filter((i) => i >= 0);
  return wrong[(q.seed + offset) % wrong.length]!;
}

/** The first number in a text moved by one (9 → 10, 0.25 → 1.25), keeping everything else. */
function bump(text: string, from = 0): string | undefined {
  const re = /\d+/g;
  re.lastIndex = from;
  const m = re.exec(text);
  if (!m) return undefined;
  return `${text.slice(0, m.index)}${Number(m[0]) + 1}${text.slice(m.index + m[0].length)}`;
}

export const MUTATIONS: Readonly<Record<string, Mutation>> = {
  /** The key marked on another option (with that option's misconception moved to the old key). */
  'moved key': (q) => {
    const out = clone(q);
    const from = out.options.findIndex((o) => o.isCorrect);
    const to = distractorIndex(q);
    const [a, b] = [out.options[from]!, out.options[to]!];
    const swap = (x: QuestionOption, y: QuestionOption) => {
      [x.isCorrect, y.isCorrect] = [y.isCorrect, x.isCorrect];
      [x.misconceptionId, y.misconceptionId] = [y.misconceptionId, x.misconceptionId];
      [x.misconceptionIds, y.misconceptionIds] = [y.misconceptionIds, x.misconceptionIds];
    };
    swap(a, b);
    out.correctLetter = b.letter;
    return out;
  },
  /** A number in the stem changed (the first one in its maths or money). */
  'changed number in the stem': (q) => {
    const at = q.stem.search(/[$£]\S*?\d/);
    if (at < 0) return undefined;
    const stem = bump(q.stem, at);
    return stem && stem !== q.stem ? { ...clone(q), stem } : undefined;
  },
  /** A number on the figure changed (a length, an angle, a table entry, an axis value). */
  'changed number in the figure': (q) => {
    if (!q.diagram) return undefined;
    const m = /<text\b[^>]*>(-?\d[^<]*)<\/text>/.exec(q.diagram);
    if (!m) return undefined;
    const start = m.index + m[0].indexOf('>') + 1;
    const diagram = bump(q.diagram, start);
    return diagram ? { ...clone(q), diagram } : undefined;
  },
  /** A number in the figure's text alternative changed (and in the SVG's title, which repeats it). */
  'changed number in the text alternative': (q) => {
    if (!q.diagram || !q.diagramAlt) return undefined;
    const diagramAlt = bump(q.diagramAlt);
    const at = q.diagram.indexOf('<title>');
    if (!diagramAlt || at < 0) return undefined;
    const diagram = bump(q.diagram, at);
    return diagram ? { ...clone(q), diagramAlt, diagram } : undefined;
  },
  /** The figure's lines mirrored left to right, with its labels and angle marks left where they were. */
  'mirrored figure': (q) => {
    if (!q.diagram || !/<line/.test(q.diagram) || q.problem.kind !== 'parallel-angles') return undefined;
    const width = Number(/viewBox="0 0 ([\d.]+)/.exec(q.diagram)?.[1] ?? 400);
    const diagram = q.diagram.replace(
      /<line x1="(-?[\d.]+)" y1="(-?[\d.]+)" x2="(-?[\d.]+)" y2="(-?[\d.]+)"/g,
      (_m, x1, y1, x2, y2) =>
        `<line x1="${width - Number(x1)}" y1="${y1}" x2="${width - Number(x2)}" y2="${y2}"`,
    );
    return { ...clone(q), diagram };
  },
  /** A triangle or parallelogram whose sloping side is relabelled too long for its base and height. */
  'impossible figure': (q) => {
    if (!q.diagram || !['triangle-area', 'parallelogram-area'].includes(q.problem.kind)) return undefined;
    const diagram = q.diagram.replace(/>(\d+) cm<\/text>(?![\s\S]*cm<\/text>)/, '>40 cm</text>');
    return diagram === q.diagram ? undefined : { ...clone(q), diagram };
  },
  /** The key's value changed. */
  "changed key's value": (q) => {
    const out = clone(q);
    const key = out.options.find((o) => o.isCorrect)!;
    const text = bump(key.text);
    if (!text) return undefined;
    key.text = text;
    return out;
  },
  /** A distractor's value changed. */
  "changed distractor's value": (q) => {
    const out = clone(q);
    const o = out.options[distractorIndex(q)]!;
    const text = bump(o.text);
    if (!text) return undefined;
    o.text = text;
    return out;
  },
  /** A distractor tagged with a misconception of its kind whose rule does not give it. */
  'wrong misconception tag': (q) => {
    const out = clone(q);
    const o = out.options[distractorIndex(q)]!;
    const wrong = misconceptionsForKind(q.problem.kind).find(
      (m) =>
        !o.misconceptionIds.includes(m.misconceptionId) && applyMisconception(m, q.problem)?.text !== o.text,
    );
    if (!wrong) return undefined;
    o.misconceptionId = wrong.misconceptionId;
    o.misconceptionIds = [wrong.misconceptionId, ...o.misconceptionIds.slice(1)];
    return out;
  },
  /** One distractor replaced by a copy of another option (text, value and tags). */
  'duplicated option': (q) => {
    const out = clone(q);
    const i = distractorIndex(q);
    const j = distractorIndex(q, 1);
    out.options[i] = { ...out.options[j]!, letter: out.options[i]!.letter };
    return out;
  },
};
