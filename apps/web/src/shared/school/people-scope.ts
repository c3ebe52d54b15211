import type { SessionGroup } from '../session/school-rules.ts';

/**
 * The `{scope}` of `/{schoolId}/settings/{scope}/students` and `…/teachers` (and their add-classes
 * and manage-classes sub-screens): `year-<countryYearGroupId>` (a year group) or
 * `department-<departmentId>` (a department's classes). It pre-filters the list and the classes
 * offered. Anything else is the whole school.
 */
export interface PeopleScope {
  label: string;
  yearGroupId: number | null;
  /** The classes of a department scope (null for a year). */
  groupIds: number[] | null;
}

export function parseScope(scope: string | undefined, groups: readonly SessionGroup[]): PeopleScope | null {
  const match = /^(year|department)-(\d{1,9})$/.exec(scope ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'year') {
    const name = groups.flatMap((g) => g.yearGroups).find((y) => y.countryYearGroupId === id)?.name;
    return { label: name ?? `Year group ${id}`, yearGroupId: id, groupIds: null };
  }
  const inDepartment = groups.filter((g) => g.departmentId === id);
  return {
    label: inDepartment[0]?.departmentName ?? 'Department',
    yearGroupId: null,
    groupIds: inDepartment.map((g) => g.groupId),
  };
}

/** The classes a scope covers (all of them for the whole school). */
export function groupsInScope(groups: readonly SessionGroup[], scope: PeopleScope | null): SessionGroup[] {
  if (!scope) return [...groups];
  if (scope.groupIds) return groups.filter((g) => scope.groupIds?.includes(g.groupId));
  return groups.filter((g) => g.yearGroups.some((y) => y.countryYearGroupId === scope.yearGroupId));
}

/**
 * People chosen on a list, handed to the add-classes or manage-classes sub-screen in the router's
 * location state (not the URL: up to 2,000 ids). A reload loses it, and the sub-screen says so.
 */
export interface PeopleSelection {
  ids: number[];
  /** Their names, for the first few the sub-screen shows. */
  names: string[];
}

export function selectionOf(state: unknown): PeopleSelection | null {
  const value = (state as { selection?: unknown } | null)?.selection as PeopleSelection | undefined;
  if (!value || !Array.isArray(value.ids) || value.ids.length === 0) return null;
  if (!value.ids.every((id) => Number.isInteger(id) && id > 0)) return null;
  return { ids: value.ids, names: Array.isArray(value.names) ? value.names.map(String) : [] };
}
