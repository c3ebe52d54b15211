import { VisuallyHidden } from '@mantine/core';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type { LiveQuestion, RoundSummary } from '@mathsight/contract/live-lessons.ts';
import { IconCheck } from '@tabler/icons-react';
import { MathText } from '../../../shared/question/math-text.tsx';
import { distributionRows } from '../live-question.ts';
import classes from './live-lesson.module.css';

const ROUND_NAMES = { 1: 'First vote', 2: 'Re-vote' } as const;

/**
 * The votes over A–D, one row per option: the right answer marked in words and colour, each wrong
 * answer's misconception in plain words, and the first vote and the re-vote side by side as bars with
 * their counts (the bars are drawn; the counts say it for a screen reader). The board and the
 * teacher's screen both show it; the board only once the round is revealed.
 */
export function Distribution({
  question,
  rounds,
  correctLetter,
  label,
}: {
  question: LiveQuestion;
  rounds: readonly RoundSummary[];
  correctLetter: OptionLetter | null;
  label: string;
}) {
  const rows = distributionRows(question, rounds, correctLetter);
  return (
    <ul className={classes.rows} aria-label={label} data-testid="distribution">
      {rows.map((row) => (
        <li
          key={row.letter}
          className={classes.row}
          data-correct={row.isCorrect}
          data-testid="distribution-row"
        >
          <span className={classes.letter} aria-hidden="true">
            {row.letter}
          </span>
          <div className={classes.optionHead}>
            <span>
              <VisuallyHidden>Option {row.letter}: </VisuallyHidden>
              <MathText text={row.text} fullSize />
            </span>
            {row.isCorrect ? (
              <span className={classes.verdict}>
                <IconCheck size="1em" aria-hidden /> Right answer
              </span>
            ) : (
              row.misconception && <span className={classes.misconception}>{row.misconception}</span>
            )}
          </div>
          <div className={classes.bars}>
            {row.counts.map((c) => (
              <div key={c.round} className={classes.bar} data-round={c.round}>
                <span>{ROUND_NAMES[c.round]}</span>
                <div className={classes.barTrack} aria-hidden="true">
                  <div className={classes.barFill} style={{ width: `${c.percent}%` }} />
                </div>
                <span>
                  {c.count} <VisuallyHidden>{c.count === 1 ? 'vote' : 'votes'}, </VisuallyHidden>
                  <span aria-hidden="true">·</span> {c.percent}%
                </span>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
