import { MISCONCEPTIONS } from '@mathsight/content/misconception-registry.ts';
import { defined } from '../../test/defined.ts';
import { getTestApp } from '../../test/test-app.ts';
import { makeInsightsWorld } from '../../test/worlds/insights-world.ts';

export const NAMES = {
  a0: ['Aisha', 'Khan'],
  a1: ['Ben', 'Carter'],
  a2: ['Chloe', 'Davies'],
  b0: ['Dev', 'Patel'],
  b1: ['Ella', 'Jones'],
} as const;

/**
 * The insights world (8A: A0 finished with q2 wrong, A1 q1 wrong, A2 not started; 8B: B0 q2 wrong,
 * B1 not started) with names a teacher would type, the `teacher-assistant` flag on, and the names of
 * the two misconceptions held.
 */
export async function makeAssistantWorld() {
  const t = await getTestApp();
  const world = await makeInsightsWorld();
  const { s } = world;
  const people = [
    [s.studentsA[0], NAMES.a0],
    [s.studentsA[1], NAMES.a1],
    [s.studentsA[2], NAMES.a2],
    [s.studentsB[0], NAMES.b0],
    [s.studentsB[1], NAMES.b1],
  ] as const;
  for (const [student, [first, last]] of people) {
    await t.database.query('update users set first_name = $1, last_name = $2 where id = $3', [
      first,
      last,
      defined(student, 'a student').userId,
    ]);
  }
  await t.database.query(`insert into feature_flags (key, school_id) values ('teacher-assistant', $1)`, [
    s.school.id,
  ]);
  const misconceptionName = (id: number | null) =>
    defined(
      MISCONCEPTIONS.find((m) => m.misconceptionId === id),
      `misconception ${id}`,
    ).name;
  return {
    ...world,
    m1: misconceptionName(world.wrong1.misconception_id),
    m2: misconceptionName(world.wrong2.misconception_id),
  };
}

export async function ask(schoolId: number, headers: Record<string, string>, payload: object) {
  const t = await getTestApp();
  return t.app.inject({
    method: 'POST',
    url: `/flow/v1/schools/${schoolId}/teacher-assistant/ask`,
    headers,
    payload,
  });
}
