import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

/** The bank's first topic pathway quiz with questions. */
async function firstTopicQuizId() {
  const [row] = await t.database.query<{ id: number }>(
    `select q.id from quizzes q join quiz_questions qq on qq.quiz_id = q.id
     where q.kind = 'TopicPathway' group by q.id order by q.id limit 1`,
  );
  return defined(row, 'a topic pathway quiz in the bank').id;
}

const week = () => ({ startDate: new Date().toISOString(), endDate: daysFromNow(7).toISOString() });

describe('GET and PUT /api/v3/schools/{schoolId}/assignment-settings', () => {
  it('answers the defaults, lets only an administrator change them, and new work follows them', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/assignment-settings`;
    expect((await inject('GET', url, s.teacher.headers)).json()).toEqual({
      feedbackMode: 'AfterEachQuestion',
      askConfidence: false,
      defaultDurationDays: 7,
      defaultDueTime: '08:30',
    });
    const settings = {
      feedbackMode: 'AtEnd',
      askConfidence: true,
      defaultDurationDays: 14,
      defaultDueTime: '15:30',
    };
    const refused = await inject('PUT', url, s.teacher.headers, settings);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a school administrator can change these settings');
    expect((await inject('PUT', url, s.admin.headers, settings)).json()).toEqual(settings);
    expect((await inject('GET', url, s.colleague.headers)).json()).toEqual(settings);
    const badTime = await inject('PUT', url, s.admin.headers, { ...settings, defaultDueTime: '25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().modelState.defaultDueTime).toEqual(['Enter a time as HH:MM, such as 08:30']);
    // Open for 0 days is refused with a message, not saved as 1.
    const noDays = await inject('PUT', url, s.admin.headers, { ...settings, defaultDurationDays: 0 });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().modelState.defaultDurationDays).toEqual([ASSIGNMENT_MESSAGES.durationDays]);
    expect((await inject('GET', url, s.admin.headers)).json()).toEqual(settings);

    const created = await inject(
      'POST',
      `/api/v3/quizzes/${await firstTopicQuizId()}/assignments`,
      s.teacher.headers,
      {
        schoolId: s.school.id,
        groupIds: [s.classA.id],
        ...week(),
      },
    );
    expect(created.json()).toMatchObject({ feedbackMode: 'AtEnd', askConfidence: true });
  });
});
