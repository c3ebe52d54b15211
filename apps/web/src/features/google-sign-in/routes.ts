import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's public page: where Google sends the browser back (app/route-table/public-routes.ts). */
export const googleSignInPublicRoutes: RouteObject[] = [
  lazyPage('oauthLogin', async () => (await import('./components/oauth-login-page.tsx')).OauthLoginPage),
];
