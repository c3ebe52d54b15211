import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's public page (app/route-table/public-routes.ts lists every feature's). */
export const emailPreferencesPublicRoutes: RouteObject[] = [
  lazyPage('unsubscribe', async () => (await import('./components/unsubscribe-page.tsx')).UnsubscribePage),
];
