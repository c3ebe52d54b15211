import { generatePath } from 'react-router';
import { withQuery } from '../build-path.ts';

/**
 * Signing in and up, resetting a password, the account page and unsubscribing (features home, auth,
 * signup, password-reset, account, email-preferences).
 */
const patterns = {
  home: '/',
  unsubscribe: '/unsubscribe',
  loginRedirect: '/loginredirect',
  login: '/login',
  forgotPassword: '/login/forgot-password',
  resetPassword: '/login/reset-password/:resetCode',
  signup: '/signup',
  signupTeacher: '/signup/teacher',
  signupRole: '/signup/:userRole',
  signupInviteCode: '/signup/:userRole/invite-code',
  signupNew: '/signup/:userRole/new',
  signupConfirm: '/signup/confirm',
  oauthLogin: '/oauth-login',
  logout: '/logout',
  account: '/account',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const accountRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const accountPaths = {
  home: () => '/',
  unsubscribe: () => patterns.unsubscribe,
  /** After sign-in: goes on to `redirectTo` when it is a path in this app. */
  loginRedirect: (redirectTo?: string | null) => withQuery(patterns.loginRedirect, { redirectTo }),
  login: (redirectTo?: string | null) => withQuery(patterns.login, { redirectTo }),
  forgotPassword: () => patterns.forgotPassword,
  resetPassword: (resetCode: string) => generatePath(patterns.resetPassword, { resetCode }),
  signup: () => patterns.signup,
  signupTeacher: () => patterns.signupTeacher,
  signupRole: (userRole: string) => generatePath(patterns.signupRole, { userRole }),
  signupInviteCode: (userRole: string) => generatePath(patterns.signupInviteCode, { userRole }),
  signupNew: (userRole: string) => generatePath(patterns.signupNew, { userRole }),
  signupConfirm: () => patterns.signupConfirm,
  oauthLogin: () => patterns.oauthLogin,
  logout: () => patterns.logout,
  account: () => patterns.account,
};
