import type { TutorItem, TutorSituation } from '@mathsight/contract/flow-tutor.ts';
import type { FlowOption, FlowQuestion } from './flow-generator.ts';
import { keyForms, mentionsKey } from './tutor-key-guard.ts';

/**
 * The built-in tutor (decision 0050): pure. From the question, the construct it assesses and the
 * student's latest answer, the hint steps, in the order a student asking again gets them. A wrong
 * answer's steps are its misconception and that misconception's re-teaching text (`howToFix` from
 * packages/content), sentence by sentence; before an answer (or while the mark is hidden) the
 * construct's skill, the mistakes its wrong options stand for, and how to check. No step ever holds
 * the right option's value or text: one that does is left out (key-guard.ts).
 */

export interface HintBasis {
  question: FlowQuestion;
  /** The construct's name ("Find the perimeter of a rectangle"), when the question has one. */
  skill: string | null;
  situation: TutorSituation;
  /** The student's latest answer to the question (wrongAnswer: its option). */
  chosen: FlowOption | null;
}

const CHECK_STEP: TutorItem[] = [
  {
    flowItemType: 'Text',
    text: 'Work through it one step at a time and write each step down. Then check: does your answer make sense? An estimate, or putting your answer back into the question, will tell you.',
  },
];

/** Shown when every step had to be left out (the key looked like something in each). */
const SAFE_STEP: TutorItem[] = [
  { flowItemType: 'Text', text: 'Take another careful look at the question, one step at a time.' },
];

const text = (t: string): TutorItem => ({ flowItemType: 'Text', text: t });
const highlighted = (t: string): TutorItem => ({ flowItemType: 'HighlightedText', text: t });

/** "A. B. C." → ["A.", "B.", "C."]: a re-teaching text split where a sentence ends. */
export function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z√(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The re-teaching text in two steps: its first sentence, then the rest (or how to check). */
function reteach(howToFix: string): TutorItem[][] {
  const [first, ...rest] = sentences(howToFix);
  if (!first) return [CHECK_STEP];
  return [[text(first)], rest.length ? [text(rest.join(' '))] : CHECK_STEP];
}

function methodSteps(basis: HintBasis): TutorItem[][] {
  const { question, skill } = basis;
  const opening = [
    ...(skill ? [highlighted(`This question is about this skill: ${skill}.`)] : []),
    text('Read it again slowly and say in your own words what it asks you to find.'),
  ];
  const seen = new Set<number>();
  const slips: TutorItem[] = [];
  for (const o of question.options) {
    const m = o.misconception;
    if (!m || seen.has(m.misconceptionId) || seen.size === 2) continue;
    seen.add(m.misconceptionId);
    slips.push(text(`A common slip on questions like this: ${m.name}. ${m.howToFix}`));
  }
  const watch = slips.length ? [highlighted('Watch out for these mistakes.'), ...slips] : CHECK_STEP;
  return [opening, watch, CHECK_STEP];
}

function wrongSteps(basis: HintBasis): TutorItem[][] {
  const chosen = basis.chosen;
  const m = chosen?.misconception;
  if (!chosen || !m) {
    const [, ...method] = methodSteps(basis);
    return [
      [text(`Answer ${chosen?.letter ?? 'that'} is not right. Let’s look at the method again.`)],
      ...method,
    ];
  }
  const [first, second] = reteach(m.howToFix);
  return [
    [highlighted(`Answer ${chosen.letter} often comes from this misconception: ${m.name}.`)],
    first ?? CHECK_STEP,
    [...(second ?? CHECK_STEP), text('Now have another go with that in mind.')],
  ];
}

/** Every hint step for the basis, each already free of the key. */
export function hintSteps(basis: HintBasis): TutorItem[][] {
  if (basis.situation === 'rightAnswer') {
    return [
      [
        highlighted('You already have this one right. Well done!'),
        text('Go on to the next question when you are ready.'),
      ],
    ];
  }
  const steps = basis.situation === 'wrongAnswer' ? wrongSteps(basis) : methodSteps(basis);
  const intro =
    basis.situation === 'markHidden'
      ? [text('Your answer is saved, and you will see how you did at the end. Here is a hint on the method.')]
      : [];
  const forms = keyFormsOf(basis.question);
  return steps.map((step, i) => {
    const items = [...(i === 0 ? intro : []), ...step].filter((item) => !mentionsKey(item.text, forms));
    return items.length ? items : SAFE_STEP;
  });
}

/** The right option's forms (empty when the question has no right option). */
export function keyFormsOf(question: FlowQuestion): string[] {
  const key = question.options.find((o) => o.isCorrect);
  return key ? keyForms(key.text) : [];
}
