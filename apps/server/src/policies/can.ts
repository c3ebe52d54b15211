import type { Caller } from '../auth/authenticate.ts';
import { forbidden, notFound } from '../http/errors.ts';

/**
 * Every permission rule lives here; services call these and nothing checks access ad hoc.
 * What is not the caller's answers 404, so nobody learns that another person's data exists.
 */
export function assertSelf(caller: Caller, userId: number): void {
  if (caller.userId !== userId) throw notFound();
}

/** Teachers see the content with its answers and misconceptions; students get questions through their work. */
export function assertTeacher(caller: Caller): void {
  if (!caller.roles.includes('Teacher')) throw forbidden();
}
