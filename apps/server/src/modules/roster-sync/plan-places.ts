import type { RosterSection } from '../../sync-providers/roster.ts';
import { type ClassOf, fullName, lower, type PlanContext, type StudentOf } from './plan-types.ts';

/**
 * Class places: each synced section's students into its class; a student who left one synced class for another
 * has moved; with Replace, a student in no section of their synced class any more leaves it, and synced classes
 * the provider no longer has are archived. Answers the students whose places or details change.
 */
export function planPlaces(
  ctx: PlanContext,
  inScope: RosterSection[],
  classOf: ClassOf,
  studentOf: StudentOf,
): Set<number> {
  const { roster, local, options, plan, classById, studentById, rosterStudent, className } = ctx;
  const syncedGroupIds = new Set(
    [...classOf.values()].flatMap((ref) => ('groupId' in ref ? [ref.groupId] : [])),
  );
  const leaving = new Map<number, number[]>();
  const changedStudents = new Set(plan.studentUpdates.map((u) => u.studentId));
  for (const section of inScope) {
    const klass = classOf.get(section.providerId);
    if (!klass) continue;
    const members = new Set(
      section.studentIds.flatMap((id) => {
        const ref = studentOf.get(id);
        return ref && 'studentId' in ref ? [ref.studentId] : [];
      }),
    );
    if ('groupId' in klass) {
      for (const studentId of classById.get(klass.groupId)?.studentIds ?? []) {
        if (!members.has(studentId))
          leaving.set(studentId, [...(leaving.get(studentId) ?? []), klass.groupId]);
      }
    }
  }
  for (const section of inScope) {
    const klass = classOf.get(section.providerId);
    if (!klass) continue;
    const already = new Set('groupId' in klass ? (classById.get(klass.groupId)?.studentIds ?? []) : []);
    for (const providerId of section.studentIds) {
      const student = studentOf.get(providerId);
      if (!student) continue;
      if ('studentId' in student && already.has(student.studentId)) continue;
      plan.placements.push({ student, klass });
      const person = rosterStudent.get(providerId);
      const name = person ? fullName(person) : providerId;
      if ('newStudent' in student) {
        plan.counts.studentsAdded++;
        plan.changes.push({ kind: 'student-added', name, detail: `new student, into ${className(klass)}` });
        continue;
      }
      changedStudents.add(student.studentId);
      const from = leaving.get(student.studentId)?.[0];
      if (from !== undefined) {
        leaving.set(student.studentId, (leaving.get(student.studentId) ?? []).slice(1));
        plan.removals.push({ studentId: student.studentId, groupId: from });
        plan.counts.studentsMoved++;
        plan.changes.push({
          kind: 'student-moved',
          name,
          detail: `from ${classById.get(from)?.code ?? ''} to ${className(klass)}`,
        });
      } else {
        plan.counts.studentsAdded++;
        plan.changes.push({ kind: 'student-added', name, detail: `already here, into ${className(klass)}` });
      }
    }
  }
  if (options.updateType === 'Replace') {
    for (const [studentId, groupIds] of leaving) {
      for (const groupId of groupIds) {
        plan.removals.push({ studentId, groupId });
        plan.counts.studentsRemoved++;
        const student = studentById.get(studentId);
        plan.changes.push({
          kind: 'student-removed',
          name: student ? fullName(student) : String(studentId),
          detail: `out of ${classById.get(groupId)?.code ?? ''}`,
        });
      }
    }
    const sectionIds = new Set(roster.sections.map((s) => s.providerId));
    for (const [key, l] of local.links) {
      if (!key.startsWith('class:') || l.action !== 'link' || l.localId === null) continue;
      const klass = classById.get(l.localId);
      if (!klass || klass.isArchived || sectionIds.has(key.slice('class:'.length))) continue;
      if (syncedGroupIds.has(klass.groupId)) continue;
      plan.archivedClasses.push(klass.groupId);
      plan.counts.classesArchived++;
      plan.changes.push({ kind: 'class-archived', name: klass.code, detail: 'no longer at the provider' });
    }
  }

  return changedStudents;
}

/** Teachers: each synced section's teachers, matched by email to the school's teachers; never made. */
export function planTeachers(ctx: PlanContext, inScope: RosterSection[], classOf: ClassOf) {
  const { local, plan, link, misSync, classById, teacherById, rosterTeacher, className } = ctx;
  // Teachers: each synced section's teachers, matched by email to the school's teachers; never made.
  const teacherByEmail = new Map(local.teachers.map((t) => [t.email, t]));
  const teacherReported = new Set<string>();
  for (const section of inScope) {
    const klass = classOf.get(section.providerId);
    if (!klass) continue;
    const already = new Set('groupId' in klass ? (classById.get(klass.groupId)?.teacherIds ?? []) : []);
    for (const providerId of section.teacherIds) {
      const person = rosterTeacher.get(providerId);
      if (!person) continue;
      const linked = link('teacher', providerId);
      if (linked?.action === 'ignore') continue;
      const email = lower(person.email ?? '');
      const teacher =
        linked?.action === 'link' && linked.localId !== null
          ? teacherById.get(linked.localId)
          : teacherByEmail.get(email);
      if (!teacher) {
        if (teacherReported.has(providerId)) continue;
        teacherReported.add(providerId);
        const invalid = !email.includes('@');
        misSync({
          kind: 'teacher',
          providerId,
          name: fullName(person),
          reason: invalid ? 'teacher-email-invalid' : 'teacher-not-in-school',
          message: invalid
            ? `The provider's email for ${fullName(person)} (${person.email ?? 'none'}) is not an email address: choose which teacher this is. Their classes are synced without them until then.`
            : `No teacher of this school has the email ${person.email}: invite them, or choose which teacher this is. Their classes are synced without them until then.`,
          candidates: local.teachers.map((t) => ({ id: t.teacherId, name: t.name, detail: t.email })),
        });
        continue;
      }
      if (already.has(teacher.teacherId)) continue;
      already.add(teacher.teacherId);
      plan.teacherPlacements.push({ teacherId: teacher.teacherId, klass });
      plan.counts.teachersAdded++;
      plan.changes.push({ kind: 'teacher-added', name: teacher.name, detail: `to ${className(klass)}` });
    }
  }
}
