import { describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import { constructById } from './construct-registry.ts';
import { generateQuestion, type Question } from './question.ts';
import { validateQuestion } from './validate.ts';

/** A fresh valid question with a diagram (angles on a line) to tamper with. */
function sample(): Question {
  return structuredClone(generateQuestion(constructById(401)!, 3, 401003));
}

function distractorIndex(q: Question): number {
  return q.options.findIndex((o) => !o.isCorrect);
}

describe('validateQuestion', () => {
  it('passes an untouched question', () => {
    const q = sample();
    expect(q.diagram).toBeDefined();
    expect(validateQuestion(q)).toEqual([]);
  });

  it('catches a wrong answer marked correct', () => {
    const q = sample();
    const correct = q.options.find((o) => o.isCorrect)!;
    correct.text = '$1^{\\circ}$';
    correct.key = 'n:1/1';
    expect(validateQuestion(q).join('\n')).toMatch(/is not the computed answer/);
  });

  it('catches zero or two correct options and a wrong correctLetter', () => {
    const q = sample();
    q.options[distractorIndex(q)]!.isCorrect = true;
    expect(validateQuestion(q).join('\n')).toMatch(/exactly 1 correct option, found 2/);
    const r = sample();
    r.correctLetter = r.correctLetter === 'A' ? 'B' : 'A';
    expect(validateQuestion(r).join('\n')).toMatch(/correctLetter/);
  });

  it('catches duplicate options, by value as well as by text', () => {
    const q = sample();
    const [a, b] = q.options.filter((o) => !o.isCorrect);
    b!.key = a!.key;
    expect(validateQuestion(q)).toContain('two options have the same value');
    const r = sample();
    const [c, d] = r.options.filter((o) => !o.isCorrect);
    d!.text = c!.text.replace('$', '$ ');
    expect(validateQuestion(r)).toContain('two options read the same');
  });

  it('catches the same product in another order and the same value written another way', () => {
    const q = sample();
    const [a, b] = q.options.filter((o) => !o.isCorrect);
    a!.text = '$3 \\times 4$';
    b!.text = '$4 \\times 3$';
    expect(validateQuestion(q)).toContain('two options are the same product or sum written in another order');
    const r = sample();
    const [c, d] = r.options.filter((o) => !o.isCorrect);
    c!.text = '$0.5^{\\circ}$';
    d!.text = '$\\frac{1}{2}^{\\circ}$';
    expect(validateQuestion(r)).toContain('two options show the same value');
  });

  it('catches a distractor whose misconception does not produce it', () => {
    const q = sample();
    const i = distractorIndex(q);
    const other = q.options.find((o, j) => j !== i && !o.isCorrect)!;
    q.options[i]!.misconceptionId = other.misconceptionId;
    expect(validateQuestion(q).join('\n')).toMatch(/gives .*, not /);
    q.options[i]!.misconceptionId = 999_999;
    expect(validateQuestion(q).join('\n')).toMatch(/unknown misconception 999999/);
    q.options[i]!.misconceptionId = null;
    expect(validateQuestion(q).join('\n')).toMatch(/has no misconception/);
  });

  it('catches a distractor that two misconceptions give but carries one tag', () => {
    const q = structuredClone(
      buildQuestionBank().find((x) => x.options.some((o) => o.misconceptionIds.length > 1))!,
    );
    const shared = q.options.find((o) => o.misconceptionIds.length > 1)!;
    shared.misconceptionIds = [shared.misconceptionIds[0]!];
    expect(validateQuestion(q).join('\n')).toMatch(/is tagged \[\d+\] but misconceptions \[\d+, \d+/);
  }, 30_000);

  it('catches a misconception that does not apply to the problem kind', () => {
    const q = sample();
    q.options[distractorIndex(q)]!.misconceptionId = 1001; // place value: no rule for angles
    expect(validateQuestion(q).join('\n')).toMatch(/does not apply to this problem/);
  });

  it('catches empty or malformed LaTeX', () => {
    const q = sample();
    q.stem = '  ';
    q.options[0]!.text = '$\\frac{1}{2$';
    const problems = validateQuestion(q).join('\n');
    expect(problems).toMatch(/stem: text is empty/);
    expect(problems).toMatch(/option A: unbalanced braces/);
  });

  it('catches a broken diagram, a missing alt text or a missing diagram', () => {
    const q = sample();
    q.diagram = q.diagram!.replace('</svg>', '');
    q.diagramAlt = '';
    const problems = validateQuestion(q).join('\n');
    expect(problems).toMatch(/diagram: unclosed/);
    expect(problems).toMatch(/diagram has no alt text/);
    const r = sample();
    delete r.diagram;
    expect(validateQuestion(r)).toContain('the problem needs a diagram but the question has none');
  });

  it('catches a problem edited after generation', () => {
    const q = sample();
    if (q.problem.kind !== 'angles-line') throw new Error('expected an angles-line problem');
    q.problem.known = [q.problem.known[0]! + 1, q.problem.known[1]!];
    const problems = validateQuestion(q).join('\n');
    expect(problems).toMatch(/does not match the problem|not the computed answer/);
  });

  it('catches the wrong number of options', () => {
    const q = sample();
    q.options.pop();
    expect(validateQuestion(q)).toContain('expected 4 options, found 3');
  });
});
