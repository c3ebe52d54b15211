import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const planRoutes: RouteObject[] = [
  lazyPage('plan', async () => (await import('./components/plan-page.tsx')).PlanPage),
  lazyPage(
    'planCalendar',
    async () => (await import('./components/plan-calendar-page.tsx')).PlanCalendarPage,
  ),
  lazyPage('planAssignment', async () => (await import('./components/assignment-page.tsx')).AssignmentPage),
];
