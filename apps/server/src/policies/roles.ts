import type { Caller } from '../auth/authenticate.ts';
import { forbidden, notFound } from '../http/errors.ts';

/**
 * Who the caller is: their own data, and the role a call needs. What is not the caller's answers
 * 404, so nobody learns that another person's data exists.
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

/**
 * Student endpoints (their work, quiz sessions, answers): the Student role only. The spec says
 * Teacher wins when an account holds several roles, so a teacher is refused here (403).
 */
export function assertStudent(caller: Caller): void {
  if (caller.roles.includes('Teacher') || !caller.roles.includes('Student')) {
    throw forbidden('Only students can do this');
  }
}
