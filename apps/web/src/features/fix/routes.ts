import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const fixRoutes: RouteObject[] = [
  lazyPage('fix', async () => (await import('./components/fix-page.tsx')).FixPage),
  lazyPage(
    'fixAssignment',
    async () => (await import('./components/fix-assignment-page.tsx')).FixAssignmentPage,
  ),
];
