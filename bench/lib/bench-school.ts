import type { Db } from '../../apps/server/src/db/client.ts';
import { schools, teachers, users } from '../../apps/server/src/db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A school with one Confirmed teacher who can sign in with `passwordHash`, written in the caller's
 * transaction; each benchmark then adds the classes and students it needs.
 */
export async function insertBenchSchool(
  tx: Tx,
  options: { name: string; city: string; teacherUserName: string; passwordHash: string },
) {
  const [school] = await tx
    .insert(schools)
    .values({ name: options.name, city: options.city, country: 'GB' })
    .returning();
  const [teacherUser] = await tx
    .insert(users)
    .values({
      roles: ['Teacher'],
      firstName: 'Bench',
      lastName: 'Teacher',
      userName: options.teacherUserName,
      email: `${options.teacherUserName}@example.com`,
      passwordHash: options.passwordHash,
    })
    .returning();
  if (!school || !teacherUser) throw new Error('bench school not created');
  const [teacher] = await tx
    .insert(teachers)
    .values({
      userId: teacherUser.id,
      schoolId: school.id,
      membershipStatus: 'Confirmed',
      verifiedInSchool: true,
    })
    .returning();
  if (!teacher) throw new Error('bench teacher not created');
  return { school, teacherUser, teacher };
}
