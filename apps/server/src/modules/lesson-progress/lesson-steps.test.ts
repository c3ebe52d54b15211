import type { FlowTemplateSlug } from '@mathsight/contract/flows.ts';
import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { type FlowPlan, type FlowQuestion, generateFlow } from '../flows/flow-generator.ts';
import { lessonStepsOf, stepCountOf } from './lesson-steps.ts';

const question = (questionId: number): FlowQuestion => ({
  questionId,
  stem: `What is question ${questionId}?`,
  diagramSvg: null,
  diagramAlt: null,
  options: [
    { letter: 'A', text: '1', isCorrect: true, misconception: null },
    {
      letter: 'B',
      text: '2',
      isCorrect: false,
      misconception: { misconceptionId: 7, name: 'Adds the denominators', howToFix: 'Find a common one.' },
    },
  ],
});

const planOf = (template: FlowTemplateSlug, questions = 3): FlowPlan => ({
  kind: 'TopicPathwayQuiz',
  template,
  learnerName: 'Ada',
  title: 'Adding fractions',
  learningIntention: 'Add fractions with different denominators',
  questions: Array.from({ length: questions }, (_, i) => question(i + 1)),
  feedbackAfterEach: true,
  delays: false,
});

/**
 * The generator's own flow after these responses, each to the input then waiting (a letter for a
 * question, 4 for confidence, words for the reflection), read as the report reads a stored flow.
 */
function stepsAfter(plan: FlowPlan, responses: string[]) {
  const given = new Map<number, string>();
  let run = generateFlow(plan, given);
  for (const response of responses) {
    given.set(defined(run.items.at(-1), 'the waiting input').sequence, response);
    run = generateFlow(plan, given);
  }
  const last = run.items.at(-1);
  return lessonStepsOf({
    templateSlug: plan.template,
    questionCount: plan.questions.length,
    finished: run.finished,
    lastGroup: last?.flowItemGroup ?? null,
    lastType: last?.flowItemType ?? null,
  });
}

describe('a lesson’s steps, read from its flow', () => {
  it('counts the introduction, each question and the reflection of a teaching lesson', () => {
    const plan = planOf('default');
    expect(stepCountOf('default', 3)).toBe(5);
    expect(stepsAfter(plan, [])).toEqual({ stepsDone: 0, stepCount: 5, stoppedAt: 'Lesson: introduction' });
    expect(stepsAfter(plan, ['4'])).toEqual({ stepsDone: 1, stepCount: 5, stoppedAt: 'Question 1 of 3' });
    expect(stepsAfter(plan, ['4', 'B'])).toEqual({
      stepsDone: 1,
      stepCount: 5,
      stoppedAt: 'Question 1 of 3, second try',
    });
    expect(stepsAfter(plan, ['4', 'B', 'A'])).toEqual({
      stepsDone: 2,
      stepCount: 5,
      stoppedAt: 'Question 2 of 3',
    });
    expect(stepsAfter(plan, ['4', 'A', 'A', 'A'])).toEqual({
      stepsDone: 4,
      stepCount: 5,
      stoppedAt: 'Lesson: reflection',
    });
    expect(stepsAfter(plan, ['4', 'A', 'A', 'A', 'Common denominators'])).toEqual({
      stepsDone: 5,
      stepCount: 5,
      stoppedAt: null,
    });
  });

  it('counts the questions alone of the fluency and diagnostic templates', () => {
    const fluency = planOf('dr');
    expect(stepsAfter(fluency, [])).toEqual({ stepsDone: 0, stepCount: 3, stoppedAt: 'Question 1 of 3' });
    // No second try in fluency: a wrong answer moves on.
    expect(stepsAfter(fluency, ['B'])).toEqual({ stepsDone: 1, stepCount: 3, stoppedAt: 'Question 2 of 3' });
    expect(stepsAfter(fluency, ['A', 'B', 'A'])).toEqual({ stepsDone: 3, stepCount: 3, stoppedAt: null });

    const diagnostic = planOf('d', 2);
    expect(stepsAfter(diagnostic, ['B'])).toEqual({
      stepsDone: 0,
      stepCount: 2,
      stoppedAt: 'Question 1 of 2, second try',
    });
    expect(stepsAfter(diagnostic, ['B', 'B', 'A'])).toEqual({ stepsDone: 2, stepCount: 2, stoppedAt: null });
  });

  it('never counts more steps than the lesson has, whatever is stored', () => {
    expect(
      lessonStepsOf({
        templateSlug: 'default',
        questionCount: 2,
        finished: false,
        lastGroup: 'question-9',
        lastType: 'DiagnosticQuestionAnswerInput',
      }),
    ).toEqual({ stepsDone: 2, stepCount: 4, stoppedAt: 'Question 2 of 2' });
  });
});
