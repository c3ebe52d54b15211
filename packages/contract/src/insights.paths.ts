/** Check and fix (issue 6): results grids, insights by student, class and question, fixes, marks, feedback. */
export const insightPaths = {
  teacherInsights: (id: number | string) => `/api/v3/assignments/${id}/insights/teacher`,
  teacherInsightsExport: (id: number | string) => `/api/v3/assignments/${id}/insights/teacher/export`,
  studentInsights: (id: number | string, studentId: number | string) =>
    `/api/v3/assignments/${id}/insights/students/${studentId}`,
  groupInsights: (id: number | string, groupId: number | string) =>
    `/api/v3/assignments/${id}/insights/groups/${groupId}`,
  questionInsights: (id: number | string, questionId: number | string) =>
    `/api/v3/assignments/${id}/questions/${questionId}/insights`,
  consolidatedInsights: (schoolId: number | string) => `/api/v3/schools/${schoolId}/consolidated-insights`,
  quizInsights: (quizId: number | string) => `/api/v3/quizzes/${quizId}/quiz-insights`,
  quizQuestionInsights: (quizId: number | string, questionId: number | string) =>
    `/api/v3/quizzes/${quizId}/quiz-insights/questions/${questionId}`,
  answers: (id: number | string) => `/api/v3/assignments/${id}/answers`,
  misconceptions: (id: number | string) => `/api/v3/assignments/${id}/misconceptions`,
  fixAssignments: (id: number | string) => `/api/v3/assignments/${id}/fix-assignments`,
  markCorrection: (id: number | string, questionId: number | string) =>
    `/api/v3/assignments/${id}/questions/${questionId}/mark`,
  answerFeedback: (studentAnswerId: number | string) => `/api/v3/answers/${studentAnswerId}/feedback`,
} as const;
