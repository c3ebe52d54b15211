/**
 * Independent checks on a finished question. Everything is recomputed from the stored problem,
 * so a question edited or corrupted after generation is caught, not trusted.
 */

import { constructById } from './construct-registry.ts';
import { latexProblems } from './latex.ts';
import { applyMisconception } from './misconception.ts';
import { misconceptionById, misconceptionsForKind } from './misconception-registry.ts';
import { optionQuantity } from './option-value.ts';
import { renderProblem, solveProblem } from './problem.ts';
import { normaliseText, OPTION_LETTERS, optionForm, type Question } from './question.ts';
import { svgProblems } from './svg.ts';

/** Every problem found with a question; an empty list means it is valid. */
export function validateQuestion(q: Question): string[] {
  const problems: string[] = [];
  const construct = constructById(q.constructId);
  if (!construct) problems.push(`unknown construct ${q.constructId}`);
  else if (construct.kind !== q.problem.kind)
    problems.push(`problem kind ${q.problem.kind} does not match construct kind ${construct.kind}`);

  let rendered: ReturnType<typeof renderProblem> | undefined;
  let correct: ReturnType<typeof solveProblem> | undefined;
  try {
    rendered = renderProblem(q.problem);
    correct = solveProblem(q.problem);
  } catch (e) {
    problems.push(`problem cannot be solved or rendered: ${(e as Error).message}`);
  }

  for (const issue of latexProblems(q.stem)) problems.push(`stem: ${issue}`);
  if (rendered && rendered.stem !== q.stem) problems.push('stem does not match the problem');

  if (q.options.length !== 4) problems.push(`expected 4 options, found ${q.options.length}`);
  q.options.forEach((o, i) => {
    if (o.letter !== OPTION_LETTERS[i]) problems.push(`option ${i + 1} is lettered ${o.letter}`);
    for (const issue of latexProblems(o.text)) problems.push(`option ${o.letter}: ${issue}`);
  });

  const correctOptions = q.options.filter((o) => o.isCorrect);
  if (correctOptions.length !== 1)
    problems.push(`expected exactly 1 correct option, found ${correctOptions.length}`);
  const marked = correctOptions[0];
  if (marked) {
    if (marked.letter !== q.correctLetter)
      problems.push(`correctLetter ${q.correctLetter} but option ${marked.letter} is marked correct`);
    if (marked.misconceptionId !== null) problems.push('the correct option carries a misconception');
    if (correct && (marked.key !== correct.key || marked.text !== correct.text)) {
      problems.push(`correct option ${marked.text} is not the computed answer ${correct.text}`);
    }
  }

  const keys = new Set(q.options.map((o) => o.key));
  if (keys.size !== q.options.length) problems.push('two options have the same value');
  const texts = new Set(q.options.map((o) => normaliseText(o.text)));
  if (texts.size !== q.options.length) problems.push('two options read the same');
  const forms = new Set(q.options.map((o) => optionForm(o.text)));
  if (texts.size === q.options.length && forms.size !== q.options.length) {
    problems.push('two options are the same product or sum written in another order');
  }
  const values = q.options.map((o) => optionQuantity(o.text)).filter((v) => v !== undefined);
  const shown = new Set(values.map((v) => `${v.value.n}/${v.value.d} ${v.unit}`));
  if (keys.size === q.options.length && shown.size !== values.length) {
    problems.push('two options show the same value');
  }

  for (const o of q.options.filter((x) => !x.isCorrect)) {
    if (o.misconceptionId === null) {
      problems.push(`distractor ${o.letter} has no misconception`);
      continue;
    }
    const m = misconceptionById(o.misconceptionId);
    if (!m) {
      problems.push(`distractor ${o.letter} cites unknown misconception ${o.misconceptionId}`);
      continue;
    }
    const predicted = applyMisconception(m, q.problem);
    if (!predicted)
      problems.push(`misconception ${m.misconceptionId} (${m.slug}) does not apply to this problem`);
    else if (predicted.key !== o.key || predicted.text !== o.text) {
      problems.push(`misconception ${m.misconceptionId} (${m.slug}) gives ${predicted.text}, not ${o.text}`);
    }
    if (correct && o.key === correct.key) problems.push(`distractor ${o.letter} equals the correct answer`);
    // Tags: exactly the misconceptions whose rule gives this option, by value or in another order.
    const producers = misconceptionsForKind(q.problem.kind)
      .filter((x) => {
        const a = applyMisconception(x, q.problem);
        return a !== undefined && (a.key === o.key || optionForm(a.text) === optionForm(o.text));
      })
      .map((x) => x.misconceptionId);
    if (o.misconceptionIds[0] !== o.misconceptionId || producers.join() !== o.misconceptionIds.join()) {
      problems.push(
        `distractor ${o.letter} is tagged [${o.misconceptionIds.join(', ')}] but misconceptions [${producers.join(', ')}] give it`,
      );
    }
  }
  for (const o of q.options.filter((x) => x.isCorrect)) {
    if (o.misconceptionIds.length > 0) problems.push('the correct option carries misconception tags');
  }

  if (q.diagram !== undefined) {
    for (const issue of svgProblems(q.diagram)) problems.push(`diagram: ${issue}`);
    if (!q.diagramAlt || q.diagramAlt.trim() === '') problems.push('diagram has no alt text');
    if (rendered?.diagram && rendered.diagram.svg !== q.diagram)
      problems.push('diagram does not match the problem');
  } else if (rendered?.diagram) {
    problems.push('the problem needs a diagram but the question has none');
  }
  return problems;
}
