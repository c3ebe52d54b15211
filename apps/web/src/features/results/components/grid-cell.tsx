import type { GridCell } from '@mathsight/contract/insights.ts';
import { IconCheck, IconMessage, IconX } from '@tabler/icons-react';
import classes from './results-grid.module.css';

/** What a cell says to a screen reader: the question, the letter, right or wrong, the retry, a comment. */
export function describeCell(sequence: number, cell: GridCell | undefined): string {
  if (!cell) return `Question ${sequence}: not answered`;
  let text = `Question ${sequence}: ${cell.letter}, ${cell.isCorrect ? 'right' : 'wrong'}`;
  if (cell.retryLetter)
    text += `; second try ${cell.retryLetter}, ${cell.retryIsCorrect ? 'right' : 'wrong'}`;
  if (cell.teacherFeedback) text += '; has your comment';
  return text;
}

/**
 * One answer in the grid: the letter chosen, green with a tick when right, red with a cross and a
 * dashed border when wrong (never colour alone), the second try's letter small beside it.
 */
export function GridAnswerCell({
  sequence,
  cell,
  hidden,
  onOpen,
}: {
  sequence: number;
  cell: GridCell | undefined;
  /** The answers filter leaves this one out. */
  hidden: boolean;
  /** Opens the comment dialog; absent when the answer cannot take a comment. */
  onOpen?: () => void;
}) {
  // A cell without a button is still a stop of the grid's arrow keys (data-grid-stop), named as a picture.
  if (!cell || hidden) {
    return (
      <span
        className={classes.cell}
        role="img"
        aria-label={cell ? `Question ${sequence}: not shown by the filter` : describeCell(sequence, cell)}
        data-grid-stop
      >
        <span aria-hidden="true">{cell ? '' : '–'}</span>
      </span>
    );
  }
  const Icon = cell.isCorrect ? IconCheck : IconX;
  const content = (
    <>
      <Icon size={8} stroke={4} aria-hidden="true" />
      <span aria-hidden="true">{cell.letter}</span>
      {/* The second try's letter is drawn by CSS (::after): as text it would make the button's visible
          text "CA", which its name (read from describeCell) cannot contain word for word (WCAG 2.5.3). */}
      {cell.retryLetter && (
        <span className={classes.retry} data-letter={cell.retryLetter} aria-hidden="true" />
      )}
      {cell.teacherFeedback && <IconMessage size={10} className={classes.comment} aria-hidden="true" />}
    </>
  );
  const outcome = cell.isCorrect ? 'correct' : 'wrong';
  if (!onOpen) {
    return (
      <span
        className={classes.cell}
        data-outcome={outcome}
        role="img"
        aria-label={describeCell(sequence, cell)}
        data-grid-stop
      >
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={classes.cell}
      data-outcome={outcome}
      onClick={onOpen}
      aria-label={`${describeCell(sequence, cell)}. Comment on this answer`}
      aria-haspopup="dialog"
    >
      {content}
    </button>
  );
}
