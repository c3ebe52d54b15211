import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AssistantRepository } from './assistant.repository.ts';

/** The school flag that switches the assistant on (seeded for the demo school). */
export const ASSISTANT_FLAG = 'teacher-assistant';

/** The assistant's tables, as the documents read them (the repository stays this module's own). */
export type AssistantStore = AssistantRepository;

export type AssistantScope = Awaited<ReturnType<typeof assistantScope>>;

/**
 * The caller's access to the school for any assistant call: a Confirmed teacher of it (404 otherwise),
 * and 404 while the school's `teacher-assistant` flag is off (decision 0045). Calls that need no
 * classes or roster (a CSV summary, a PDF, the feedback review) stop here.
 */
export async function assistantAccess(
  repo: AssistantRepository,
  schoolAccess: SchoolAccessService,
  caller: Caller,
  schoolId: number,
) {
  const access = await schoolAccess.schoolAccess(caller, schoolId);
  if (!(await repo.flagOn(ASSISTANT_FLAG, caller.userId, schoolId))) throw notFound();
  return access;
}

/**
 * The caller's scope in the school for the calls about their data (ask, student reports): their
 * classes and those classes' students, after `assistantAccess`.
 */
export async function assistantScope(
  repo: AssistantRepository,
  schoolAccess: SchoolAccessService,
  caller: Caller,
  schoolId: number,
) {
  const access = await assistantAccess(repo, schoolAccess, caller, schoolId);
  const [classes, roster] = await Promise.all([
    repo.classes(schoolId, access.groupIds),
    repo.roster(schoolId, access.groupIds),
  ]);
  return { access, classes, roster };
}

/** A work of the school set to one of the caller's classes (404 otherwise), even for an administrator. */
export async function assertWorkInScope(
  schoolAccess: SchoolAccessService,
  caller: Caller,
  schoolId: number,
  classes: { groupId: number }[],
  assignmentId: number,
) {
  const { head } = await schoolAccess.readable(caller, assignmentId);
  if (head.schoolId !== schoolId || !head.groupIds.some((g) => classes.some((c) => c.groupId === g))) {
    throw notFound();
  }
}
