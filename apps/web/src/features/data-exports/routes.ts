import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const dataExportsRoutes: RouteObject[] = [
  lazyPage(
    'reportsExports',
    async () => (await import('./components/data-exports-page.tsx')).DataExportsPage,
  ),
];
