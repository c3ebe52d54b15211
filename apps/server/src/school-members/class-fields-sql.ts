import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countryYearGroups, departments, groups } from '../db/schema.ts';

/**
 * What making a class (POST schools/{id}/groups) and editing one (PUT groups/{id}) share: its code
 * free in the school, its year groups the country's, its department found or added by name.
 */

/** Whether another class of the school (not archived) has this code, any case. */
export async function classCodeTaken(
  db: Pick<Db, 'select'>,
  o: { schoolId: number; code: string; exceptGroupId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.schoolId, o.schoolId),
        eq(groups.isArchived, false),
        sql`lower(${groups.code}) = ${o.code.toLowerCase()}`,
        o.exceptGroupId === undefined ? undefined : ne(groups.id, o.exceptGroupId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The year groups of the school's country among `ids`. */
export async function knownYearGroups(db: Pick<Db, 'select'>, country: string, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: countryYearGroups.id })
    .from(countryYearGroups)
    .where(and(eq(countryYearGroups.country, country), inArray(countryYearGroups.id, ids)));
  return rows.map((r) => r.id);
}

/**
 * The school's department of this name: the same name in any case is the same department; a new
 * name adds it. Null for no name. Run inside the class's transaction.
 */
export async function departmentIdFor(
  tx: Pick<Db, 'select' | 'insert'>,
  schoolId: number,
  name: string | null,
): Promise<number | null> {
  if (!name) return null;
  const [existing] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.schoolId, schoolId), sql`lower(${departments.name}) = ${name.toLowerCase()}`));
  if (existing) return existing.id;
  const [added] = await tx
    .insert(departments)
    .values({ schoolId, name })
    .onConflictDoUpdate({ target: [departments.schoolId, departments.name], set: { name } })
    .returning({ id: departments.id });
  return added?.id ?? null;
}
