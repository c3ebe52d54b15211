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

/**
 * The topic search (names, strands, years; never a question or an answer) is for teachers and for
 * students, who choose a topic to practise from it. Parents: 403.
 */
export function assertCanSearchTopics(caller: Caller): void {
  if (!caller.roles.includes('Teacher') && !caller.roles.includes('Student')) throw forbidden();
}

/** A teacher's membership of one school, as the set-work rules need it. */
export interface SchoolAccess {
  schoolId: number;
  teacherId: number;
  membershipStatus: 'Pending' | 'Confirmed';
  isSchoolAdministrator: boolean;
  /** The classes this teacher teaches in the school. */
  groupIds: number[];
}

/**
 * A Confirmed teacher of a school reads all of its work and may set work for any of its classes.
 * Not a member, or still Pending: 404, so nobody learns what another school holds.
 */
export function assertCanUseSchool(access: SchoolAccess | null): asserts access is SchoolAccess {
  if (access?.membershipStatus !== 'Confirmed') throw notFound();
}

/**
 * Editing or deleting work: the teacher who set it, a teacher of one of its classes, or a school
 * administrator. Others in the school can read it (403 when they try to change it).
 */
export function canChangeAssignment(
  access: SchoolAccess,
  assignment: { createdByTeacherId: number | null; groupIds: number[] },
): boolean {
  return (
    access.isSchoolAdministrator ||
    assignment.createdByTeacherId === access.teacherId ||
    assignment.groupIds.some((g) => access.groupIds.includes(g))
  );
}

export function assertCanChangeAssignment(
  access: SchoolAccess,
  assignment: { createdByTeacherId: number | null; groupIds: number[] },
): void {
  if (!canChangeAssignment(access, assignment))
    throw forbidden('You can only change work set for your own classes');
}

/** School-wide settings (e.g. assignment defaults) are changed by school administrators only. */
export function assertSchoolAdministrator(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) throw forbidden('Only a school administrator can change these settings');
}

/**
 * Student endpoints (their work, quiz sessions, answers): the Student role only. The spec says
 * Teacher wins when an account holds several roles, so a teacher is refused here (403).
 */
export function assertStudent(caller: Caller): void {
  if (caller.roles.includes('Teacher') || !caller.roles.includes('Student')) {
    throw forbidden('Only students can do this');
  }
}

/**
 * A student may sit only work set for them (an assignment_students row) and only their own sessions;
 * anything else answers 404, like every other resource that is not the caller's.
 */
export function assertOwnWork<T>(found: T | null | undefined): asserts found is T {
  if (found === null || found === undefined) throw notFound();
}
