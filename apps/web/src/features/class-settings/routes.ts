import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const classSettingsRoutes: RouteObject[] = [
  lazyPage('settings', async () => (await import('./components/class-settings-page.tsx')).ClassSettingsPage),
  lazyPage('settingsClass', async () => (await import('./components/class-edit-page.tsx')).ClassEditPage),
  lazyPage(
    'settingsClasses',
    async () => (await import('./components/school-classes-page.tsx')).SchoolClassesPage,
  ),
];

/**
 * A class's own pages outside the app's navigation (app/route-table/focused-routes.ts lists every
 * feature's and loads the confirmed-membership guard beside these).
 */
export const classSettingsStandaloneRoutes: RouteObject[] = [
  lazyPage(
    'settingsClassTeachersEdit',
    async () => (await import('./components/class-teachers-page.tsx')).ClassTeachersPage,
  ),
  lazyPage(
    'classStudentsEdit',
    async () => (await import('./components/class-students-page.tsx')).ClassStudentsPage,
  ),
  lazyPage(
    'classStudentsMove',
    async () => (await import('./components/move-students-page.tsx')).MoveStudentsPage,
  ),
  lazyPage('classSwitch', async () => (await import('./components/class-switch-page.tsx')).ClassSwitchPage),
  lazyPage('classPage', async () => (await import('./components/class-page.tsx')).ClassPage),
];
