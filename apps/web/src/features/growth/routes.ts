import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const growthRoutes: RouteObject[] = [
  lazyPage(
    'studentsBaseline',
    async () => (await import('./components/students-baseline-page.tsx')).StudentsBaselinePage,
  ),
  lazyPage(
    'studentsGrowth',
    async () => (await import('./components/students-growth-page.tsx')).StudentsGrowthPage,
  ),
  lazyPage(
    'reportsGrowth',
    async () => (await import('./components/school-growth-report.tsx')).ReportsGrowthPage,
  ),
  lazyPage(
    'reportsBaseline',
    async () => (await import('./components/school-growth-report.tsx')).ReportsBaselinePage,
  ),
];
