import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../shared/routing/lazy-page.ts';
import { routePatterns as p } from '../../shared/routing/paths.ts';
import { LoadingScreen } from '../../shared/ui/loading-screen.tsx';

/**
 * Routes that only run a loader (sign-in redirect, sign-out) while the loading screen shows
 * (app/routes.tsx places them above the layouts).
 */
export const authLoaderRoutes: RouteObject[] = [
  {
    id: 'loginRedirect',
    path: p.loginRedirect,
    Component: LoadingScreen,
    lazy: async () => ({ loader: (await import('./route-loaders.ts')).loginRedirectLoader }),
  },
  {
    id: 'logout',
    path: p.logout,
    Component: LoadingScreen,
    lazy: async () => ({ loader: (await import('./route-loaders.ts')).logoutLoader }),
  },
];

/** The sign-in page: app/routes.tsx puts it outside the data cache, so /login downloads none of it. */
export const loginRoute: RouteObject = {
  id: 'login',
  path: p.login,
  lazy: lazyRoute(
    async () => (await import('./components/login-page.tsx')).LoginPage,
    async () => (await import('./login-loader.ts')).loginLoader,
  ),
};
