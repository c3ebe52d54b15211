import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screen in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const usageReportRoutes: RouteObject[] = [
  lazyPage('reportsUsage', async () => (await import('./components/usage-report-page.tsx')).UsageReportPage),
];
