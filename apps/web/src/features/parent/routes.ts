import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * A parent's home, outside the teacher app (app/route-table/focused-routes.ts lists every
 * feature's and loads the parent's role guard beside it).
 */
export const parentRoleHomeRoutes: RouteObject[] = [
  lazyPage('parentHome', async () => (await import('./components/parent-home-page.tsx')).ParentHomePage),
];
