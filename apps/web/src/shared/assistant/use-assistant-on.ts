import { useSessionStore } from '../session/session-store.ts';

/** Whether the school the caller is in has the assistant switched on (users/me's featureFlags). */
export const useAssistantOn = () =>
  useSessionStore((s) => (s.appliedMe?.featureFlags ?? []).includes('teacher-assistant'));
