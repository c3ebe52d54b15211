import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/**
 * Joining or adding a school, outside the app's navigation (app/route-table/focused-routes.ts lists
 * every feature's and loads the session guard beside these).
 */
export const schoolsStandaloneRoutes: RouteObject[] = [
  lazyPage('welcome', async () => (await import('./components/welcome-page.tsx')).WelcomePage),
  lazyPage('welcomeIntro', async () => (await import('./components/welcome-page.tsx')).WelcomePage),
  lazyPage('welcomeQuestion', async () => (await import('./components/welcome-page.tsx')).WelcomePage),
  lazyPage('schools', async () => (await import('./components/schools-page.tsx')).SchoolsPage),
  lazyPage('schoolsSearch', async () => (await import('./components/schools-page.tsx')).SchoolsPage),
  lazyPage('schoolsAdd', async () => (await import('./components/schools-page.tsx')).SchoolsPage),
  lazyPage('schoolsJoin', async () => (await import('./components/schools-page.tsx')).SchoolsPage),
];
