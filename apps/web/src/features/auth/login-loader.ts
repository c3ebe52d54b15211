import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isTokenValid } from '../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../shared/auth/token-storage.ts';
import { isLocalPath, paths } from '../../shared/routing/paths.ts';

/**
 * The /login route's loader, on its own: it loads with the sign-in form, so it imports nothing of
 * the signed-in app (the data cache, the HTTP client, the contract's schemas).
 */

/** Paths that must never be the place a sign-in ends up. */
const AUTH_PATHS = ['/login', '/loginredirect', '/logout'];

/** The request's `redirectTo` when it is a path in this app other than the sign-in pages. */
export function redirectTarget(request: Request): string | null {
  const value = new URL(request.url).searchParams.get('redirectTo');
  if (!isLocalPath(value)) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  return AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? null : value;
}

/** /login: someone already signed in goes straight on. */
export function loginLoader({ request }: LoaderFunctionArgs) {
  if (isTokenValid(readRefreshToken())) throw redirect(paths.loginRedirect(redirectTarget(request)));
  return null;
}
