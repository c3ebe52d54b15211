import type { OptionLetter } from '@mathsight/contract/content.ts';
import type { LiveQuestion, OptionShare, RoundSummary } from '@mathsight/contract/live-lessons.ts';
import type { QuestionView } from '../../shared/question/question-card.tsx';

/** A lesson's question for the one question component: the key and misconceptions only where given. */
export function questionViewOf(
  question: LiveQuestion,
  reveal?: { correctLetter: OptionLetter | null; shares: readonly OptionShare[] | null },
): QuestionView {
  return {
    stem: question.stem,
    diagramSvg: question.diagramSvg,
    diagramAlt: question.diagramAlt,
    answers: question.options.map((o) => {
      const share = reveal?.shares?.find((s) => s.letter === o.letter);
      return {
        letter: o.letter,
        text: o.text,
        ...(reveal && { isCorrect: reveal.correctLetter === o.letter }),
        ...(share && { misconception: share.misconception }),
      };
    }),
  };
}

/** One option across the rounds shown: its votes in each (before, after) and its share of that round. */
export interface OptionRow {
  letter: OptionLetter;
  text: string;
  isCorrect: boolean;
  misconception: string | null;
  counts: Array<{ round: 1 | 2; count: number; percent: number }>;
}

/** The distribution over A–D, one row per option, with each revealed round side by side. */
export function distributionRows(
  question: LiveQuestion,
  rounds: readonly RoundSummary[],
  correctLetter: OptionLetter | null,
): OptionRow[] {
  const shown = rounds.filter((r) => r.distribution !== null);
  return question.options.map((o) => {
    const shares = shown.map((r) => r.distribution?.find((s) => s.letter === o.letter));
    const first = shares.find((s) => s !== undefined);
    return {
      letter: o.letter,
      text: o.text,
      isCorrect: first?.isCorrect ?? correctLetter === o.letter,
      misconception: first?.misconception?.name ?? null,
      counts: shown.map((r, i) => {
        const total = r.distribution?.reduce((sum, s) => sum + s.count, 0) ?? 0;
        const count = shares[i]?.count ?? 0;
        return { round: r.round, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
      }),
    };
  });
}
