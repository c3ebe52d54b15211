import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * Adding a class, outside the app's navigation (app/route-table/focused-routes.ts lists every
 * feature's and loads the confirmed-membership guard beside these).
 */
export const classesStandaloneRoutes: RouteObject[] = [
  lazyPage('classesAdd', async () => (await import('./components/new-class-page.tsx')).NewClassPage),
  lazyPage('classesNew', async () => (await import('./components/new-class-page.tsx')).NewClassPage),
];
