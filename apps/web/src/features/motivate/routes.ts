import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const motivateRoutes: RouteObject[] = [
  lazyPage('motivate', async () => (await import('./components/motivate-page.tsx')).MotivatePage),
  lazyPage('classLeague', async () => (await import('./components/class-league-page.tsx')).ClassLeaguePage),
  lazyPage(
    'schoolLeague',
    async () => (await import('./components/school-league-page.tsx')).SchoolLeaguePage,
  ),
  lazyPage('groupLeague', async () => (await import('./components/group-league-page.tsx')).GroupLeaguePage),
];
