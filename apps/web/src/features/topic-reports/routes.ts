import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const topicReportsRoutes: RouteObject[] = [
  lazyPage(
    'reportsTopics',
    async () => (await import('./components/topic-insights-page.tsx')).TopicInsightsPage,
  ),
  lazyPage(
    'reportsDiagnostic',
    async () => (await import('./components/diagnostic-report-page.tsx')).DiagnosticReportPage,
  ),
];
