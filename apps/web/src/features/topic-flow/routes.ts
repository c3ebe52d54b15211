import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * Lessons reached by a link, among the public pages: app/route-table/public-routes.ts lists every
 * feature's and loads the signed-in guard beside these.
 */
export const topicFlowPublicRoutes: RouteObject[] = [
  lazyPage(
    'flowTemplate',
    async () => (await import('./components/flow-template-page.tsx')).FlowTemplatePage,
  ),
  lazyPage(
    'topicSession',
    async () => (await import('./components/topic-session-page.tsx')).TopicSessionPage,
  ),
];

/** The full-screen lessons of the modal layout (app/route-table/focused-routes.ts lists every feature's). */
export const topicFlowModalRoutes: RouteObject[] = [
  lazyPage(
    'topicFluency',
    async () => (await import('./components/topic-template-page.tsx')).TopicFluencyPage,
  ),
  lazyPage(
    'topicDiagnostic',
    async () => (await import('./components/topic-template-page.tsx')).TopicDiagnosticPage,
  ),
];
