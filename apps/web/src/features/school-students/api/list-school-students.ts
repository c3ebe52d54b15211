import { schoolStudentPaths } from '@mathsight/contract/api-paths.ts';
import {
  type ArchiveStatus,
  SCHOOL_STUDENTS_PAGE_SIZE,
  SchoolStudentListSchema,
} from '@mathsight/contract/school-students.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { schoolStudentsQueryKeys } from '../../../shared/school/api/school-students-keys.ts';

/** The list's filters as the screen holds them. */
export interface StudentFilters {
  searchText: string;
  groupId: number | null;
  yearGroupId: number | null;
  archiveStatus: ArchiveStatus;
}

export { schoolStudentsQueryKeys };

/** request.filter.* for the list and its export (an empty filter is left out). */
export function studentFilterParams(filters: StudentFilters): Record<string, string> {
  return {
    ...(filters.searchText.trim() && { searchText: filters.searchText.trim() }),
    ...(filters.groupId !== null && { groupIds: String(filters.groupId) }),
    ...(filters.yearGroupId !== null && { yearGroupId: String(filters.yearGroupId) }),
    archiveStatus: filters.archiveStatus,
  };
}

/** GET schools/{id}/students: one page of 50, by last then first name. */
export const schoolStudentsQueryOptions = (schoolId: number, filters: StudentFilters, page: number) =>
  queryOptions({
    queryKey: [...schoolStudentsQueryKeys.school(schoolId), filters, page],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolStudentPaths.students(schoolId),
        params: pagingParams({
          skip: (Math.max(1, page) - 1) * SCHOOL_STUDENTS_PAGE_SIZE,
          take: SCHOOL_STUDENTS_PAGE_SIZE,
          filter: studentFilterParams(filters),
        }),
        schema: SchoolStudentListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSchoolStudents(schoolId: number, filters: StudentFilters, page: number) {
  return useQuery(schoolStudentsQueryOptions(schoolId, filters, page));
}
