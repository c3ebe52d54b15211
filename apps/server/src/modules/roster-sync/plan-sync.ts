import type { MisSync, MisSyncKind, SyncChange, SyncCounts } from '@mathsight/contract/roster-sync.ts';
import type { SyncUpdateType } from '@mathsight/contract/sync-connections.ts';
import type { Roster, RosterPerson, RosterSection } from '../../sync-providers/roster.ts';

/**
 * The sync engine's plan (issue 28 point 3): pure, from a whole roster and the school as it is, what an apply
 * would add, update, move (and, with Replace, take away), and what cannot be matched. Nothing here reads or
 * writes; the repository applies a plan in one transaction. A second plan over the same roster, after the
 * first was applied, is empty: that is what makes a sync idempotent.
 *
 * Matching, for every provider: a link written by an earlier sync or by a person (sync_links) first; then a
 * class by its code, a student by UPN, then by first name, last name and date of birth; a teacher by email.
 * What matches more than one, or nothing where nothing may be made, is a mis-sync with its reason.
 */

export interface LocalClass {
  groupId: number;
  code: string;
  isArchived: boolean;
  countryYearGroupIds: number[];
  teacherIds: number[];
  studentIds: number[];
}

export interface LocalStudent {
  studentId: number;
  firstName: string;
  lastName: string;
  upn: string | null;
  dateOfBirth: string | null;
  isArchived: boolean;
}

export interface LocalTeacher {
  teacherId: number;
  /** Lower case. */
  email: string;
  name: string;
}

export interface SyncLink {
  action: 'link' | 'create' | 'ignore';
  localId: number | null;
}

export interface LocalState {
  classes: LocalClass[];
  students: LocalStudent[];
  teachers: LocalTeacher[];
  /** This provider's links, by `${kind}:${providerId}`. */
  links: Map<string, SyncLink>;
  /** The school's country's year groups ("Year 7"). */
  yearGroups: Array<{ id: number; name: string }>;
}

export interface SyncScope {
  administrator: boolean;
  /** The caller's own email, lower case: a teacher who is not an administrator syncs the sections they own. */
  callerEmail: string | null;
}

/** A class the plan refers to: one already there, or the n-th of `newClasses`. */
export type ClassRef = { groupId: number } | { newClass: number };
/** A student the plan refers to: one already there, or the n-th of `newStudents`. */
export type StudentRef = { studentId: number } | { newStudent: number };

export interface SyncPlan {
  newClasses: Array<{ providerId: string; code: string; countryYearGroupId: number | null }>;
  classUpdates: Array<{ groupId: number; code?: string; countryYearGroupId?: number }>;
  newStudents: Array<{
    providerId: string;
    firstName: string;
    lastName: string;
    upn: string | null;
    dateOfBirth: string | null;
  }>;
  studentUpdates: Array<{
    studentId: number;
    firstName?: string;
    lastName?: string;
    upn?: string;
    dateOfBirth?: string;
  }>;
  /** Class places to make (new students' first places included). */
  placements: Array<{ student: StudentRef; klass: ClassRef }>;
  /** Class places to end: a move's old class; with Replace, students no longer in a synced section. */
  removals: Array<{ studentId: number; groupId: number }>;
  teacherPlacements: Array<{ teacherId: number; klass: ClassRef }>;
  /** Replace: synced classes whose section has gone. */
  archivedClasses: number[];
  /** Links to write, so the next run matches by the provider's id. */
  links: Array<
    | { kind: 'class'; providerId: string; klass: ClassRef }
    | { kind: 'student'; providerId: string; student: StudentRef }
  >;
  changes: SyncChange[];
  counts: SyncCounts;
  misSyncs: MisSync[];
}

/** A class code is at most this long (the class form's limit). */
const CODE_MAX = 50;

const lower = (text: string) => text.trim().toLocaleLowerCase('en-GB');
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

function byKey<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = map.get(k) ?? [];
    list.push(item);
    map.set(k, list);
  }
  return map;
}

/** "7", "Year 7", "07", "Grade 7" → the country's year group whose name has that number. */
export function yearGroupFor(text: string | undefined, yearGroups: LocalState['yearGroups']): number | null {
  const digits = text?.match(/\d+/)?.[0];
  if (!digits) return null;
  const n = Number(digits);
  return yearGroups.find((y) => Number(y.name.match(/\d+/)?.[0]) === n)?.id ?? null;
}

export function planSync(
  roster: Roster,
  local: LocalState,
  options: { updateType: SyncUpdateType; scope: SyncScope },
): SyncPlan {
  const plan: SyncPlan = {
    newClasses: [],
    classUpdates: [],
    newStudents: [],
    studentUpdates: [],
    placements: [],
    removals: [],
    teacherPlacements: [],
    archivedClasses: [],
    links: [],
    changes: [],
    counts: {
      classesAdded: 0,
      classesUpdated: 0,
      studentsAdded: 0,
      studentsUpdated: 0,
      studentsMoved: 0,
      teachersAdded: 0,
      studentsRemoved: 0,
      classesArchived: 0,
      leftAlone: 0,
      misSyncs: 0,
    },
    misSyncs: [],
  };
  const link = (kind: MisSyncKind, providerId: string) => local.links.get(`${kind}:${providerId}`);
  const misSync = (entry: Omit<MisSync, 'candidates'> & { candidates?: MisSync['candidates'] }) => {
    plan.misSyncs.push({ candidates: [], ...entry });
  };
  const classById = new Map(local.classes.map((c) => [c.groupId, c]));
  const studentById = new Map(local.students.map((s) => [s.studentId, s]));
  const teacherById = new Map(local.teachers.map((t) => [t.teacherId, t]));
  const rosterTeacher = new Map(roster.teachers.map((t) => [t.providerId, t]));
  const rosterStudent = new Map(roster.students.map((s) => [s.providerId, s]));

  // Which sections this caller may sync: all for an administrator; a teacher, those they own.
  const ownerEmail = (section: RosterSection) => {
    const ownerId = section.ownerId ?? section.teacherIds[0];
    const email = ownerId ? rosterTeacher.get(ownerId)?.email : undefined;
    return email ? lower(email) : null;
  };
  const inScope = roster.sections.filter((section) => {
    if (options.scope.administrator) return true;
    if (options.scope.callerEmail && ownerEmail(section) === options.scope.callerEmail) return true;
    const teaches = section.teacherIds.some(
      (id) => lower(rosterTeacher.get(id)?.email ?? '') === options.scope.callerEmail,
    );
    if (teaches) {
      misSync({
        kind: 'class',
        providerId: section.providerId,
        name: section.name,
        reason: 'not-owner',
        message: `You teach ${section.name} but do not own it: its owner or an administrator syncs it.`,
      });
    }
    return false;
  });

  // Classes: linked first, then by code where the code is the section's alone.
  const sectionsByName = byKey(roster.sections, (s) => lower(s.name));
  const classesByCode = byKey(
    local.classes.filter((c) => !c.isArchived),
    (c) => lower(c.code),
  );
  const linkedClassIds = new Set(
    [...local.links.entries()]
      .filter(([key, l]) => key.startsWith('class:') && l.localId !== null)
      .map(([, l]) => l.localId),
  );
  const takenCodes = new Set(local.classes.map((c) => lower(c.code)));
  const classOf = new Map<string, ClassRef>();
  for (const section of inScope) {
    const year = yearGroupFor(section.yearGroup, local.yearGroups);
    const linked = link('class', section.providerId);
    if (linked?.action === 'ignore') continue;
    let existing =
      linked?.action === 'link' && linked.localId !== null ? classById.get(linked.localId) : undefined;
    if (!existing && linked?.action !== 'create') {
      const sameName = sectionsByName.get(lower(section.name)) ?? [];
      const candidates = (classesByCode.get(lower(section.name)) ?? []).filter(
        (c) => !linkedClassIds.has(c.groupId),
      );
      if (sameName.length > 1 || candidates.length > 1) {
        misSync({
          kind: 'class',
          providerId: section.providerId,
          name: section.name,
          reason: 'duplicate-section-name',
          message:
            sameName.length > 1
              ? `${sameName.length} classes are called ${section.name} at the provider: choose which class this is, or make it a new class. It is not synced until then.`
              : `More than one class here is called ${section.name}: choose which one this is. It is not synced until then.`,
          candidates: (classesByCode.get(lower(section.name)) ?? []).map((c) => ({
            id: c.groupId,
            name: c.code,
            detail: `${c.studentIds.length} students`,
          })),
        });
        continue;
      }
      existing = candidates[0];
    }
    if (existing?.isArchived) {
      plan.counts.leftAlone++;
      continue;
    }
    if (existing) {
      const ref = { groupId: existing.groupId };
      classOf.set(section.providerId, ref);
      if (!linked) plan.links.push({ kind: 'class', providerId: section.providerId, klass: ref });
      const code = section.name.trim().slice(0, CODE_MAX);
      const update: SyncPlan['classUpdates'][number] = { groupId: existing.groupId };
      // Renamed at the provider: renamed here too, unless another class has that code (a class made apart
      // from a same-named one keeps the "(2)" it was given).
      const codeTaken = local.classes.some(
        (c) => c.groupId !== existing.groupId && lower(c.code) === lower(code),
      );
      if (code && code !== existing.code && !codeTaken) update.code = code;
      if (year !== null && !existing.countryYearGroupIds.includes(year)) update.countryYearGroupId = year;
      if (update.code !== undefined || update.countryYearGroupId !== undefined) {
        plan.classUpdates.push(update);
        plan.counts.classesUpdated++;
        plan.changes.push({
          kind: 'class-updated',
          name: code,
          detail: update.code ? `was ${existing.code}` : 'year group',
        });
      } else {
        plan.counts.leftAlone++;
      }
      continue;
    }
    let code = section.name.trim().slice(0, CODE_MAX) || section.providerId;
    for (let n = 2; takenCodes.has(lower(code)); n++)
      code = `${section.name.trim().slice(0, CODE_MAX - 5)} (${n})`;
    takenCodes.add(lower(code));
    const ref = { newClass: plan.newClasses.length };
    plan.newClasses.push({ providerId: section.providerId, code, countryYearGroupId: year });
    classOf.set(section.providerId, ref);
    plan.links.push({ kind: 'class', providerId: section.providerId, klass: ref });
    plan.counts.classesAdded++;
    plan.changes.push({
      kind: 'class-added',
      name: code,
      detail: section.yearGroup ? `year ${section.yearGroup}` : '',
    });
  }

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
  const className = (ref: ClassRef) =>
    'groupId' in ref ? (classById.get(ref.groupId)?.code ?? '') : (plan.newClasses[ref.newClass]?.code ?? '');
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

  // Class places: each synced section's students into its class; a student who left one synced class for
  // another has moved; with Replace, a student in no section of their synced class any more leaves it.
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
  for (const ref of studentOf.values()) {
    if ('studentId' in ref && !changedStudents.has(ref.studentId)) plan.counts.leftAlone++;
  }
  plan.counts.misSyncs = plan.misSyncs.length;
  return plan;
}

/** Whether applying the plan would change nothing (a re-sync of an unchanged roster). */
export function planIsEmpty(plan: SyncPlan): boolean {
  return (
    plan.newClasses.length +
      plan.classUpdates.length +
      plan.newStudents.length +
      plan.studentUpdates.length +
      plan.placements.length +
      plan.removals.length +
      plan.teacherPlacements.length +
      plan.archivedClasses.length +
      plan.links.length ===
    0
  );
}
