import { type LoaderFunctionArgs, redirect } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { isTokenValid, roleOfToken } from '../../shared/auth/jwt.ts';
import { logout } from '../../shared/auth/logout.ts';
import { redirectNonTeacher } from '../../shared/auth/token-redirect.ts';
import { readRefreshToken } from '../../shared/auth/token-storage.ts';
import { isOpenToEveryRole, paths } from '../../shared/routing/paths.ts';
import { meQueryOptions } from '../../shared/session/api/get-me.ts';
import { chooseFirstSchool } from '../../shared/session/school-rules.ts';
import { redirectTarget } from './login-loader.ts';

/**
 * /loginredirect: after sign-in, go to `redirectTo` if it is a path in this app, else to the
 * teacher's school home (the first-school rule), else to the school search for a teacher with none.
 * A student or parent goes on only to a page open to every role, else to their own home.
 */
export async function loginRedirectLoader({ request }: LoaderFunctionArgs) {
  const target = redirectTarget(request);
  const token = readRefreshToken();
  if (!isTokenValid(token)) throw redirect(paths.login(target));
  if (roleOfToken(token) !== 'Teacher') {
    if (isOpenToEveryRole(target)) throw redirect(target);
    await redirectNonTeacher();
    // The browser is leaving for another site; keep the loading screen up until it does.
    return new Promise<never>(() => {});
  }
  if (target) throw redirect(target);
  const me = await queryClient.ensureQueryData(meQueryOptions(null));
  const school = chooseFirstSchool(me.userSchools, null, me.currentSchoolId);
  throw redirect(school ? paths.dashboard(school.schoolId) : paths.schools());
}

/** /logout: end the session everywhere, then sign in again. */
export async function logoutLoader() {
  await logout();
  throw redirect(paths.login());
}
