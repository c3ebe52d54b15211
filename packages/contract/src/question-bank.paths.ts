/** The question bank as teachers browse it, custom quizzes set from it, and quiz inferences (issue 14). */
export const questionBankPaths = {
  questions: '/api/v3/questions',
  filters: '/api/v3/questions/filters',
  setQuestions: '/api/v3/question-assignments',
  inferences: '/api/v3/quiz-inferences/generate',
  inferencesCsv: '/api/v3/quiz-inferences/generate-csv',
} as const;
