import type { UserRole } from '@mathsight/contract/auth-rules.ts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { decodeTokenClaims, isTokenValid, roleOfToken } from '../shared/auth/jwt.ts';
import { readRefreshToken } from '../shared/auth/token-storage.ts';
import { paths } from '../shared/routing/paths.ts';

/** The role a student's or a parent's home is for. */
export type HomeRole = Exclude<UserRole, 'Teacher'>;

/**
 * Where a signed-in user of each role belongs in this app: students and parents have their own
 * home (the server's token redirect sends them there, spec §4); a teacher goes through
 * /loginredirect to their school.
 */
export function roleHomePath(role: UserRole | null): string {
  if (role === 'Student') return paths.studentHome();
  if (role === 'Parent') return paths.parentHome();
  return paths.loginRedirect();
}

/** A visitor without a valid session signs in first and comes back. */
function requireSession(request: Request): string {
  const token = readRefreshToken();
  if (!token || !isTokenValid(token)) {
    const url = new URL(request.url);
    throw redirect(paths.login(`${url.pathname}${url.search}`));
  }
  return token;
}

/**
 * The guard of a quiz session: any signed-in user may open the address (a student does the work;
 * anyone else is told on the page that it is for students), with no call to the server.
 */
export function requireSignedIn({ request }: LoaderFunctionArgs): null {
  requireSession(request);
  return null;
}

/**
 * The guard of the student's and the parent's home. Unlike the teachers' guard (loadSession), it
 * never asks the server's token redirect where a non-teacher belongs, since the answer is this
 * very page: a signed-in user who holds `role` stays; anyone else signed in goes to their own
 * home; a visitor without a valid session signs in first and comes back.
 */
export function requireRole(role: HomeRole) {
  return ({ request }: LoaderFunctionArgs): null => {
    const token = requireSession(request);
    if (decodeTokenClaims(token)?.role.includes(role)) return null;
    throw redirect(roleHomePath(roleOfToken(token)));
  };
}
