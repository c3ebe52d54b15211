/** Students doing their work (issue 5): their assignments, quiz sessions, answers, and the live answer feed. */
export const quizSessionPaths = {
  myAssignments: '/api/v3/students/me/assignments',
  assignmentQuizSessions: (assignmentId: number | string) =>
    `/api/v3/assignments/${assignmentId}/quiz-sessions`,
  quizSession: (id: number | string) => `/api/v3/quiz-sessions/${id}`,
  answers: (id: number | string) => `/api/v3/quiz-sessions/${id}/answers`,
  finish: (id: number | string) => `/api/v3/quiz-sessions/${id}/finish`,
  dynamicQuizSessions: '/api/v3/dynamic-quiz-sessions',
  realtimeToken: '/api/v3/realtime/token',
  realtime: '/api/v3/realtime',
} as const;
