import type { KeyValue } from '@mathsight/contract/common.ts';
import { type Group, type UserSchool, yearGroupOrdinal } from '@mathsight/contract/users.ts';

/** A class as the screens use it: the wire's group plus the fields derived from its first year group. */
export interface SessionGroup extends Group {
  yearGroupId: number | null;
  yearGroupName: string | null;
  /** The first number in the year group's name, -1 if none: sorts "Year 7" before "Year 10". */
  ordinal: number;
}

/** Spec §3: yearGroupId, yearGroupName and ordinal come from the first year group. */
export function deriveGroup(group: Group): SessionGroup {
  const first = group.yearGroups[0];
  return {
    ...group,
    yearGroupId: first?.countryYearGroupId ?? null,
    yearGroupName: first?.name ?? null,
    ordinal: first ? yearGroupOrdinal(first.name) : -1,
  };
}

/** Classes in the order a teacher expects: by year group, then by name. */
export function compareGroups(a: SessionGroup, b: SessionGroup): number {
  return a.ordinal - b.ordinal || a.code.localeCompare(b.code, 'en-GB', { numeric: true });
}

/**
 * Spec §4: the school to start in is the one in the address, else the user's current school,
 * else the one with the highest id. Only schools the user belongs to count.
 */
export function chooseFirstSchool(
  userSchools: readonly UserSchool[],
  urlSchoolId: number | null,
  currentSchoolId: number | null,
): UserSchool | null {
  const byId = (id: number | null) => (id === null ? undefined : userSchools.find((s) => s.schoolId === id));
  return (
    byId(urlSchoolId) ??
    byId(currentSchoolId) ??
    userSchools.reduce<UserSchool | null>(
      (best, s) => (best === null || s.schoolId > best.schoolId ? s : best),
      null,
    )
  );
}

/** Spec §6: a teacher whose membership is Pending waits for an administrator and sees the pending screen. */
export function isPendingMembership(school: UserSchool | null): boolean {
  return school?.teacher.schoolMembershipStatus === 'Pending';
}

/**
 * Spec §4: the class to have selected. A single class is selected for the teacher; otherwise the
 * previous choice stays if that class is still in the list, and nothing is selected if not.
 */
export function chooseSelectedGroupId(
  groups: readonly SessionGroup[],
  previousGroupId: number | null,
): number | null {
  const [only] = groups;
  if (groups.length === 1 && only) return only.groupId;
  if (previousGroupId !== null && groups.some((g) => g.groupId === previousGroupId)) return previousGroupId;
  return null;
}

/** The wire's list of key/value items as the map the app reads (later keys win). */
export function toUserStateMap(items: readonly KeyValue[] | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { key, value } of items ?? []) map[key] = value;
  return map;
}
