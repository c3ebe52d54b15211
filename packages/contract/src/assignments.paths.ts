/** Set work (spec §7 "Assignments" and "Retrieval practice"), the plan list, calendar and homework insights. */
export const assignmentPaths = {
  assignment: (id: number | string) => `/api/v3/assignments/${id}`,
  quizAssignments: (quizId: number | string) => `/api/v3/quizzes/${quizId}/assignments`,
  prerequisiteAssignment: '/api/v3/assignments/prerequisite-assignment',
  schemeAssignments: '/api/v3/scheme-assignments',
  schoolAssignments: (schoolId: number | string) => `/api/v3/schools/${schoolId}/assignments`,
  schoolCalendar: (schoolId: number | string) => `/api/v3/schools/${schoolId}/assignments/calendar`,
  homeworkInsights: (schoolId: number | string) => `/api/v5/schools/${schoolId}/homework-insights`,
  assignmentSettings: (schoolId: number | string) => `/api/v3/schools/${schoolId}/assignment-settings`,
  retrievalPracticeRecommendations: (groupId: number | string) =>
    `/api/v3/groups/${groupId}/retrieval-practice/recommendations`,
  groupRetrievalPracticeAssignments: (groupId: number | string) =>
    `/api/v3/groups/${groupId}/retrieval-practice-assignments`,
  retrievalPracticeAssignment: (id: number | string) => `/api/v3/retrieval-practice-assignments/${id}`,
  retrievalPracticeInsights: (id: number | string) => `/api/v3/retrieval-practice-assignments/${id}/insights`,
  deleteRetrievalPracticeAssignment: (id: number | string) => `/api/v5/retrieval-practice-assignments/${id}`,
  /** Spec §7 "Assignments: predicted scores" (issue 14): the measurement model's expected score per student. */
  predictedScores: (id: number | string) => `/api/v3/assignments/${id}/predicted-scores`,
} as const;
