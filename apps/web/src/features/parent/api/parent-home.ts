import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import {
  ChildWeekSchema,
  type ParentWeeklyEmail,
  ParentWeeklyEmailSchema,
} from '@mathsight/contract/parent-home.ts';
import { MeResponseSchema } from '@mathsight/contract/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

export const parentQueryKeys = {
  children: ['parent', 'children'] as const,
  week: (childId: number) => ['parent', 'child-week', childId] as const,
  weeklyEmail: ['parent', 'weekly-email'] as const,
};

/** users/me with the parent's context: their name and the children they are linked to now. */
export function useParentContext() {
  return useQuery({
    queryKey: parentQueryKeys.children,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: apiPaths.me,
        params: { includes: 'children,ended-child-links' },
        schema: MeResponseSchema,
        signal,
        notify: false,
      }),
  });
}

/** GET children/{childId}/week; a child who is not the parent's answers 404 (shown as such). */
export function useChildWeek(childId: number | null) {
  return useQuery({
    queryKey: parentQueryKeys.week(childId ?? 0),
    enabled: childId !== null,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: parentHomePaths.childWeek(childId ?? 0),
        schema: ChildWeekSchema,
        signal,
        notify: false,
      }),
    retry: false,
  });
}

export function useWeeklyEmail() {
  return useQuery({
    queryKey: parentQueryKeys.weeklyEmail,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: parentHomePaths.weeklyEmail,
        schema: ParentWeeklyEmailSchema,
        signal,
      }),
  });
}

export function useSetWeeklyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentWeeklyEmail) =>
      request({
        method: 'PUT',
        endpoint: parentHomePaths.weeklyEmail,
        body,
        schema: ParentWeeklyEmailSchema,
      }),
    onSuccess: (saved) => client.setQueryData(parentQueryKeys.weeklyEmail, saved),
  });
}

/** Dismisses the notice that a link to a child ended. */
export function useDismissEndedLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request({ method: 'DELETE', endpoint: parentHomePaths.endedChildLink(id) }),
    onSuccess: () => client.invalidateQueries({ queryKey: parentQueryKeys.children }),
  });
}
