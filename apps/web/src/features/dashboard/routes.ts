import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const dashboardRoutes: RouteObject[] = [
  lazyPage('dashboard', async () => (await import('./components/dashboard-page.tsx')).DashboardPage),
];
