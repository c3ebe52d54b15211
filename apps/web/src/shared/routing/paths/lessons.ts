import { generatePath } from 'react-router';
import { type Id, segment } from '../build-path.ts';

/**
 * Lessons, quizzes and the question bank: topic flows, quiz sessions, the quiz library (features topic-
 * flow, quiz-session, library, question-bank).
 */
const patterns = {
  flowTemplate: '/flow-template/:templateSlug/:flowType/:topicPathwayQuizId?/:questionSequence?',
  topicSession: '/topic-session/:flowGeneratorSessionId',
  quizzes: '/quizzes/:shortCode?',
  schoolQuizzes: '/:schoolId/quizzes/:shortCode?',
  /** The question bank (issue 14): find, preview and set questions. */
  questionBank: '/:schoolId/questions',
  topicFluency: '/topic/dr/:topicPathwayQuizId/:flowGeneratorSessionId?',
  topicDiagnostic: '/topic/d/:topicPathwayQuizId/:flowGeneratorSessionId?',
  quizSession: '/quiz-session/:quizSessionId',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const lessonsRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const lessonsPaths = {
  flowTemplate: (templateSlug: string, flowType: string, topicPathwayQuizId?: Id, questionSequence?: Id) =>
    generatePath(patterns.flowTemplate, {
      templateSlug,
      flowType,
      topicPathwayQuizId: topicPathwayQuizId === undefined ? null : segment(topicPathwayQuizId),
      questionSequence: questionSequence === undefined ? null : segment(questionSequence),
    }),
  topicSession: (flowGeneratorSessionId: Id) =>
    generatePath(patterns.topicSession, { flowGeneratorSessionId: segment(flowGeneratorSessionId) }),
  quizzes: (shortCode?: string) => generatePath(patterns.quizzes, { shortCode: shortCode ?? null }),
  schoolQuizzes: (schoolId: Id, shortCode?: string) =>
    generatePath(patterns.schoolQuizzes, { schoolId: segment(schoolId), shortCode: shortCode ?? null }),
  questionBank: (schoolId: Id) => generatePath(patterns.questionBank, { schoolId: segment(schoolId) }),
  topicFluency: (topicPathwayQuizId: Id, flowGeneratorSessionId?: Id) =>
    generatePath(patterns.topicFluency, {
      topicPathwayQuizId: segment(topicPathwayQuizId),
      flowGeneratorSessionId: flowGeneratorSessionId === undefined ? null : segment(flowGeneratorSessionId),
    }),
  topicDiagnostic: (topicPathwayQuizId: Id, flowGeneratorSessionId?: Id) =>
    generatePath(patterns.topicDiagnostic, {
      topicPathwayQuizId: segment(topicPathwayQuizId),
      flowGeneratorSessionId: flowGeneratorSessionId === undefined ? null : segment(flowGeneratorSessionId),
    }),
  quizSession: (quizSessionId: Id) =>
    generatePath(patterns.quizSession, { quizSessionId: segment(quizSessionId) }),
};
