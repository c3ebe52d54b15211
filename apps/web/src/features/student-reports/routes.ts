import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const studentReportsRoutes: RouteObject[] = [
  lazyPage('students', async () => (await import('./components/students-list-page.tsx')).StudentsListPage),
  lazyPage(
    'studentsEffort',
    async () => (await import('./components/students-effort-page.tsx')).StudentsEffortPage,
  ),
  lazyPage(
    'studentsProficiency',
    async () => (await import('./components/students-proficiency-page.tsx')).StudentsProficiencyPage,
  ),
];
