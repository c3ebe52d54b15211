import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isTokenValid } from '../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../shared/auth/token-storage.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * The public flow routes (flow-template, topic-session) call the API as the signed-in user, whatever
 * their role: a visitor without a session signs in first and comes back here.
 */
export function requireSignedIn({ request }: LoaderFunctionArgs): null {
  if (!isTokenValid(readRefreshToken())) {
    const url = new URL(request.url);
    throw redirect(paths.login(`${url.pathname}${url.search}`));
  }
  return null;
}
