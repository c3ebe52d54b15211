import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isTokenValid } from '../shared/auth/jwt.ts';
import { readRefreshToken } from '../shared/auth/token-storage.ts';
import { ErrorScreen } from '../shared/ui/error-screen.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The last resort of the route tree: a 404 (an unknown school id, say) shows the not-found page,
 * anything else the error screen, inviting visitors without an account to sign up.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return <ErrorScreen error={error} showSignupPrompt={!isTokenValid(readRefreshToken())} />;
}

/** Inside a layout: the failure replaces the page only, so the header and navigation stay usable. */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFoundPage />;
  return <ErrorScreen error={error} fullScreen={false} />;
}
