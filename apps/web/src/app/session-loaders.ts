import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isApiError } from '../shared/api/api-error.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { useAuthStore } from '../shared/auth/auth-store.ts';
import { isTokenValid, roleOfToken } from '../shared/auth/jwt.ts';
import { redirectNonTeacher } from '../shared/auth/token-redirect.ts';
import { readRefreshToken } from '../shared/auth/token-storage.ts';
import { paths } from '../shared/routing/paths.ts';
import { type Me, meQueryOptions } from '../shared/session/api/get-me.ts';
import { isPendingMembership } from '../shared/session/school-rules.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { notFound, schoolIdFromParams } from './route-params.ts';

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(paths.login(`${url.pathname}${url.search}`));
}

/**
 * The signed-in guard: a visitor without a valid session goes to /login?redirectTo=<here>; a
 * student or parent goes to their own app; a teacher's user and school session are loaded.
 * Every signed-in layout's loader calls it; TanStack Query makes the parallel calls share one fetch.
 */
export async function loadSession({ request, params }: LoaderFunctionArgs): Promise<Me> {
  const urlSchoolId = schoolIdFromParams(params);
  const token = readRefreshToken();
  if (!isTokenValid(token)) loginRedirect(request);
  if (roleOfToken(token) !== 'Teacher') {
    await redirectNonTeacher();
    // The browser is leaving for another site; keep the loading screen up until it does.
    return new Promise<never>(() => {});
  }
  // A path without a school (/assistant) stays in the school the session is already in.
  const schoolId = urlSchoolId ?? useSessionStore.getState().schoolId;
  let me: Me;
  try {
    me = await queryClient.ensureQueryData(meQueryOptions(schoolId));
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorised') loginRedirect(request);
    // A school that is not the user's is, for them, a page that does not exist.
    if (isApiError(error) && (error.status === 404 || error.status === 403) && urlSchoolId !== null)
      notFound();
    throw error;
  }
  if (urlSchoolId !== null && !me.userSchools.some((s) => s.schoolId === urlSchoolId)) notFound();
  // The server chose the school; file the answer under it too, so the shell does not ask again.
  if (
    schoolId === null &&
    me.schoolId !== null &&
    !queryClient.getQueryData(meQueryOptions(me.schoolId).queryKey)
  ) {
    queryClient.setQueryData(meQueryOptions(me.schoolId).queryKey, me);
  }
  useSessionStore.getState().applyMe(me, schoolId);
  useAuthStore.getState().markAuthenticated();
  return me;
}

/**
 * For the app's main layouts: a teacher still Pending in this school sees the pending screen, and
 * one without any school goes to find or add one.
 */
export async function requireConfirmedMembership(args: LoaderFunctionArgs): Promise<null> {
  await loadSession(args);
  const { currentSchool } = useSessionStore.getState();
  if (!currentSchool) throw redirect(paths.schools());
  if (isPendingMembership(currentSchool)) throw redirect(paths.pending(currentSchool.schoolId));
  return null;
}

/** For /{schoolId}/pending: only a Pending member waits here; a confirmed one goes to the school home. */
export async function requirePendingMembership(args: LoaderFunctionArgs): Promise<null> {
  await loadSession(args);
  const { currentSchool } = useSessionStore.getState();
  if (currentSchool && !isPendingMembership(currentSchool))
    throw redirect(paths.dashboard(currentSchool.schoolId));
  return null;
}
