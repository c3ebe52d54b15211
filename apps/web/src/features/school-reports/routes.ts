import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const schoolReportsRoutes: RouteObject[] = [
  lazyPage('reports', async () => (await import('./components/reports-index-page.tsx')).ReportsIndexPage),
  lazyPage(
    'reportsSchool',
    async () => (await import('./components/school-report-page.tsx')).SchoolReportPage,
  ),
  lazyPage(
    'reportsClasses',
    async () => (await import('./components/classes-report-page.tsx')).ClassesReportPage,
  ),
  lazyPage('reportsGroup', async () => (await import('./components/group-report-page.tsx')).GroupReportPage),
  lazyPage('reportsUsage', async () => (await import('./components/usage-report-page.tsx')).UsageReportPage),
];
