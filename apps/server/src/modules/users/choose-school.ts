/**
 * The school a request is about (spec §4): the one asked for, else the user's current one,
 * else the school with the highest id. An asked-for school the user does not belong to is `undefined`.
 */
export function chooseSchoolId(
  memberSchoolIds: readonly number[],
  asked: number | undefined,
  current: number | null,
): number | null | undefined {
  if (asked !== undefined) return memberSchoolIds.includes(asked) ? asked : undefined;
  if (current !== null && memberSchoolIds.includes(current)) return current;
  return memberSchoolIds.length ? Math.max(...memberSchoolIds) : null;
}
