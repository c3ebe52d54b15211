import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import {
  type ArchiveStatus,
  SCHOOL_STUDENTS_MAX_TAKE,
  SCHOOL_STUDENTS_PAGE_SIZE,
  SchoolStudentListSchema,
} from '@mathsight/contract/school-students.ts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { schoolStudentsQueryKeys } from '../../../shared/school/api/school-students-keys.ts';

/** The list's filters as the screen holds them. */
export interface StudentFilters {
  searchText: string;
  groupId: number | null;
  yearGroupId: number | null;
  archiveStatus: ArchiveStatus;
  /** A department scope's classes, when no one class is chosen (null: any class). */
  scopeGroupIds?: number[] | null;
}

export { schoolStudentsQueryKeys };

/** request.filter.* for the list and its export (an empty filter is left out). */
export function studentFilterParams(filters: StudentFilters): Record<string, string> {
  return {
    ...(filters.searchText.trim() && { searchText: filters.searchText.trim() }),
    ...(filters.groupId !== null
      ? { groupIds: String(filters.groupId) }
      : filters.scopeGroupIds && { groupIds: filters.scopeGroupIds.join(',') || '0' }),
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

const fetchPage = (
  schoolId: number,
  filters: StudentFilters,
  skip: number,
  take: number,
  signal?: AbortSignal,
) =>
  request({
    method: 'GET',
    endpoint: schoolStudentPaths.students(schoolId),
    params: pagingParams({ skip, take, filter: studentFilterParams(filters) }),
    schema: SchoolStudentListSchema,
    signal,
  });

/**
 * The list as the screen scrolls it: pages of 50 loaded one after another as the reader nears the
 * end (the rows themselves are virtualised), so 2,000 students cost 40 small requests, and only
 * when someone scrolls that far.
 */
export const schoolStudentsInfiniteOptions = (schoolId: number, filters: StudentFilters) =>
  infiniteQueryOptions({
    queryKey: [...schoolStudentsQueryKeys.school(schoolId), 'scroll', filters],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(schoolId, filters, pageParam * SCHOOL_STUDENTS_PAGE_SIZE, SCHOOL_STUDENTS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * SCHOOL_STUDENTS_PAGE_SIZE < last.total ? pages.length : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSchoolStudentsScroll(schoolId: number, filters: StudentFilters) {
  return useInfiniteQuery(schoolStudentsInfiniteOptions(schoolId, filters));
}

/** Every student matching the filters (up to the large limit), for "select all that match". */
export function fetchAllMatching(schoolId: number, filters: StudentFilters) {
  return fetchPage(schoolId, filters, 0, SCHOOL_STUDENTS_MAX_TAKE);
}
