import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** The teacher assistant (issue 29) in the signed-in shell. */
export const assistantRoutes: RouteObject[] = [
  lazyPage('assistant', async () => (await import('./components/assistant-page.tsx')).AssistantPage),
  lazyPage(
    'assistantFeedback',
    async () => (await import('./components/feedback-review-page.tsx')).FeedbackReviewPage,
  ),
];
