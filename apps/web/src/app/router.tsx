import { createBrowserRouter } from 'react-router';
import { configureHttpClient } from '../shared/api/http-client-config.ts';
import { paths } from '../shared/routing/paths.ts';
import { showErrorToast } from '../shared/ui/toast.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

/**
 * The toast id of an API failure. Different messages stack (one per modelState message); the same
 * message shown again replaces itself. No ':' so each message is its own id prefix.
 */
export function apiErrorToastId(message: string): string {
  return `api-error-${message.replaceAll(':', '')}`;
}

configureHttpClient({
  notify: (message) => showErrorToast(message, apiErrorToastId(message)),
  // Spec §8: a 401 from the data API ends the session; the user signs in again and comes back here.
  // Logout, with the data cache it clears, is downloaded when it is needed, not with the first page.
  onUnauthorized: () => {
    const { pathname, search } = router.state.location;
    void import('../shared/auth/logout.ts')
      .then(({ logout }) => logout())
      .then(() => router.navigate(paths.login(`${pathname}${search}`), { replace: true }));
  },
});
