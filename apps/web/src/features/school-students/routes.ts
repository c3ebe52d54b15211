import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const schoolStudentsRoutes: RouteObject[] = [
  lazyPage(
    'settingsStudents',
    async () => (await import('./components/school-students-page.tsx')).SchoolStudentsPage,
  ),
  lazyPage(
    'settingsStudentsAddClasses',
    async () => (await import('./components/student-classes-page.tsx')).StudentAddClassesPage,
  ),
  lazyPage(
    'settingsStudentsManageClasses',
    async () => (await import('./components/student-classes-page.tsx')).StudentManageClassesPage,
  ),
  lazyPage(
    'settingsScopeStudents',
    async () => (await import('./components/school-students-page.tsx')).SchoolStudentsPage,
  ),
  lazyPage(
    'settingsScopeStudentsAddClasses',
    async () => (await import('./components/student-classes-page.tsx')).StudentAddClassesPage,
  ),
  lazyPage(
    'settingsScopeStudentsManageClasses',
    async () => (await import('./components/student-classes-page.tsx')).StudentManageClassesPage,
  ),
];
