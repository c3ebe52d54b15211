import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's screens in the signed-in shell (app/route-table/shell-routes.ts lists every feature's). */
export const setWorkRoutes: RouteObject[] = [
  lazyPage(
    'settingsAssignments',
    async () => (await import('./components/assignment-settings-page.tsx')).AssignmentSettingsPage,
  ),
];
