import type { OptionLetter, Question } from '@mathsight/contract/content.ts';
import type { ContentRepository } from './content.repository.ts';

type AnswerRow = Awaited<ReturnType<ContentRepository['questionsByIds']>>['answers'][number];

/** A stored option with its misconception as the API shows it (decision 0041: shapes beside the repository). */
export function toAnswer(a: AnswerRow): Question['answers'][number] {
  return {
    answerId: a.answerId,
    letter: a.letter as OptionLetter,
    text: a.text,
    isCorrect: a.isCorrect,
    misconception:
      a.misconceptionId === null
        ? null
        : {
            misconceptionId: a.misconceptionId,
            name: a.misconceptionName ?? '',
            description: a.misconceptionDescription ?? '',
            howToFix: a.misconceptionHowToFix ?? '',
          },
  };
}
