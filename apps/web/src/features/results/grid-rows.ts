import type { GridCell, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';
import { type CompactResultsGrid, expandResultsGrid } from '@mathsight/contract/results-grid.ts';
import type { AnswersFilter, SortBy } from '../../shared/insights/results-store.ts';

/** The grid's sortable columns: the student's name, the summary columns, or one question (`q<questionId>`). */
export type GridSortParam =
  | 'lastName'
  | 'firstName'
  | 'score'
  | 'completion'
  | 'time'
  | 'effort'
  | `q${number}`;

/**
 * The grid calls answer in columns (one string or array per column, aligned with the questions);
 * the screens read it back into a cell per answer once, when it arrives, so the live patcher and
 * every view work on cells.
 */
export function readResultsGrid(grid: CompactResultsGrid): ResultsGrid {
  return expandResultsGrid(grid);
}

/** The sort param of a question's column. */
export function questionSortParam(questionId: number): `q${number}` {
  return `q${questionId}`;
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

function byName(a: GridStudent, b: GridStudent): number {
  return (
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    a.studentId - b.studentId
  );
}

/** The cell of a question in a row, or undefined when the student has not answered it. */
export function cellOf(student: GridStudent, questionId: number): GridCell | undefined {
  return student.answers.find((a) => a.questionId === questionId);
}

/** A question's column sorts right answers above wrong ones above none; wrong ones by letter. */
function cellRank(cell: GridCell | undefined): number | null {
  if (!cell) return null;
  return cell.isCorrect ? 10 : 5 - 'ABCD'.indexOf(cell.letter) / 10;
}

function sortValue(student: GridStudent, param: string): number | null {
  switch (param) {
    case 'score':
      return student.scorePercent;
    case 'completion':
      return student.completionPercent;
    case 'time':
      return student.answeredCount > 0 ? student.timeTakenMs : null;
    case 'effort':
      return student.effortPercent;
    default: {
      const questionId = /^q(\d+)$/.exec(param)?.[1];
      return questionId ? cellRank(cellOf(student, Number(questionId))) : null;
    }
  }
}

/**
 * The rows in the order asked for (spec §3 questionsSortBy). Names sort by last then first name;
 * a student with no value for the column (not started, question not answered) always sorts last;
 * ties fall back to the name, so the order never jumps as answers arrive.
 */
export function sortStudents(students: readonly GridStudent[], sortBy: SortBy): GridStudent[] {
  const sign = sortBy.order === 'asc' ? 1 : -1;
  if (sortBy.param === 'lastName') return [...students].sort((a, b) => sign * byName(a, b));
  if (sortBy.param === 'firstName') {
    return [...students].sort((a, b) => sign * (collator.compare(a.firstName, b.firstName) || byName(a, b)));
  }
  return [...students].sort((a, b) => {
    const va = sortValue(a, sortBy.param);
    const vb = sortValue(b, sortBy.param);
    if (va === null || vb === null) {
      if (va === vb) return byName(a, b);
      return va === null ? 1 : -1;
    }
    return sign * (va - vb) || byName(a, b);
  });
}

/** Whether the answers filter (spec §3 answersFilter) shows this cell. */
export function cellMatches(cell: GridCell | undefined, filter: AnswersFilter): boolean {
  if (filter.kind === 'all') return true;
  if (!cell) return false;
  if (filter.kind === 'wrong') return !cell.isCorrect;
  return !cell.isCorrect && cell.misconceptionId === filter.misconceptionId;
}

/** The rows the answers filter keeps: everyone for "all", otherwise those with at least one matching answer. */
export function filterStudents(students: readonly GridStudent[], filter: AnswersFilter): GridStudent[] {
  if (filter.kind === 'all') return [...students];
  return students.filter((s) => s.answers.some((cell) => cellMatches(cell, filter)));
}

/** The grid's rows: filtered, then sorted. */
export function visibleStudents(
  students: readonly GridStudent[],
  filter: AnswersFilter,
  sortBy: SortBy,
): GridStudent[] {
  return sortStudents(filterStudents(students, filter), sortBy);
}

/** "12 m 05 s", "45 s", or an en dash for no time: the time column and its spoken label. */
export function formatDuration(ms: number | null): string {
  if (ms === null || ms <= 0) return '–';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} m ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} m`;
}

/** Whether every row shown is selected, some are, or none. */
export function selectionState(
  shownIds: readonly number[],
  selected: readonly number[],
): 'all' | 'some' | 'none' {
  const chosen = new Set(selected);
  const count = shownIds.filter((id) => chosen.has(id)).length;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}
