import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * This feature's page among the public ones (app/route-table/public-routes.ts lists every feature's and
 * loads the signed-in guard beside it).
 */
export const accountPublicRoutes: RouteObject[] = [
  lazyPage('account', async () => (await import('./components/account-page.tsx')).AccountPage),
];
