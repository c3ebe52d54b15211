import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const resultsRoutes: RouteObject[] = [
  lazyPage(
    'assignment',
    async () => (await import('./components/assignment-results-page.tsx')).AssignmentResultsPage,
  ),
  lazyPage(
    'assignmentQuestion',
    async () => (await import('./components/assignment-question-page.tsx')).AssignmentQuestionPage,
  ),
  lazyPage(
    'assignmentStudent',
    async () => (await import('./components/student-review-page.tsx')).StudentReviewPage,
  ),
  lazyPage(
    'independentStudy',
    async () => (await import('./components/independent-study-page.tsx')).IndependentStudyPage,
  ),
  lazyPage(
    'independentStudyQuestion',
    async () => (await import('./components/independent-study-page.tsx')).IndependentStudyQuestionPage,
  ),
];
