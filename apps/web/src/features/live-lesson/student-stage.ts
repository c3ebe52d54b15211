import type { LiveLessonStudentView } from '@mathsight/contract/live-lessons.ts';

/** Where a joined student's lesson stands: a key that changes with each step, and what to say aloud. */
export interface StudentStage {
  key: string;
  /** Said by the lesson's live region when the stage changes under the student (the teacher moved it). */
  announcement: string;
}

/**
 * The student's stage, from their view of the lesson. The teacher moves the lesson from another
 * device, so a screen-reader user hears nothing unless each new stage is said: a question opened, the
 * vote sent, the answer revealed, the re-vote, the end.
 */
export function studentStage(v: LiveLessonStudentView): StudentStage {
  if (v.phase === 'Ended') return { key: 'ended', announcement: 'This live lesson has ended.' };
  const question = v.question;
  if (v.phase === 'Waiting' || question === null) {
    return { key: 'waiting', announcement: 'Wait for your teacher to show the first question.' };
  }
  const n = question.sequence;
  const round = v.openRound;
  const mine = v.myVotes.filter((m) => m.questionId === question.questionId);
  const votedNow = round !== null && mine.some((m) => m.round === round);
  const key = `${question.questionId}:${v.phase}:${round ?? '-'}:${mine.length}`;
  if (round !== null && !votedNow) {
    return {
      key,
      announcement:
        round === 2
          ? `Vote again on question ${n}: keep your answer or change it.`
          : `Question ${n} is open: choose your answer.`,
    };
  }
  const latest = mine.at(-1);
  if (!latest) return { key, announcement: `Voting on question ${n} has closed. Look at the board.` };
  if (v.correctLetter === null) {
    return { key, announcement: `Your answer ${latest.letter} is sent. Wait for your teacher.` };
  }
  return {
    key,
    announcement:
      latest.letter === v.correctLetter
        ? `Answers revealed: your answer ${latest.letter} is right.`
        : `Answers revealed: the right answer is ${v.correctLetter}. Yours was ${latest.letter}.`,
  };
}
