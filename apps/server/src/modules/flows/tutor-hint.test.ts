import { bankQuestion } from '@mathsight/content/bank.ts';
import { CONSTRUCTS } from '@mathsight/content/construct-registry.ts';
import { MISCONCEPTIONS } from '@mathsight/content/misconception-registry.ts';
import type { TutorSituation } from '@mathsight/contract/flow-tutor.ts';
import { describe, expect, it } from 'vitest';
import type { FlowQuestion } from './flow-generator.ts';
import { hintSteps, keyFormsOf, sentences } from './tutor-hint.ts';
import { keyForms, mentionsKey, normaliseMaths } from './tutor-key-guard.ts';

const misconceptions = new Map(MISCONCEPTIONS.map((m) => [m.misconceptionId, m]));

/** A bank question as the flow reads it from the database. */
function flowQuestion(constructIndex: number, n: number): FlowQuestion | null {
  const construct = CONSTRUCTS[constructIndex];
  const q = construct && bankQuestion(construct, n);
  if (!q) return null;
  return {
    questionId: q.questionId,
    stem: q.stem,
    diagramSvg: null,
    diagramAlt: null,
    options: q.options.map((o) => {
      const m = o.misconceptionId === null ? undefined : misconceptions.get(o.misconceptionId);
      return {
        letter: o.letter,
        text: o.text,
        isCorrect: o.isCorrect,
        misconception: m ? { misconceptionId: m.misconceptionId, name: m.name, howToFix: m.howToFix } : null,
      };
    }),
  };
}

describe('the key guard', () => {
  it('finds the key written any way, standing alone, and nothing that merely contains it', () => {
    expect(normaliseMaths('$\\frac{26}{5}\\text{ cm}$')).toBe('26/5cm');
    expect(mentionsKey('The answer is 26/5 cm.', keyForms('$\\frac{26}{5}\\text{ cm}$'))).toBe(true);
    expect(mentionsKey('So x = 12.', keyForms('$12$'))).toBe(true);
    expect(mentionsKey('It is 70 000 people', keyForms('$70000$'))).toBe(true);
    expect(mentionsKey('You pay £4.5 in all', keyForms('£4.50'))).toBe(true);
    expect(mentionsKey('There are 120 of them, or 0.12 of them', keyForms('$12$'))).toBe(false);
    expect(mentionsKey('Question 2 of 12', keyForms('$3x + 2$'))).toBe(false);
    expect(mentionsKey('so 3x+2 is it', keyForms('$3x + 2$'))).toBe(true);
  });

  it('splits a re-teaching text into its sentences', () => {
    expect(sentences('A full turn is 360°. Fraction of the total × 360.')).toEqual([
      'A full turn is 360°.',
      'Fraction of the total × 360.',
    ]);
  });
});

describe('the built-in tutor never gives the answer', () => {
  // Drawing the bank's questions takes seconds on a busy machine.
  it('over the first two questions of every construct, in every situation and for every wrong option', {
    timeout: 60_000,
  }, () => {
    let checked = 0;
    for (let c = 0; c < CONSTRUCTS.length; c += 1) {
      for (const n of [0, 1]) {
        const question = flowQuestion(c, n);
        if (!question) continue;
        const forms = keyFormsOf(question);
        expect(forms.length).toBeGreaterThan(0);
        const bases: Array<{ situation: TutorSituation; chosen: FlowQuestion['options'][number] | null }> = [
          { situation: 'noAnswer', chosen: null },
          { situation: 'markHidden', chosen: null },
          ...question.options
            .filter((o) => !o.isCorrect)
            .map((o) => ({ situation: 'wrongAnswer' as const, chosen: o })),
        ];
        for (const basis of bases) {
          const steps = hintSteps({ question, skill: CONSTRUCTS[c]?.name ?? null, ...basis });
          expect(steps.length).toBeGreaterThanOrEqual(3);
          for (const step of steps) {
            expect(step.length).toBeGreaterThan(0);
            for (const item of step) {
              expect(mentionsKey(item.text, forms), `${question.questionId}: ${item.text}`).toBe(false);
              checked += 1;
            }
          }
        }
      }
    }
    // Every construct counted: a bank that drew nothing would pass the loop above vacuously.
    expect(checked).toBeGreaterThan(CONSTRUCTS.length * 20);
  });

  it('names the misconception behind a wrong answer, then its re-teaching, step by step', () => {
    const question = flowQuestion(0, 1);
    const wrong = question?.options.find((o) => !o.isCorrect && o.misconception);
    if (!question || !wrong?.misconception) throw new Error('no diagnostic wrong option');
    const steps = hintSteps({ question, skill: 'A skill', situation: 'wrongAnswer', chosen: wrong });
    expect(steps[0]).toEqual([
      {
        flowItemType: 'HighlightedText',
        text: `Answer ${wrong.letter} often comes from this misconception: ${wrong.misconception.name}.`,
      },
    ]);
    const reteaching = steps
      .slice(1)
      .flatMap((s) => s.map((i) => i.text))
      .join(' ');
    expect(reteaching).toContain(sentences(wrong.misconception.howToFix)[0]);
  });

  it('says a right answer is right and suggests the next step', () => {
    const question = flowQuestion(0, 1);
    if (!question) throw new Error('no question');
    const [step] = hintSteps({ question, skill: null, situation: 'rightAnswer', chosen: null });
    expect(step?.map((i) => i.text).join(' ')).toMatch(/already have this one right.*next question/);
  });
});
