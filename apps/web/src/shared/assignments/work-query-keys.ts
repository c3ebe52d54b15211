import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of every cached answer that depends on a school's work, shared by the features that
 * read it (plan, dashboard, notifications, the navigation badges) and the ones that change it (set
 * work, edit, delete): a write invalidates them all, so no screen shows work that has moved.
 */
export const workQueryKeys = {
  /** Plan list, calendar, one assignment, the dashboard's sections: `['work', schoolId, ...]`. */
  all: ['work'] as const,
  school: (schoolId: number) => ['work', schoolId] as const,
  assignment: (assignmentId: number) => ['work', 'assignment', assignmentId] as const,
  /** The navigation badges (navigation context). */
  navigation: ['navigation-context'] as const,
  /** The teacher's notifications. */
  notifications: ['notifications'] as const,
  /** The signed-in student's own work list (Upcoming and Done); answering and handing in change it. */
  studentWork: ['students', 'me', 'assignments'] as const,
};

/** After any change to work: the lists, badges and notifications are fetched again when next shown. */
export function invalidateWork(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: workQueryKeys.all }),
    client.invalidateQueries({ queryKey: workQueryKeys.navigation }),
    client.invalidateQueries({ queryKey: workQueryKeys.notifications }),
  ]).then(() => undefined);
}

/** How long lists of work stay fresh: other teachers of the same classes set work too. */
export const WORK_STALE_MS = 30_000;
