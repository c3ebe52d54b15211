import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const schoolTeachersRoutes: RouteObject[] = [
  lazyPage(
    'settingsTeachers',
    async () => (await import('./components/school-teachers-page.tsx')).SchoolTeachersPage,
  ),
  lazyPage(
    'settingsTeachersAddClasses',
    async () => (await import('./components/teacher-classes-page.tsx')).TeacherAddClassesPage,
  ),
  lazyPage(
    'settingsTeachersManageClasses',
    async () => (await import('./components/teacher-classes-page.tsx')).TeacherManageClassesPage,
  ),
  lazyPage(
    'settingsScopeTeachers',
    async () => (await import('./components/school-teachers-page.tsx')).SchoolTeachersPage,
  ),
  lazyPage(
    'settingsScopeTeachersAddClasses',
    async () => (await import('./components/teacher-classes-page.tsx')).TeacherAddClassesPage,
  ),
  lazyPage(
    'settingsScopeTeachersManageClasses',
    async () => (await import('./components/teacher-classes-page.tsx')).TeacherManageClassesPage,
  ),
  lazyPage('teacher', async () => (await import('./components/teacher-profile-page.tsx')).TeacherProfilePage),
];
