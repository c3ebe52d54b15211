import type { WrongAnswerFeedbackVariant } from '@mathsight/contract/experiments.ts';

export interface WrongAnswerWording {
  heading: string;
  /** What to do now; null when today's wording says nothing more. */
  nextStep: string | null;
}

/**
 * The feedback's words after a wrong answer, by the variant of the wrong-answer-feedback experiment
 * (issue 32 point 3, decision 0048): "control" is today's wording; "next-step" treats the mistake as
 * part of learning and names the next step (what to read, then where to use it).
 */
export function wrongAnswerWording(
  variant: WrongAnswerFeedbackVariant,
  { canRetry, hasFix }: { canRetry: boolean; hasFix: boolean },
): WrongAnswerWording {
  if (variant === 'control') {
    return {
      heading: 'Not quite',
      nextStep: canRetry ? 'Have another go: you have one more try at this question.' : null,
    };
  }
  const read = hasFix ? 'read how to fix it below' : 'look at the question again, step by step';
  return {
    heading: 'Not yet: mistakes are how you learn',
    nextStep: canRetry
      ? `Next step: ${read}, then use your one more try at this question.`
      : `Next step: ${hasFix ? 'read how to fix it below' : 'compare your answer with the right one'}, then use it on the next question.`,
  };
}

/** The variant a user is shown: theirs when it is one the app knows, today's wording otherwise. */
export function feedbackVariantOf(variant: string | null): WrongAnswerFeedbackVariant {
  return variant === 'next-step' ? 'next-step' : 'control';
}
