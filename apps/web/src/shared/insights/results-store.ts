import { createResettableStore } from '../state/store-registry.ts';

/** Which answers the results grid shows: all, only wrong ones, or only those showing one misconception. */
export type AnswersFilter =
  | { kind: 'all' }
  | { kind: 'wrong' }
  | { kind: 'misconception'; misconceptionId: number };

export type SortOrder = 'asc' | 'desc';

/** A sort of a results list: the column (`param`) and its order. */
export interface SortBy<P extends string = string> {
  param: P;
  order: SortOrder;
}

/**
 * Spec §3 "Feedback and results state": answersFilter, selectedStudents, assignmentsSortBy (the
 * check screen's recent work), questionsSortBy (the results grid's rows; default lastName, desc).
 * Filter and selection belong to one piece of work: `scope` names it, and opening another resets them.
 */
export interface ResultsState {
  scope: string | null;
  answersFilter: AnswersFilter;
  selectedStudents: number[];
  assignmentsSortBy: SortBy;
  questionsSortBy: SortBy;
  /** Opens the results of one piece of work (e.g. `a42`, `q7`); a different one starts with no filter or selection. */
  enterScope: (scope: string) => void;
  setAnswersFilter: (filter: AnswersFilter) => void;
  toggleStudent: (studentId: number) => void;
  setSelectedStudents: (studentIds: number[]) => void;
  setAssignmentsSortBy: (sortBy: SortBy) => void;
  setQuestionsSortBy: (sortBy: SortBy) => void;
}

export const DEFAULT_QUESTIONS_SORT: SortBy = { param: 'lastName', order: 'desc' };
export const DEFAULT_ASSIGNMENTS_SORT: SortBy = { param: 'endDate', order: 'desc' };
const ALL_ANSWERS: AnswersFilter = { kind: 'all' };

export const useResultsStore = createResettableStore<ResultsState>((set, get) => ({
  scope: null,
  answersFilter: ALL_ANSWERS,
  selectedStudents: [],
  assignmentsSortBy: DEFAULT_ASSIGNMENTS_SORT,
  questionsSortBy: DEFAULT_QUESTIONS_SORT,
  enterScope: (scope) => {
    if (get().scope !== scope) set({ scope, answersFilter: ALL_ANSWERS, selectedStudents: [] });
  },
  setAnswersFilter: (answersFilter) => set({ answersFilter }),
  toggleStudent: (studentId) =>
    set(({ selectedStudents }) => ({
      selectedStudents: selectedStudents.includes(studentId)
        ? selectedStudents.filter((id) => id !== studentId)
        : [...selectedStudents, studentId],
    })),
  setSelectedStudents: (selectedStudents) => set({ selectedStudents: [...new Set(selectedStudents)] }),
  setAssignmentsSortBy: (assignmentsSortBy) => set({ assignmentsSortBy }),
  setQuestionsSortBy: (questionsSortBy) => set({ questionsSortBy }),
}));

/** The next sort when a column header is pressed: the same column flips, a new one starts ascending. */
export function nextSort(current: SortBy, param: string): SortBy {
  if (current.param === param) return { param, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { param, order: 'asc' };
}
