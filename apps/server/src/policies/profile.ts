import type { UpdateUserRequest } from '@mathsight/contract/users.ts';
import type { Caller } from '../auth/authenticate.ts';
import { forbidden } from '../http/errors.ts';

export const STUDENT_NAME_MESSAGE = 'Your school keeps your name. Ask your teacher to change it.';

/**
 * A student's name is the school's record: it is what teachers read in the register, the results and
 * every export, so a student may not change it (decision 0009). Teachers and parents edit their own.
 */
export function assertCanEditProfile(caller: Caller, changes: UpdateUserRequest): void {
  const renames =
    changes.title !== undefined || changes.firstName !== undefined || changes.lastName !== undefined;
  if (renames && caller.roles.includes('Student') && !caller.roles.includes('Teacher')) {
    throw forbidden(STUDENT_NAME_MESSAGE);
  }
}
