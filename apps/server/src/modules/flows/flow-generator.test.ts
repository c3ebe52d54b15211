import {
  FLOW_INPUT_TYPES,
  FlowItemTypeSchema,
  FlowQuestionContentSchema,
} from '@mathsight/contract/flows.ts';
import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import {
  checkResponse,
  type FlowItemDraft,
  type FlowPlan,
  type FlowQuestion,
  generateFlow,
} from './flow-generator.ts';

const halves = {
  misconceptionId: 11,
  name: 'Adds numerators and denominators',
  howToFix: 'Find a common denominator first.',
};
const bigger = {
  misconceptionId: 12,
  name: 'Bigger denominator, bigger fraction',
  howToFix: 'Compare with a picture.',
};

function question(id: number, withDiagram = false): FlowQuestion {
  return {
    questionId: id,
    stem: `What is $\\frac{1}{2} + \\frac{1}{${id}}$?`,
    diagramSvg: withDiagram
      ? "<svg xmlns='http://www.w3.org/2000/svg'><rect width='4' height='4'/></svg>"
      : null,
    diagramAlt: withDiagram ? 'A square' : null,
    options: [
      { letter: 'A', text: 'right', isCorrect: true, misconception: null },
      { letter: 'B', text: 'wrong one', isCorrect: false, misconception: halves },
      { letter: 'C', text: 'wrong two', isCorrect: false, misconception: bigger },
      { letter: 'D', text: 'wrong three', isCorrect: false, misconception: null },
    ],
  };
}

const plan = (over: Partial<FlowPlan> = {}): FlowPlan => ({
  kind: 'TopicPathwayQuiz',
  template: 'default',
  learnerName: 'Sam',
  title: 'Adding fractions',
  learningIntention: 'Add fractions with different denominators.',
  questions: [question(1, true), question(2)],
  feedbackAfterEach: true,
  delays: false,
  ...over,
});

/** Plays the flow to its end, answering each input with `answer(item)`. */
function play(p: FlowPlan, answer: (item: FlowItemDraft) => string) {
  const responses = new Map<number, string>();
  for (let guard = 0; guard < 100; guard++) {
    const run = generateFlow(p, responses);
    if (run.finished) return run;
    const waiting = run.items.at(-1);
    if (!waiting) throw new Error('nothing dispatched');
    responses.set(waiting.sequence, answer(waiting));
  }
  throw new Error('flow never ended');
}

const byType = (items: FlowItemDraft[], type: string) => items.filter((i) => i.flowItemType === type);

describe('flow generator', () => {
  it('stops at the first input waiting for a response: greeting, learning intention, confidence', () => {
    const run = generateFlow(plan(), new Map());
    expect(run.finished).toBe(false);
    expect(run.items.map((i) => i.flowItemType)).toEqual([
      'Text',
      'PinnedText',
      'PinnedImage',
      'PinnedVideo',
      'RadioButtonInput',
    ]);
    expect(run.items[0]?.text).toContain('Sam');
    expect(run.items[1]?.text).toContain('Add fractions with different denominators.');
    expect(run.items.map((i) => i.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(run.items.every((i) => i.milliSecondsDelay === 0)).toBe(true);
  });

  it('produces every flow item type of spec §3 in a default flow with one wrong answer', () => {
    const run = play(plan(), (item) =>
      item.flowItemType === 'DiagnosticQuestionAnswerInput'
        ? 'B'
        : item.flowItemType === 'TextInput'
          ? 'Common denominators'
          : 'A',
    );
    const types = new Set(run.items.map((i) => i.flowItemType));
    expect([...types].sort()).toEqual([...FlowItemTypeSchema.options].sort());
    for (const item of run.items) {
      if (item.imageUrl) expect(item.imageUrl).toMatch(/^data:image\/svg\+xml/);
      if (item.videoUrl) expect(item.videoUrl).toMatch(/^data:image\/svg\+xml/);
    }
  });

  it('a wrong answer brings the misconception, its fix and a retry without the chosen option', () => {
    const responses = new Map<number, string>();
    let run = generateFlow(plan(), responses);
    responses.set(defined(run.items.at(-1), 'the waiting item').sequence, '3');
    run = generateFlow(plan(), responses);
    const q1 = defined(run.items.at(-1), 'the first question');
    expect(q1.flowItemType).toBe('DiagnosticQuestionAnswerInput');
    responses.set(q1.sequence, 'B');
    run = generateFlow(plan(), responses);
    const after = run.items.filter((i) => i.sequence > q1.sequence);
    expect(after.map((i) => i.flowItemType)).toEqual([
      'Text',
      'HighlightedText',
      'Information',
      'Image',
      'DiagnosticQuestionRetryInput',
    ]);
    expect(after[1]?.text).toContain(halves.name);
    expect(after[2]?.text).toBe(halves.howToFix);
    const retry = defined(after.at(-1), 'the retry');
    expect(retry.radioButtons?.map((b) => b.value)).toEqual(['A', 'C', 'D']);
    const content = FlowQuestionContentSchema.parse(JSON.parse(retry.text ?? ''));
    expect(content).toMatchObject({ questionId: 1, previousLetter: 'B', number: 1, of: 2 });
    // Never the right answer in what a learner receives before answering.
    expect(q1.text).not.toMatch(/isCorrect|misconception/);
    expect(checkResponse(retry, 'B')).toBe('invalidOption');
    expect(checkResponse(retry, 'A')).toBeNull();
  });

  it('a right answer moves on to the next question after a divider', () => {
    const responses = new Map<number, string>([[5, '4']]);
    let run = generateFlow(plan(), responses);
    const q1 = defined(run.items.at(-1), 'the first question');
    responses.set(q1.sequence, 'A');
    run = generateFlow(plan(), responses);
    const after = run.items.filter((i) => i.sequence > q1.sequence).map((i) => i.flowItemType);
    expect(after).toEqual(['Text', 'Divider', 'DiagnosticQuestionAnswerInput']);
  });

  it('ends with a summary: score, retries and the misconceptions met', () => {
    let firstTry = true;
    const run = play(plan(), (item) => {
      if (item.flowItemType === 'DiagnosticQuestionAnswerInput') {
        const wrong = firstTry;
        firstTry = false;
        return wrong ? 'C' : 'A';
      }
      return item.flowItemType === 'TextInput' ? 'I will remember' : 'A';
    });
    expect(run.summary).toEqual({
      questionCount: 2,
      correctFirstTime: 1,
      correctOnRetry: 1,
      scorePercent: 50,
      misconceptionsMet: [{ ...bigger, count: 1 }],
    });
    expect(run.items.at(-1)?.flowItemGroup).toBe('end');
    // The last word is plain English to a student: a lesson, not "this flow".
    expect(run.items.at(-1)?.text).toMatch(/^That is the end of this lesson\. Well done, /);
    expect(run.items.some((i) => /\bflow\b/i.test(i.text ?? ''))).toBe(false);
    expect(byType(run.items, 'Video')).toHaveLength(1);
  });

  it("template 'dr' is fluency only: questions, no lessons and no retries", () => {
    const run = play(plan({ template: 'dr' }), () => 'D');
    const types = new Set(run.items.map((i) => i.flowItemType));
    for (const t of [
      'Information',
      'DiagnosticQuestionRetryInput',
      'Video',
      'PinnedVideo',
      'RadioButtonInput',
      'TextInput',
    ])
      expect(types.has(t as never)).toBe(false);
    expect(byType(run.items, 'DiagnosticQuestionAnswerInput')).toHaveLength(2);
    expect(run.summary?.correctFirstTime).toBe(0);
  });

  it("template 'd' retries with the misconception named but no explanations", () => {
    const run = play(plan({ template: 'd' }), (item) =>
      item.flowItemType === 'DiagnosticQuestionAnswerInput' ? 'B' : 'A',
    );
    const types = new Set(run.items.map((i) => i.flowItemType));
    expect(types.has('DiagnosticQuestionRetryInput')).toBe(true);
    expect(types.has('HighlightedText')).toBe(true);
    expect(types.has('Information')).toBe(false);
    expect(types.has('Video')).toBe(false);
    expect(run.summary?.correctOnRetry).toBe(2);
  });

  it('feedback at the end (set work): answers are acknowledged, never marked or retried', () => {
    const run = play(plan({ feedbackAfterEach: false }), (item) =>
      item.flowItemType === 'TextInput' ? 'ok' : item.flowItemType === 'RadioButtonInput' ? '2' : 'B',
    );
    const types = run.items.map((i) => i.flowItemType);
    expect(types).not.toContain('DiagnosticQuestionRetryInput');
    expect(run.items.some((i) => i.text?.includes('answer is saved'))).toBe(true);
    expect(run.summary?.misconceptionsMet).toEqual([{ ...halves, count: 2 }]);
  });

  it('paces the chat with delays of 300–900 ms when delays are on, and is deterministic', () => {
    const a = generateFlow(plan({ delays: true }), new Map());
    const b = generateFlow(plan({ delays: true }), new Map());
    expect(a).toEqual(b);
    for (const item of a.items) {
      expect(item.milliSecondsDelay).toBeGreaterThanOrEqual(300);
      expect(item.milliSecondsDelay).toBeLessThanOrEqual(900);
    }
  });

  it('every input type is one the contract calls an input', () => {
    const run = play(plan(), (item) => (item.flowItemType === 'TextInput' ? 'x' : 'A'));
    const inputs = run.items.filter((i) => FLOW_INPUT_TYPES.includes(i.flowItemType));
    expect(inputs.map((i) => i.flowItemType)).toEqual([
      'RadioButtonInput',
      'DiagnosticQuestionAnswerInput',
      'DiagnosticQuestionAnswerInput',
      'TextInput',
    ]);
  });

  it('support and challenge flows greet for their kind; support lists common mistakes first', () => {
    const support = generateFlow(plan({ kind: 'OnDemandSupport' }), new Map());
    expect(support.items[0]?.text).toContain('Need a hand');
    expect(byType(support.items, 'Information').map((i) => i.text)).toEqual([
      `A common mistake: ${halves.name}. ${halves.howToFix}`,
      `A common mistake: ${bigger.name}. ${bigger.howToFix}`,
    ]);
    expect(generateFlow(plan({ kind: 'Challenge' }), new Map()).items[0]?.text).toContain('challenge');
  });
});
