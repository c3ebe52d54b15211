import type { UserRole } from '@mathsight/contract/auth.ts';
import { supportChatPaths } from '@mathsight/contract/support-chat.paths.ts';
import { SupportChatSettingsSchema } from '@mathsight/contract/support-chat.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { request } from '../api/http-client.ts';
import { CACHE_LIFETIME_MS } from '../config/constants.ts';
import { hasCookieConsent, subscribeCookieConsent } from '../ui/cookie-consent.ts';
import { syncSupportChat } from './support-chat-loader.ts';

/** GET support-chat/settings (teachers only): asked once a teacher has accepted functional cookies. */
export const supportChatSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['support-chat', 'settings'],
    queryFn: () =>
      request({
        method: 'GET',
        endpoint: supportChatPaths.settings,
        schema: SupportChatSettingsSchema,
        // No widget is no error worth a toast.
        notify: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { sessionCache: { ttlMs: CACHE_LIFETIME_MS } },
  });

const functionalConsent = () => hasCookieConsent('functional');

/**
 * Starts the chat-support widget for a signed-in teacher who accepted functional cookies, and removes
 * it when consent is withdrawn, the user changes or the component goes (sign-out also removes it).
 */
export function useSupportChat(
  user: { userId: number; userRole: UserRole; chatSupportIdentityHash: string } | null,
) {
  const consent = useSyncExternalStore(subscribeCookieConsent, functionalConsent, () => false);
  const role = user?.userRole ?? null;
  const { data: settings } = useQuery({
    ...supportChatSettingsQueryOptions(),
    enabled: role === 'Teacher' && consent,
  });
  const userId = user?.userId ?? null;
  const identityHash = user?.chatSupportIdentityHash ?? null;

  useEffect(() => {
    syncSupportChat({ role, userId, identityHash, functionalConsent: consent, settings });
  }, [role, userId, identityHash, consent, settings]);

  // Leaving the signed-in part of the app takes the widget with it.
  useEffect(
    () => () =>
      syncSupportChat({
        role: null,
        userId: null,
        identityHash: null,
        functionalConsent: false,
        settings: undefined,
      }),
    [],
  );
}
