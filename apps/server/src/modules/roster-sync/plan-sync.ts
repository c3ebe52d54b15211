import type { MisSyncKind } from '@mathsight/contract/roster-sync.ts';
import type { Roster } from '../../sync-providers/roster.ts';
import { planClasses, sectionsInScope } from './plan-classes.ts';
import { planPlaces, planTeachers } from './plan-places.ts';
import { planStudents } from './plan-students.ts';
import type { ClassRef, LocalState, PlanContext, PlanOptions, SyncPlan } from './plan-types.ts';

export type {
  ClassRef,
  LocalClass,
  LocalState,
  LocalStudent,
  LocalTeacher,
  StudentRef,
  SyncLink,
  SyncPlan,
  SyncScope,
} from './plan-types.ts';
export { yearGroupFor } from './plan-types.ts';

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
export function planSync(roster: Roster, local: LocalState, options: PlanOptions): SyncPlan {
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
  const classById = new Map(local.classes.map((c) => [c.groupId, c]));
  const ctx: PlanContext = {
    roster,
    local,
    options,
    plan,
    link: (kind: MisSyncKind, providerId: string) => local.links.get(`${kind}:${providerId}`),
    misSync: (entry) => {
      plan.misSyncs.push({ candidates: [], ...entry });
    },
    classById,
    studentById: new Map(local.students.map((s) => [s.studentId, s])),
    teacherById: new Map(local.teachers.map((t) => [t.teacherId, t])),
    rosterTeacher: new Map(roster.teachers.map((t) => [t.providerId, t])),
    rosterStudent: new Map(roster.students.map((s) => [s.providerId, s])),
    className: (ref: ClassRef) =>
      'groupId' in ref
        ? (classById.get(ref.groupId)?.code ?? '')
        : (plan.newClasses[ref.newClass]?.code ?? ''),
  };
  const inScope = sectionsInScope(ctx);
  const classOf = planClasses(ctx, inScope);
  const studentOf = planStudents(ctx, inScope, classOf);
  const changedStudents = planPlaces(ctx, inScope, classOf, studentOf);
  planTeachers(ctx, inScope, classOf);
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
