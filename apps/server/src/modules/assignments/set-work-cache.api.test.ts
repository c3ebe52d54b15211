import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { CONTEXT_CHANNEL } from '../../notify-bus/context-changes.ts';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Two server nodes over one database with the set-work caches on (decision 0005): a node answers
 * the plan list from its cache, and a write through either node reaches the other through NOTIFY.
 */
let t: TestApp;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  t = await getTestApp();
  const config = { ...t.config, planCacheSeconds: 60, accessCacheSeconds: 60 };
  first = await buildApp({ config, database: t.database });
  second = await buildApp({ config, database: t.database });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('the plan list across server nodes', () => {
  it('answers from the node’s cache, and a write through one node evicts it on the other', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id], name: 'Existing' });
    const names = async () =>
      (
        await second.inject({
          method: 'GET',
          url: `/api/v3/schools/${s.school.id}/assignments`,
          headers: s.teacher.headers,
        })
      )
        .json()
        .items.map((i: { name: string }) => i.name)
        .sort();
    expect(await names()).toEqual(['Existing']);
    // Written behind every node's back: the cached page stands (until its time limit).
    await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      name: 'Sneaked in',
    });
    expect(await names()).toEqual(['Existing']);

    const [quiz] = await t.database.query<{ id: number }>(
      "select id from quizzes where kind = 'TopicPathway' order by id limit 1",
    );
    const created = await first.inject({
      method: 'POST',
      url: `/api/v3/quizzes/${defined(quiz, 'a topic pathway quiz').id}/assignments`,
      headers: s.teacher.headers,
      payload: {
        schoolId: s.school.id,
        groupIds: [s.classB.id],
        name: 'Set on the first node',
        startDate: new Date().toISOString(),
        endDate: daysFromNow(3).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    await expect
      .poll(names, { timeout: 3000, interval: 20 })
      .toEqual(['Existing', 'Set on the first node', 'Sneaked in']);

    const deleted = await first.inject({
      method: 'DELETE',
      url: `/api/v3/assignments/${created.json().assignmentId}`,
      headers: s.teacher.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await expect.poll(names, { timeout: 3000, interval: 20 }).toEqual(['Existing', 'Sneaked in']);
  });

  it('checks membership afresh for writes at once, and for reads once the change is published', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const list = () =>
      second.inject({
        method: 'GET',
        url: `/api/v3/schools/${s.school.id}/assignments/calendar?from=${daysFromNow(-1).toISOString()}&to=${daysFromNow(1).toISOString()}`,
        headers: s.teacher.headers,
      });
    expect((await list()).statusCode).toBe(200);
    await t.database.query("update teachers set membership_status = 'Pending' where id = $1", [
      s.teacher.teacherId,
    ]);
    // The read still uses the node's cached membership, but a write reads the database.
    expect((await list()).statusCode).toBe(200);
    const settings = await second.inject({
      method: 'GET',
      url: `/api/v3/schools/${s.school.id}/assignment-settings`,
      headers: s.teacher.headers,
    });
    expect(settings.statusCode).toBe(200);
    const [quiz] = await t.database.query<{ id: number }>('select id from quizzes order by id limit 1');
    const write = await second.inject({
      method: 'POST',
      url: `/api/v3/quizzes/${defined(quiz, 'a quiz').id}/assignments`,
      headers: s.teacher.headers,
      payload: {
        schoolId: s.school.id,
        groupIds: [s.classA.id],
        startDate: new Date().toISOString(),
        endDate: daysFromNow(3).toISOString(),
      },
    });
    expect(write.statusCode).toBe(404);
    // The membership change, published as every such write must (decision 0002), reaches every node.
    await t.database.notify(CONTEXT_CHANNEL, JSON.stringify({ userId: s.teacher.userId }));
    await expect.poll(async () => (await list()).statusCode, { timeout: 3000, interval: 20 }).toBe(404);
  });
});
