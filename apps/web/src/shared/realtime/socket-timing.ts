import { REALTIME_TOKEN_REFRESH_BEFORE_MS } from '@mathsight/contract/quiz-sessions.ts';

/*
 * The timing every realtime socket of the app keeps (the results' live answers, the live lesson's hub):
 * one rule for backing off and one for refreshing a token, so two sockets never disagree.
 */

/** Reconnect delays: 1 s, 2 s, 4 s … up to 30 s, so a server restart is not met by a stampede. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}

/** Spec §9: a realtime token is refreshed when 30 minutes or less remain. */
export function tokenNeedsRefresh<T extends { expiresAt: string }>(token: T | null, now: number): boolean {
  return token === null || Date.parse(token.expiresAt) - now <= REALTIME_TOKEN_REFRESH_BEFORE_MS;
}

/** Milliseconds until a token is due for refreshing (0 when it already is). */
export function refreshDueIn(token: { expiresAt: string }, now: number): number {
  return Math.max(0, Date.parse(token.expiresAt) - REALTIME_TOKEN_REFRESH_BEFORE_MS - now);
}
