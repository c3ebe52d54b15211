import type { QuestionOutcome } from '@mathsight/contract/quiz-sessions.ts';

/** What happened at one question, in a sentence: "Right", or what was chosen and what was right. */
export function outcomeText(o: QuestionOutcome): string {
  if (!o.answered) return `Not answered. The right answer was ${o.correctLetter}.`;
  if (o.isCorrect) return `Right: you chose ${o.letter}.`;
  const retry = o.correctOnRetry ? ' You got it right on your second try.' : '';
  return `You chose ${o.letter}; the right answer was ${o.correctLetter}.${retry}`;
}

/** "Right", "Right on second try", "Wrong" or "Not answered": the short outcome for the badge. */
export function outcomeLabel(o: QuestionOutcome): string {
  if (!o.answered) return 'Not answered';
  if (o.isCorrect) return 'Right';
  return o.correctOnRetry ? 'Right on second try' : 'Wrong';
}

/** A friendly headline for the score (practice is never "handed in"). */
export function scoreHeadline(scorePercent: number, practice = false): string {
  if (scorePercent >= 80) return 'Brilliant work!';
  if (scorePercent >= 50) return 'Good effort!';
  return practice ? 'Practice makes progress' : 'Thanks for handing it in';
}
