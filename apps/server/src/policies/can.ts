import type { Caller } from '../auth/authenticate.ts';
import { notFound } from '../http/errors.ts';

/**
 * Every permission rule lives here; services call these and nothing checks access ad hoc.
 * What is not the caller's answers 404, so nobody learns that another person's data exists.
 */
export function assertSelf(caller: Caller, userId: number): void {
  if (caller.userId !== userId) throw notFound();
}
