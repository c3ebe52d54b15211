import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** This feature's public pages (app/route-table/public-routes.ts lists every feature's). */
export const passwordResetPublicRoutes: RouteObject[] = [
  lazyPage(
    'forgotPassword',
    async () => (await import('./components/forgot-password-page.tsx')).ForgotPasswordPage,
  ),
  lazyPage(
    'resetPassword',
    async () => (await import('./components/reset-password-page.tsx')).ResetPasswordPage,
  ),
];
