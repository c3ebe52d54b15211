import type { LiveLessonPhase, LiveStudent, TeacherVote } from '@mathsight/contract/live-lessons.ts';

/** The round a vote now counts for on the teacher's screen: the re-vote once it is open. */
export function currentRound(phase: LiveLessonPhase): 1 | 2 {
  return phase === 'Revoting' || phase === 'RevoteRevealed' ? 2 : 1;
}

/** The students with no vote yet in the round now open (joined or not: the teacher may need to chase either). */
export function notAnswered(students: readonly LiveStudent[], phase: LiveLessonPhase): LiveStudent[] {
  if (phase !== 'Voting' && phase !== 'Revoting' && phase !== 'Revealed' && phase !== 'RevoteRevealed')
    return [];
  const round = currentRound(phase);
  return students.filter((s) => (round === 1 ? s.first : s.second) === null);
}

/** Those who chose a wrong answer first and the right one on the re-vote (for the teacher only). */
export function movedToRight(students: readonly LiveStudent[]): LiveStudent[] {
  return students.filter((s) => s.movedToRight);
}

/** A vote in words: "B, right" / "A, wrong"; a dash for none. */
export function voteWords(vote: TeacherVote | null): string {
  if (!vote) return '—';
  return `${vote.letter}, ${vote.isCorrect ? 'right' : 'wrong'}`;
}
