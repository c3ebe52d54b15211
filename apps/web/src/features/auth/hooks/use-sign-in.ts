import type { LoginRequest } from '@mathsight/contract/auth.ts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_MESSAGES } from '../../../shared/api/api-error.ts';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import type { LoginFieldErrors } from '../sign-in.ts';

let signInModule: Promise<typeof import('../sign-in.ts')> | null = null;

/**
 * Starts downloading the sign-in flow (the HTTP client, the data cache, the contract's schemas)
 * without waiting for it. The form calls this once the visitor starts typing, so the flow is
 * usually there by the time they press Sign in; a visitor who only looks never downloads it.
 */
export function preloadSignIn(): Promise<typeof import('../sign-in.ts')> {
  signInModule ??= import('../sign-in.ts').catch((error: unknown) => {
    // A failed download (offline for a moment) is tried again at the next attempt.
    signInModule = null;
    throw error;
  });
  return signInModule;
}

/**
 * The sign-in form's submit: checks the values with the contract's schema and, when they are
 * acceptable, starts the sign-in flow (features/auth/sign-in.ts), whose progress and failure the
 * auth store reports (loginPending, loginError). Resolves once the values are checked: with the
 * field errors (nothing is sent), or null when the flow has started.
 */
export function useSignIn(): (candidate: Partial<LoginRequest>) => Promise<LoginFieldErrors | null> {
  const navigate = useNavigate();
  return useCallback(
    async (candidate) => {
      const flow = await preloadSignIn().catch(() => null);
      if (!flow) {
        // The flow could not be downloaded: say so where the server's reasons appear.
        useAuthStore.getState().loginFailed(ERROR_MESSAGES.network);
        return null;
      }
      const checked = flow.checkCredentials(candidate);
      if (!checked.ok) return checked.errors;
      void flow.signIn(checked.credentials, navigate);
      return null;
    },
    [navigate],
  );
}
