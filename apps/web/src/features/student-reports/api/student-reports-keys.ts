import type { StudentOverviewSort } from '@mathsight/contract/student-reports.ts';

/** The students list's filters and order as the screen holds them. */
export interface OverviewFilters {
  searchText: string;
  groupId: number | null;
  sort: StudentOverviewSort;
  descending: boolean;
}

/** The students' reports, under one key per school. */
export const studentReportsKeys = {
  all: (schoolId: number) => ['student-reports', schoolId] as const,
  overview: (schoolId: number, filters: OverviewFilters) =>
    [...studentReportsKeys.all(schoolId), 'overview', filters] as const,
  proficiency: (schoolId: number, groupId: number) =>
    [...studentReportsKeys.all(schoolId), 'proficiency', groupId] as const,
  effort: (schoolId: number, groupId: number, period: string, date: string | null) =>
    [...studentReportsKeys.all(schoolId), 'effort', groupId, period, date] as const,
};

/** request.filter.* and request.sort[0] of the list and its export. */
export function overviewParams(filters: OverviewFilters) {
  return {
    filter: {
      ...(filters.searchText.trim() && { searchText: filters.searchText.trim() }),
      ...(filters.groupId !== null && { groupId: String(filters.groupId) }),
    },
    sort: [{ fieldName: filters.sort, direction: filters.descending ? 'Descending' : 'Ascending' } as const],
  };
}
