import { ASSIGNMENTS_PAGE_SIZE } from '@mathsight/contract/assignments.ts';
import { pagingParams } from '../../shared/api/paging.ts';
import type { PlanFiltersState } from './state/plan-filters-store.ts';

export type PlanFilters = Pick<PlanFiltersState, 'tab' | 'type' | 'quizDate' | 'searchText'> & {
  /** The class chosen in the sidebar; null for All classes. */
  selectedGroup: number | null;
};

/**
 * The classes the plan and calendar show: the one chosen in the sidebar, else the teacher's
 * classes; none (so the school's work) for a teacher who has no class yet.
 */
export function groupIdsFor(selectedGroup: number | null, myGroupIds: readonly number[]): number[] {
  if (selectedGroup !== null) return [selectedGroup];
  return [...myGroupIds];
}

/**
 * The plan list's query string for one page (spec §7 paging): request.skip/take (30 a page) and
 * request.filter.tab, type, groupIds (comma list), selectedGroup, quizDate and searchText; empty
 * filters are left out, so the server applies its defaults.
 */
export function planListParams(
  filters: PlanFilters,
  myGroupIds: readonly number[],
  page: number,
  pageSize: number = ASSIGNMENTS_PAGE_SIZE,
): Record<string, string> {
  const filter: Record<string, string> = { tab: filters.tab };
  if (filters.type) filter.type = filters.type;
  if (filters.selectedGroup !== null) {
    filter.selectedGroup = String(filters.selectedGroup);
  } else {
    const groupIds = groupIdsFor(null, myGroupIds);
    if (groupIds.length > 0) filter.groupIds = groupIds.join(',');
  }
  if (filters.quizDate) filter.quizDate = filters.quizDate;
  const searchText = filters.searchText.trim();
  if (searchText) filter.searchText = searchText;
  return pagingParams({ skip: (Math.max(1, page) - 1) * pageSize, take: pageSize, filter });
}
