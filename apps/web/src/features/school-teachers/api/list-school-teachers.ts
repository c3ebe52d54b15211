import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { SCHOOL_TEACHERS_TAKE, SchoolTeacherListSchema } from '@mathsight/contract/schools.ts';
import type { MembershipStatus } from '@mathsight/contract/users.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { schoolTeachersKey } from '../../../shared/school/api/teachers-waiting.ts';

/** The most one request lists: enough to tell which classes a removal leaves with no teacher. */
export const ALL_TEACHERS_TAKE = 100;

/** GET schools/{id}/teachers: one page (20, spec §9) of Confirmed or Pending teachers; 1-based page. */
export const schoolTeachersQueryOptions = (schoolId: number, status: MembershipStatus, page: number) =>
  queryOptions({
    queryKey: [...schoolTeachersKey(schoolId), status, page],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolPaths.teachers(schoolId),
        params: pagingParams({
          skip: (Math.max(1, page) - 1) * SCHOOL_TEACHERS_TAKE,
          take: SCHOOL_TEACHERS_TAKE,
          filter: { schoolMembershipStatus: status },
        }),
        schema: SchoolTeacherListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useSchoolTeachers(schoolId: number, status: MembershipStatus, page: number, enabled = true) {
  return useQuery({ ...schoolTeachersQueryOptions(schoolId, status, page), enabled });
}

/** Every Confirmed teacher (up to 100), while a removal is being confirmed: who else teaches each class. */
export function useAllConfirmedTeachers(schoolId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...schoolTeachersKey(schoolId), 'Confirmed', 'all'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolPaths.teachers(schoolId),
        params: pagingParams({
          skip: 0,
          take: ALL_TEACHERS_TAKE,
          filter: { schoolMembershipStatus: 'Confirmed' },
        }),
        schema: SchoolTeacherListSchema,
        signal,
      }),
    enabled,
  });
}
