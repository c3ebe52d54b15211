import type { MisSync, MisSyncKind, SyncChange, SyncCounts } from '@mathsight/contract/roster-sync.ts';
import type { SyncUpdateType } from '@mathsight/contract/sync-connections.ts';
import type { Roster, RosterPerson } from '../../sync-providers/roster.ts';

/** The shapes of a sync plan (plan-sync.ts) and the small helpers every step of it shares. */

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

export interface PlanOptions {
  updateType: SyncUpdateType;
  scope: SyncScope;
}

/** What every step of a plan reads and writes: the roster, the school, the plan so far. */
export interface PlanContext {
  roster: Roster;
  local: LocalState;
  options: PlanOptions;
  plan: SyncPlan;
  link(kind: MisSyncKind, providerId: string): SyncLink | undefined;
  misSync(entry: Omit<MisSync, 'candidates'> & { candidates?: MisSync['candidates'] }): void;
  classById: Map<number, LocalClass>;
  studentById: Map<number, LocalStudent>;
  teacherById: Map<number, LocalTeacher>;
  rosterTeacher: Map<string, RosterPerson>;
  rosterStudent: Map<string, RosterPerson>;
  /** A planned class's code, whether it is there already or new. */
  className(ref: ClassRef): string;
}

/** The classes of the synced sections, by section id. */
export type ClassOf = Map<string, ClassRef>;
/** The students of the synced sections, by the provider's id. */
export type StudentOf = Map<string, StudentRef>;

/** A class code is at most this long (the class form's limit). */
export const CODE_MAX = 50;

export const lower = (text: string) => text.trim().toLocaleLowerCase('en-GB');
export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function byKey<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
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
