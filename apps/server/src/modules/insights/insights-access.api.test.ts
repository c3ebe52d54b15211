import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { inject, type Method, makeInsightsWorld } from '../../test/worlds/insights-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('who may see and change insights', () => {
  it('lets a colleague of the school read, refuses other schools, Pending teachers and students on every call', async () => {
    const { s, work, q, a } = await makeInsightsWorld();
    const [firstAnswer] = await t.database.query<{ id: number }>(
      'select id from student_answers where assignment_id = $1 and student_id = $2 order by id limit 1',
      [work.id, a[0]],
    );
    const row = defined(firstAnswer, 'an answer of student A0');
    const reads = [
      `/api/v3/assignments/${work.id}/insights/teacher`,
      `/api/v3/assignments/${work.id}/insights/teacher/export?format=csv`,
      `/api/v3/assignments/${work.id}/insights/students/${a[0]}`,
      `/api/v3/assignments/${work.id}/insights/groups/${s.classA.id}`,
      `/api/v3/assignments/${work.id}/questions/${q[0]}/insights`,
      `/api/v3/assignments/${work.id}/answers`,
      `/api/v3/assignments/${work.id}/misconceptions`,
      `/api/v3/schools/${s.school.id}/consolidated-insights`,
      `/api/v3/quizzes/${work.quizId}/quiz-insights?schoolId=${s.school.id}`,
      `/api/v3/quizzes/${work.quizId}/quiz-insights/questions/${q[0]}?schoolId=${s.school.id}`,
    ];
    const writes: Array<[Method, string, object]> = [
      ['POST', `/api/v3/assignments/${work.id}/fix-assignments`, { misconceptionIds: [1] }],
      ['PUT', `/api/v3/assignments/${work.id}/questions/${q[0]}/mark`, { correctLetter: 'A' }],
      ['PUT', `/api/v3/answers/${row.id}/feedback`, { comment: 'Look again at the signs' }],
      ['DELETE', `/api/v3/answers/${row.id}/feedback`, {}],
    ];
    for (const url of reads) {
      expect((await inject('GET', url, s.colleague.headers)).statusCode, url).toBe(200);
      expect((await inject('GET', url, s.otherTeacher.headers)).statusCode, url).toBe(404);
      expect((await inject('GET', url, s.pending.headers)).statusCode, url).toBe(404);
      expect((await inject('GET', url, s.student.headers)).statusCode, url).toBe(403);
    }
    for (const [method, url, body] of writes) {
      const payload = method === 'DELETE' ? undefined : body;
      expect((await inject(method, url, s.colleague.headers, payload)).statusCode, url).toBe(403);
      expect((await inject(method, url, s.otherTeacher.headers, payload)).statusCode, url).toBe(404);
      expect((await inject(method, url, s.student.headers, payload)).statusCode, url).toBe(403);
    }
    // The school's administrator may change any work.
    const admin = await inject('PUT', `/api/v3/answers/${row.id}/feedback`, s.admin.headers, {
      comment: 'Well done',
    });
    expect(admin.statusCode).toBe(200);
  });
});
