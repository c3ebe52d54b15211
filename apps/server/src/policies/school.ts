import { conflict, forbidden, notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

/**
 * A Confirmed teacher of a school reads all of its work and may set work for any of its classes.
 * Not a member, or still Pending: 404, so nobody learns what another school holds.
 */
export function assertCanUseSchool(access: SchoolAccess | null): asserts access is SchoolAccess {
  if (!mayUseSchool(access)) throw notFound();
}

/** The rule of assertCanUseSchool as a question, for a batched read that leaves out what is not the caller's. */
export function mayUseSchool(access: SchoolAccess | null): access is SchoolAccess {
  return access?.membershipStatus === 'Confirmed';
}

/** School-wide settings (e.g. assignment defaults) are changed by school administrators only. */
export function assertSchoolAdministrator(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) throw forbidden('Only a school administrator can change these settings');
}

/**
 * A class's invitation code lets anyone into it: its teachers and the school's administrators hold
 * it; another teacher of the school may not (403: they know the class exists).
 */
export function assertCanShareClassCode(access: SchoolAccess, groupId: number): void {
  if (!access.groupIds.includes(groupId) && !access.isSchoolAdministrator) {
    throw forbidden("Only the class's teachers can see its invitation code");
  }
}

export const SCHOOL_CREATION_MESSAGES = {
  confirmEmail:
    'Confirm your email address before adding a school: use the link we emailed you, or ask for another.',
} as const;

/**
 * Issue 24 point 6: adding a school makes its founder its administrator (who confirms everyone who
 * asks to join, and so opens the question bank's answers to them), so it needs a confirmed address.
 * 403: it is the caller's own state, and the message says what to do.
 */
export function assertCanCreateSchool(emailConfirmed: boolean): void {
  if (!emailConfirmed) throw forbidden(SCHOOL_CREATION_MESSAGES.confirmEmail);
}

/**
 * Issue 12: a teacher who has not confirmed their own email address may use the product but not
 * invite others by email, so an unconfirmed account cannot be used to send mail in our name.
 */
export function assertCanInviteByEmail(emailConfirmed: boolean): void {
  if (!emailConfirmed) {
    throw forbidden('Confirm your email address before inviting others: use the link we emailed you.');
  }
}

export const SCHOOL_TEACHER_MESSAGES = {
  onlyAdministrators: "Only a school administrator can change the school's teachers",
  onlyAdministratorsWaiting: 'Only a school administrator can see the teachers waiting',
  lastAdministrator:
    'A school needs at least one administrator. Make another teacher an administrator first.',
  notConfirmed: 'Confirm this teacher before making them an administrator.',
} as const;

/** Issue 13: the school's teachers are changed (confirmed, made administrators, removed, invited) by its administrators only. */
export function assertCanManageSchoolTeachers(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) throw forbidden(SCHOOL_TEACHER_MESSAGES.onlyAdministrators);
}

/**
 * Every Confirmed teacher of a school sees its Confirmed teachers; who is waiting to join is for
 * its administrators (they answer them).
 */
export function assertCanListSchoolTeachers(access: SchoolAccess, status: 'Pending' | 'Confirmed'): void {
  if (status === 'Pending' && !access.isSchoolAdministrator) {
    throw forbidden(SCHOOL_TEACHER_MESSAGES.onlyAdministratorsWaiting);
  }
}

/** The last Confirmed administrator of a school can never be unmade or removed (409). */
export function assertKeepsAnAdministrator(administratorsLeft: number): void {
  if (administratorsLeft < 1) throw conflict(SCHOOL_TEACHER_MESSAGES.lastAdministrator);
}

/**
 * Issue 13 point 6: only a school's administrators change its archives (archive or un-archive
 * students); its other teachers see the list (403: they know the students exist).
 */
export function assertCanArchiveStudents(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) {
    throw forbidden('Only a school administrator can archive or un-archive students');
  }
}

export const SCHOOL_STUDENT_MESSAGES = {
  onlyTheirTeachers: "Only a school administrator or one of the student's teachers can change this student",
  onlyAdministratorsErase: 'Only a school administrator can delete students',
  onlyTheirClasses: 'Only a school administrator can change the members of classes you do not teach',
  userNameTaken: 'That username is taken: choose another',
} as const;

/**
 * Issue 13 point 6: a student's details (name, username, password) are changed by the school's
 * administrators, or by a Confirmed teacher who teaches one of the student's classes (403 for the
 * school's other teachers: they see the student in the list).
 */
export function assertCanEditStudent(access: SchoolAccess, studentGroupIds: readonly number[]): void {
  if (access.isSchoolAdministrator) return;
  if (!studentGroupIds.some((groupId) => access.groupIds.includes(groupId))) {
    throw forbidden(SCHOOL_STUDENT_MESSAGES.onlyTheirTeachers);
  }
}

/** Issue 13 point 6: only a school's administrators delete (erase) students. */
export function assertCanEraseStudents(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) throw forbidden(SCHOOL_STUDENT_MESSAGES.onlyAdministratorsErase);
}

/**
 * Issue 13 point 6: who may put students or teachers into classes, or take them out: the school's
 * administrators for any of its classes, a Confirmed teacher for the classes they teach (403 if any
 * chosen class is not one of theirs).
 */
export function assertCanChangeClassMembers(access: SchoolAccess, groupIds: readonly number[]): void {
  if (access.isSchoolAdministrator) return;
  if (!groupIds.every((groupId) => access.groupIds.includes(groupId))) {
    throw forbidden(SCHOOL_STUDENT_MESSAGES.onlyTheirClasses);
  }
}

/**
 * Issue 13: the school's details and its motivational features (the leagues) are changed by its
 * administrators only; its other teachers read them (403: they know the school).
 */
export function assertCanChangeSchool(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) {
    throw forbidden("Only a school administrator can change the school's details and features");
  }
}

/**
 * Issue 13: a class's students are messaged by its teachers and by the school's administrators. Another
 * teacher of the school gets 404: the messages of a class they do not teach are not theirs to see.
 */
export function assertCanMessageClass(access: SchoolAccess, groupId: number): void {
  if (!access.groupIds.includes(groupId) && !access.isSchoolAdministrator) throw notFound();
}

/**
 * Issue 13 point 3: importing students from the school's management system (checking a file, saving
 * it, printing its sign-in slips) is for the school's administrators; its other teachers 403.
 */
export function assertCanImportStudents(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) {
    throw forbidden('Only a school administrator can import students');
  }
}
