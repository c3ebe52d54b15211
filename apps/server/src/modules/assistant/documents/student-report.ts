import type { StudentReport, StudentReportLine } from '@mathsight/contract/assistant-documents.ts';
import type { AssignmentMisconceptions } from '@mathsight/contract/insights.ts';
import type { CompactResultsGrid } from '@mathsight/contract/results-grid.ts';

/**
 * A short report per student for one piece of work (issue 29 point 4): the grid's score and right
 * answers, the misconceptions the insights service says each holds, what to practise next and a
 * sentence for parents' evening. Template wording over the services' figures: no number is made here
 * except listing which questions were answered wrong.
 */
const STATUS = { NotStarted: 'Not started', InProgress: 'In progress', Completed: 'Completed' } as const;

const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

export function studentReport(
  grid: CompactResultsGrid,
  held: AssignmentMisconceptions,
  instruction: string,
  inScope: (groupId: number | null) => boolean,
): StudentReport {
  const questionCount = grid.questions.length;
  const students: StudentReportLine[] = grid.students
    .filter((s) => inScope(s.groupId))
    .map((s) => {
      const mine = held.items.filter((m) => m.students.some((x) => x.studentId === s.studentId));
      const wrong = grid.questions.filter((_, i) => s.cells.correct[i] === '0').map((q) => `Q${q.sequence}`);
      const first = s.firstName;
      const score = s.scorePercent === null ? null : `${s.scorePercent}%`;
      let practiseNext: string;
      if (s.status === 'NotStarted') practiseNext = 'Start this work first.';
      else if (mine[0]) practiseNext = `${mine[0].name}: ${mine[0].howToFix}`;
      else if (wrong.length > 0) practiseNext = `Go over ${list(wrong)}.`;
      else if (s.status === 'InProgress') practiseNext = 'Finish the remaining questions.';
      else practiseNext = 'Ready for harder questions on this topic.';
      let parentsEvening: string;
      if (s.status === 'NotStarted') parentsEvening = `${first} has not started "${grid.work.name}" yet.`;
      else {
        const got = `${first} got ${s.correctCount} of ${questionCount} questions right${score ? ` (${score})` : ''} on "${grid.work.name}"${s.status === 'InProgress' ? ', with the work still in progress' : ''}.`;
        const next = mine[0]
          ? ` The next step is to work on ${mine[0].name.charAt(0).toLowerCase()}${mine[0].name.slice(1)}.`
          : wrong.length === 0 && s.status === 'Completed'
            ? ' Every answer was right.'
            : '';
        parentsEvening = got + next;
      }
      return {
        studentId: s.studentId,
        firstName: s.firstName,
        lastName: s.lastName,
        groupId: s.groupId,
        status: STATUS[s.status],
        scorePercent: s.scorePercent,
        correctCount: s.correctCount,
        answeredCount: s.answeredCount,
        questionCount,
        misconceptions: mine.map((m) => m.name),
        practiseNext,
        parentsEvening,
      };
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return {
    assignmentId: grid.work.assignmentId ?? 0,
    workName: grid.work.name,
    groupId: grid.groupId,
    instruction,
    questionCount,
    students,
  };
}
