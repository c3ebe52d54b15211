import type { AssignmentKind, AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import { createResettableStore } from '../../../shared/state/store-registry.ts';

/** Whose work the plan shows: the teacher's own classes, the whole school, or one class. */
export type PlanScope = 'mine' | 'school';

/**
 * Spec §3 "Filters state" (tab default Upcoming, type, groupIds, selectedGroup,
 * selectedAssignmentStatus default Done, quizDate, searchText), plus the scope the class filter
 * offers. groupIds is what "my classes" stands for; planListParams fills it from the session.
 */
export interface PlanFiltersState {
  tab: AssignmentStatusGroup;
  type: AssignmentKind | null;
  groupIds: number[];
  selectedGroup: number | null;
  selectedAssignmentStatus: AssignmentStatusGroup;
  /** YYYY-MM-DD: only work open on that school day. */
  quizDate: string | null;
  searchText: string;
  scope: PlanScope;
  setTab: (tab: AssignmentStatusGroup) => void;
  setType: (type: AssignmentKind | null) => void;
  /** One class, or null for the scope's classes. */
  setSelectedGroup: (groupId: number | null) => void;
  setScope: (scope: PlanScope) => void;
  setQuizDate: (quizDate: string | null) => void;
  setSearchText: (searchText: string) => void;
  /** Every filter but the tab back to its default. */
  clearFilters: () => void;
}

const DEFAULT_FILTERS = {
  type: null,
  groupIds: [],
  selectedGroup: null,
  quizDate: null,
  searchText: '',
  scope: 'mine' as PlanScope,
};

export const usePlanFiltersStore = createResettableStore<PlanFiltersState>((set) => ({
  tab: 'Upcoming',
  selectedAssignmentStatus: 'Done',
  ...DEFAULT_FILTERS,
  setTab: (tab) => set({ tab }),
  setType: (type) => set({ type }),
  setSelectedGroup: (selectedGroup) => set({ selectedGroup }),
  setScope: (scope) => set({ scope, selectedGroup: null }),
  setQuizDate: (quizDate) => set({ quizDate }),
  setSearchText: (searchText) => set({ searchText }),
  clearFilters: () => set(DEFAULT_FILTERS),
}));

/** Whether anything narrows the list beyond the tab and the default scope. */
export function hasActiveFilters(
  f: Pick<PlanFiltersState, 'type' | 'selectedGroup' | 'quizDate' | 'searchText' | 'scope'>,
) {
  return (
    f.type !== null ||
    f.selectedGroup !== null ||
    f.quizDate !== null ||
    f.searchText.trim() !== '' ||
    f.scope !== 'mine'
  );
}
