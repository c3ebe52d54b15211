import type { RosterPerson, RosterSection } from '../../sync-providers/roster.ts';
import {
  byKey,
  type ClassOf,
  fullName,
  type LocalStudent,
  lower,
  type PlanContext,
  type StudentOf,
  type StudentRef,
  type SyncPlan,
} from './plan-types.ts';

/** The students of the synced sections: linked, then by UPN, then by name and date of birth, else new. */
export function planStudents(ctx: PlanContext, inScope: RosterSection[], classOf: ClassOf): StudentOf {
  const { local, plan, link, misSync, studentById, rosterStudent } = ctx;
  // Students of the synced sections: linked, then UPN, then name and date of birth.
  const byUpn = byKey(local.students, (s) => (s.upn ? lower(s.upn) : null));
  const byNameDob = byKey(local.students, (s) =>
    s.dateOfBirth ? `${lower(s.firstName)}|${lower(s.lastName)}|${s.dateOfBirth}` : null,
  );
  const linkedStudentIds = new Set(
    [...local.links.entries()]
      .filter(([key, l]) => key.startsWith('student:') && l.localId !== null)
      .map(([, l]) => l.localId),
  );
  const claimed = new Set<number>();
  const studentOf = new Map<string, StudentRef>();
  const wanted = new Set(inScope.filter((s) => classOf.has(s.providerId)).flatMap((s) => s.studentIds));
  for (const providerId of wanted) {
    const person = rosterStudent.get(providerId);
    if (!person) continue;
    const ref = matchStudent(person);
    if (ref) studentOf.set(providerId, ref);
  }

  function matchStudent(person: RosterPerson): StudentRef | null {
    const linked = link('student', person.providerId);
    if (linked?.action === 'ignore') return null;
    const name = fullName(person);
    let found: LocalStudent | undefined;
    if (linked?.action === 'link' && linked.localId !== null) found = studentById.get(linked.localId);
    if (!found && linked?.action !== 'create') {
      const free = (list: LocalStudent[] | undefined) =>
        (list ?? []).filter((s) => !linkedStudentIds.has(s.studentId) && !claimed.has(s.studentId));
      const upnMatches = person.upn ? free(byUpn.get(lower(person.upn))) : [];
      const nameMatches =
        upnMatches.length === 0 && person.dateOfBirth
          ? free(byNameDob.get(`${lower(person.firstName)}|${lower(person.lastName)}|${person.dateOfBirth}`))
          : [];
      const matches = upnMatches.length > 0 ? upnMatches : nameMatches;
      if (matches.length > 1) {
        misSync({
          kind: 'student',
          providerId: person.providerId,
          name,
          reason: 'ambiguous-student',
          message: `${matches.length} students here have ${upnMatches.length > 1 ? 'this UPN' : 'this name and date of birth'}: choose which one this is, or make a new student. Not synced until then.`,
          candidates: matches.map((s) => ({
            id: s.studentId,
            name: fullName(s),
            detail: [s.upn ? `UPN ${s.upn}` : '', s.dateOfBirth ? `born ${s.dateOfBirth}` : '']
              .filter(Boolean)
              .join(', '),
          })),
        });
        return null;
      }
      found = matches[0];
      if (found)
        plan.links.push({
          kind: 'student',
          providerId: person.providerId,
          student: { studentId: found.studentId },
        });
    }
    if (found) {
      if (found.isArchived) {
        misSync({
          kind: 'student',
          providerId: person.providerId,
          name,
          reason: 'archived-student',
          message: `${fullName(found)} is archived here: un-archive them to sync their classes.`,
          candidates: [{ id: found.studentId, name: fullName(found), detail: 'archived' }],
        });
        return null;
      }
      claimed.add(found.studentId);
      const update: SyncPlan['studentUpdates'][number] = { studentId: found.studentId };
      if (person.firstName && person.firstName !== found.firstName) update.firstName = person.firstName;
      if (person.lastName && person.lastName !== found.lastName) update.lastName = person.lastName;
      if (person.upn && person.upn !== found.upn) update.upn = person.upn;
      if (person.dateOfBirth && person.dateOfBirth !== found.dateOfBirth)
        update.dateOfBirth = person.dateOfBirth;
      if (Object.keys(update).length > 1) {
        plan.studentUpdates.push(update);
        plan.counts.studentsUpdated++;
        plan.changes.push({
          kind: 'student-updated',
          name,
          detail: update.firstName || update.lastName ? `was ${fullName(found)}` : 'UPN or date of birth',
        });
      }
      return { studentId: found.studentId };
    }
    if (!person.firstName.trim() || !person.lastName.trim()) {
      misSync({
        kind: 'student',
        providerId: person.providerId,
        name: name || person.providerId,
        reason: 'missing-name',
        message: 'The provider has no first or last name for this student: add it there, then sync again.',
      });
      return null;
    }
    const ref = { newStudent: plan.newStudents.length };
    plan.newStudents.push({
      providerId: person.providerId,
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      upn: person.upn ?? null,
      dateOfBirth: person.dateOfBirth ?? null,
    });
    plan.links.push({ kind: 'student', providerId: person.providerId, student: ref });
    return ref;
  }

  return studentOf;
}
