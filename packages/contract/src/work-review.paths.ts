/** A student's review of their work and their notifications of teachers' comments (issue 11). */
export const reviewPaths = {
  myReview: (assignmentId: number | string) => `/api/v3/assignments/${assignmentId}/review`,
  /** Marks the teachers' comments on the caller's answers to this work as read. */
  myReviewRead: (assignmentId: number | string) => `/api/v3/assignments/${assignmentId}/review/read`,
  myNotifications: '/api/v3/students/me/notifications',
} as const;
