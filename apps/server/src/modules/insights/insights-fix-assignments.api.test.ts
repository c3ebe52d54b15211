import type { AssignmentMisconceptions } from '@mathsight/contract/insights.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { inject, makeInsightsWorld, optionsOf } from '../../test/worlds/insights-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('misconceptions and fix assignments', () => {
  it('ranks misconceptions by holders and sets follow-up work for exactly those students', async () => {
    const { s, work, a, b, wrong2 } = await makeInsightsWorld();
    const res = await inject('GET', `/api/v3/assignments/${work.id}/misconceptions`, s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as AssignmentMisconceptions;
    const top = defined(list.items[0], 'the top misconception');
    expect(top.misconceptionId).toBe(wrong2.misconception_id);
    expect(top.studentCount).toBe(2);
    expect(top.students.map((x) => x.studentId).sort()).toEqual([a[0], b[0]].sort());
    expect(top.availableQuestionCount).toBeGreaterThan(0);

    const fix = await inject('POST', `/api/v3/assignments/${work.id}/fix-assignments`, s.teacher.headers, {
      misconceptionIds: [top.misconceptionId],
    });
    expect(fix.statusCode, fix.body).toBe(201);
    const created = fix.json() as {
      assignmentId: number;
      name: string;
      students: Array<{ studentId: number }>;
      questions: Array<{ questionId: number }>;
    };
    expect(created.name).toBe(`Fix: ${work.name}`);
    expect(created.students.map((x) => x.studentId).sort()).toEqual([a[0], b[0]].sort());
    expect(created.questions.length).toBeGreaterThan(0);
    expect(created.questions.length).toBeLessThanOrEqual(3);
    for (const { questionId } of created.questions) {
      expect(work.questionIds).not.toContain(questionId);
      const opts = await optionsOf(questionId);
      expect(opts.some((o) => o.misconception_id === top.misconceptionId)).toBe(true);
    }

    // Stored as follow-up work, its own questions each saying which misconception it targets.
    const [row] = await t.database.query<{ kind: string; quiz_id: number | null }>(
      'select kind, quiz_id from assignments where id = $1',
      [created.assignmentId],
    );
    expect(row).toEqual({ kind: 'FollowUp', quiz_id: null });
    const detail = await inject('GET', `/api/v3/assignments/${created.assignmentId}`, s.teacher.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json() as {
      kind: string;
      questions: Array<{ questionId: number; reason: string | null }>;
    };
    expect(body.kind).toBe('FollowUp');
    expect(body.questions.map((q) => q.questionId)).toEqual(created.questions.map((q) => q.questionId));
    for (const q of body.questions) expect(q.reason).toBe(`Targets the misconception “${top.name}”`);

    // The plan's kind filter finds it, and only follow-up work.
    const plan = await inject(
      'GET',
      `/api/v3/schools/${s.school.id}/assignments?request.filter.type=FollowUp&request.take=100`,
      s.teacher.headers,
    );
    expect(plan.statusCode, plan.body).toBe(200);
    const items = (plan.json() as { items: Array<{ assignmentId: number; kind: string }> }).items;
    expect(items.map((i) => i.assignmentId)).toContain(created.assignmentId);
    expect(items.every((i) => i.kind === 'FollowUp')).toBe(true);
  });

  it('answers 400 with modelState and saves nothing when the request is wrong', async () => {
    const { s, work, a } = await makeInsightsWorld();
    const count = async () =>
      defined(
        (
          await t.database.query<{ n: number }>(
            'select count(*)::int as n from assignments where school_id = $1',
            [s.school.id],
          )
        )[0],
        'a count of work',
      ).n;
    const before = await count();
    const url = `/api/v3/assignments/${work.id}/fix-assignments`;
    const empty = await inject('POST', url, s.teacher.headers, { misconceptionIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().modelState).toHaveProperty('misconceptionIds');
    const [unheldMisconception] = await t.database.query<{ id: number }>(
      'select id from misconceptions where id not in (select misconception_id from student_answers where assignment_id = $1 and misconception_id is not null) order by id limit 1',
      [work.id],
    );
    const unheld = defined(unheldMisconception, 'a misconception nobody holds');
    const notHeld = await inject('POST', url, s.teacher.headers, { misconceptionIds: [unheld.id] });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json().modelState.misconceptionIds).toBeDefined();
    const outsider = await inject('POST', url, s.teacher.headers, {
      misconceptionIds: [unheld.id],
      studentIds: [s.otherStudent.studentId],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().modelState).toHaveProperty('studentIds');
    const dates = await inject('POST', url, s.teacher.headers, {
      misconceptionIds: [unheld.id],
      studentIds: [a[0]],
      startDate: '2026-03-02T09:00:00Z',
      endDate: '2026-03-01T09:00:00Z',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().modelState).toHaveProperty('endDate');
    expect(await count()).toBe(before);
  });
});
