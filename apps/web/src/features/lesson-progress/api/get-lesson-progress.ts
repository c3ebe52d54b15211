import { lessonProgressPaths } from '@mathsight/contract/lesson-progress.paths.ts';
import { LessonProgressReportSchema } from '@mathsight/contract/lesson-progress.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** Lesson progress under one key per school, then class and work (null: the class's newest). */
export const lessonProgressKeys = {
  all: (schoolId: number) => ['lesson-progress', schoolId] as const,
  report: (schoolId: number, groupId: number, assignmentId: number | null) =>
    [...lessonProgressKeys.all(schoolId), groupId, assignmentId] as const,
};

/** The query string of the report and its CSV: the class, and the work when one was chosen. */
export function lessonProgressParams(groupId: number, assignmentId: number | null): Record<string, string> {
  return {
    groupId: String(groupId),
    ...(assignmentId !== null && { assignmentId: String(assignmentId) }),
  };
}

/**
 * GET schools/{id}/reports/lesson-progress?groupId=&assignmentId=: the class's work with lessons and how
 * far each student has got in one of them. Fetched afresh on arrival, since students move on all lesson;
 * the rows shown stay while another piece of work loads.
 */
export function useLessonProgress(schoolId: number, groupId: number | null, assignmentId: number | null) {
  return useQuery({
    queryKey: lessonProgressKeys.report(schoolId, groupId ?? 0, assignmentId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: lessonProgressPaths.lessonProgress(schoolId),
        params: lessonProgressParams(groupId ?? 0, assignmentId),
        schema: LessonProgressReportSchema,
        signal,
      }),
    enabled: groupId !== null,
    refetchOnMount: 'always',
    // Another piece of work of the same class: its rows stay until the new ones come (a new class loads afresh).
    placeholderData: (previous, query) => (query?.queryKey[2] === groupId ? previous : undefined),
  });
}
