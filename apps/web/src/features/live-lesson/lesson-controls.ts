import type {
  LiveLessonPhase,
  LiveLessonStageRequest,
  TeacherQuestion,
} from '@mathsight/contract/live-lessons.ts';

/** One of the teacher's buttons: its words, and the stage it moves the lesson to. */
export interface LessonStep {
  key: 'open' | 'reveal' | 'revote' | 'revealRevote' | 'next';
  label: string;
  stage: LiveLessonStageRequest;
}

/**
 * The steps a teacher may take from where the lesson stands, the usual next one first: open the first
 * question; Reveal while voting; after a reveal, Re-vote or move on; after the re-vote's reveal, the
 * next question. Skipping a question (Next while voting) is allowed: a teacher may see it is the
 * wrong question for the class. Nothing once the lesson has ended.
 */
export function lessonSteps(
  phase: LiveLessonPhase,
  openQuestionId: number | null,
  questions: readonly Pick<TeacherQuestion, 'questionId' | 'sequence'>[],
): LessonStep[] {
  if (phase === 'Ended') return [];
  const ordered = questions.toSorted((a, b) => a.sequence - b.sequence);
  const at = ordered.findIndex((q) => q.questionId === openQuestionId);
  const next = at >= 0 ? ordered[at + 1] : undefined;
  if (phase === 'Waiting' || openQuestionId === null) {
    const first = ordered[0];
    return first
      ? [
          {
            key: 'open',
            label: 'Show the first question',
            stage: { questionId: first.questionId, phase: 'Voting' },
          },
        ]
      : [];
  }
  const nextStep: LessonStep[] = next
    ? [{ key: 'next', label: 'Next question', stage: { questionId: next.questionId, phase: 'Voting' } }]
    : [];
  const on = (p: LiveLessonStageRequest['phase']) => ({ questionId: openQuestionId, phase: p });
  switch (phase) {
    case 'Voting':
      return [{ key: 'reveal', label: 'Reveal', stage: on('Revealed') }, ...nextStep];
    case 'Revealed':
      return [{ key: 'revote', label: 'Re-vote', stage: on('Revoting') }, ...nextStep];
    case 'Revoting':
      return [{ key: 'revealRevote', label: 'Reveal the re-vote', stage: on('RevoteRevealed') }, ...nextStep];
    case 'RevoteRevealed':
      return nextStep;
  }
}

/** What the phase means, in a teacher's words (the status line of both screens). */
export function phaseWords(phase: LiveLessonPhase): string {
  switch (phase) {
    case 'Waiting':
      return 'Waiting for students to join';
    case 'Voting':
      return 'Voting';
    case 'Revealed':
      return 'Answers revealed';
    case 'Revoting':
      return 'Voting again';
    case 'RevoteRevealed':
      return 'Re-vote revealed';
    case 'Ended':
      return 'The lesson has ended';
  }
}

/** "18 of 27 answered": the board's live count (no names). */
export function answeredWords(voted: number, of: number): string {
  return `${voted} of ${of} answered`;
}
