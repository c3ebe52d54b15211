import type { AnswerEvent } from '@mathsight/contract/quiz-sessions.ts';

const names = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

/**
 * What a screen reader hears after a burst of live answers (issue 26 point 6: the grid filled in
 * silently): who answered, how many, how many right. Up to three students by name; more as a count.
 * Empty for no answers.
 */
export function liveAnnouncement(events: readonly AnswerEvent[]): string {
  if (events.length === 0) return '';
  const students = [...new Set(events.map((e) => e.studentName))];
  const right = events.filter((e) => e.isCorrect).length;
  const count = events.length === 1 ? 'New answer' : `${events.length} new answers`;
  const from = students.length <= 3 ? names(students) : `${students.length} students`;
  return `${count} from ${from}: ${right} right.`;
}
