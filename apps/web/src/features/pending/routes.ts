import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * This feature's screen outside the app's navigation (app/route-table/focused-routes.ts lists every
 * feature's and loads the pending-membership guard beside it).
 */
export const pendingStandaloneRoutes: RouteObject[] = [
  lazyPage('pending', async () => (await import('./components/pending-page.tsx')).PendingPage),
];
