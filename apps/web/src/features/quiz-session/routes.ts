import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * A student answering their work, in the modal layout behind a guard that only asks for a session
 * (app/route-table/focused-routes.ts lists every feature's).
 */
export const quizSessionModalRoutes: RouteObject[] = [
  lazyPage('quizSession', async () => (await import('./components/quiz-session-page.tsx')).QuizSessionPage),
];
