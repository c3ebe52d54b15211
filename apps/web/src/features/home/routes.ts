import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's public page (app/route-table/public-routes.ts lists every feature's). */
export const homePublicRoutes: RouteObject[] = [
  lazyPage('home', async () => (await import('./components/home-page.tsx')).HomePage),
];
