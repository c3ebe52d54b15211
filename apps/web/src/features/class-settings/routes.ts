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
