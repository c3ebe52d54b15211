import type { AssignmentKind, AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import { createResettableStore } from '../../../shared/state/store-registry.ts';

/**
 * Spec §3 "Filters state" (tab default Upcoming, type, groupIds, selectedGroup,
 * selectedAssignmentStatus default Done, quizDate, searchText). The classes are not the plan's to
 * choose: selectedGroup is the class chosen in the sidebar (the session's selectedGroupId) and
 * groupIds the teacher's classes, both filled in by planListParams.
 */
export interface PlanFiltersState {
  tab: AssignmentStatusGroup;
  type: AssignmentKind | null;
  groupIds: number[];
  selectedAssignmentStatus: AssignmentStatusGroup;
  /** YYYY-MM-DD: only work open on that school day. */
  quizDate: string | null;
  searchText: string;
  setTab: (tab: AssignmentStatusGroup) => void;
  setType: (type: AssignmentKind | null) => void;
  setQuizDate: (quizDate: string | null) => void;
  setSearchText: (searchText: string) => void;
  /** Every filter but the tab back to its default. */
  clearFilters: () => void;
}

const DEFAULT_FILTERS = {
  type: null,
  groupIds: [],
  quizDate: null,
  searchText: '',
};

export const usePlanFiltersStore = createResettableStore<PlanFiltersState>((set) => ({
  tab: 'Upcoming',
  selectedAssignmentStatus: 'Done',
  ...DEFAULT_FILTERS,
  setTab: (tab) => set({ tab }),
  setType: (type) => set({ type }),
  setQuizDate: (quizDate) => set({ quizDate }),
  setSearchText: (searchText) => set({ searchText }),
  clearFilters: () => set(DEFAULT_FILTERS),
}));

/** Whether anything of the plan's own narrows the list beyond the tab and the sidebar's class. */
export function hasActiveFilters(f: Pick<PlanFiltersState, 'type' | 'quizDate' | 'searchText'>) {
  return f.type !== null || f.quizDate !== null || f.searchText.trim() !== '';
}
