import type { Caller } from '../auth/authenticate.ts';
import { notFound } from '../http/errors.ts';

/** A notification is its teacher's alone: anyone else's answers 404. */
export function assertOwnNotification<T extends { userId: number }>(
  caller: Caller,
  found: T | null | undefined,
): asserts found is T {
  if (!found || found.userId !== caller.userId) throw notFound();
}

/** Notifications and badges of a school only for a Confirmed teacher of it (404 otherwise, like the school's data). */
export function assertConfirmedMember(isConfirmed: boolean): void {
  if (!isConfirmed) throw notFound();
}
