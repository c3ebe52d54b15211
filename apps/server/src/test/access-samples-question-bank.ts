import type { Sample } from './access-sample.ts';

/** Issue 14: the question bank, custom quizzes set from it, and quiz inferences. */
export const QUESTION_BANK_SAMPLES: Record<string, Sample> = {
  // Shared content with its keys: Confirmed teachers of any school (other schools' too), not Pending ones.
  'GET /api/v3/questions': {
    request: (w) => ({ url: `/api/v3/questions?request.filter.misconceptionId=${w.misconceptionId ?? 1}` }),
  },
  // The filters' names: every teacher.
  'GET /api/v3/questions/filters': { request: () => ({ url: '/api/v3/questions/filters' }) },
  'POST /api/v3/question-assignments': {
    request: (w) => ({
      url: '/api/v3/question-assignments',
      payload: {
        schoolId: w.school.id,
        questionIds: [w.questionId],
        groupIds: [w.classA1.id],
        ...w.dates(),
      },
    }),
  },
  'POST /api/v3/quiz-inferences/generate': {
    request: (w) => ({ url: '/api/v3/quiz-inferences/generate', payload: { assignmentId: w.work.id } }),
  },
  'POST /api/v3/quiz-inferences/generate-csv': {
    request: (w) => ({ url: '/api/v3/quiz-inferences/generate-csv', payload: { assignmentId: w.work.id } }),
  },
};
