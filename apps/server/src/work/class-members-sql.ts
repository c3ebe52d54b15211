import { sql } from 'drizzle-orm';

/** (class, student) pairs: students joining or leaving classes. */
export type ClassMembers = ReadonlyArray<{ groupId: number; studentId: number }>;

/** The pairs as the CTE `n(g, s)` that the class-work statements start from: one parameter for any number. */
export function classMembersCte(members: ClassMembers) {
  const json = JSON.stringify(members.map((m) => ({ g: m.groupId, s: m.studentId })));
  return sql`with n as (select g, s from json_to_recordset(${json}::json) as n(g int, s int))`;
}
