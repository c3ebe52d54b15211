import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import type { AssistantFeedbackReview } from '@mathsight/contract/assistant-feedback-review.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { ask, makeAssistantWorld } from './assistant-world.ts';
import { FEEDBACK_REVIEW_MESSAGES } from './feedback-review.service.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeAssistantWorld>>;
beforeAll(async () => {
  t = await getTestApp();
  w = await makeAssistantWorld();
});

const review = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `${assistantPaths.feedback(w.s.school.id)}${query}`, headers });

async function askAndRate(
  headers: Record<string, string>,
  instruction: string,
  rating: 'up' | 'down',
  comment?: string,
) {
  const answer = (await ask(w.s.school.id, headers, { instruction })).json();
  const rated = await t.app.inject({
    method: 'POST',
    url: assistantPaths.feedback(w.s.school.id),
    headers,
    payload: { messageId: answer.messageId, rating, ...(comment && { comment }) },
  });
  expect(rated.statusCode, rated.body).toBe(200);
  return answer;
}

describe("the school's review of feedback on the assistant (issue 29)", () => {
  it('shows an administrator every rated answer with its question, newest first, and the tally', async () => {
    const first = await askAndRate(
      w.s.teacher.headers,
      "Who hasn't done this week's work in 8A?",
      'down',
      'Missed Ben',
    );
    const second = await askAndRate(w.s.colleague.headers, 'What can you do?', 'up');

    const res = await review(w.s.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body: AssistantFeedbackReview = res.json();
    expect({ total: body.total, up: body.up, down: body.down }).toEqual({ total: 2, up: 1, down: 1 });
    expect(body.items.map((i) => i.messageId)).toEqual([second.messageId, first.messageId]);
    const down = body.items[1];
    expect(down).toMatchObject({
      rating: 'down',
      comment: 'Missed Ben',
      question: "Who hasn't done this week's work in 8A?",
      answer: first.text,
      intent: 'work.notDone',
      source: 'built-in',
    });
    expect(down?.teacherName.length).toBeGreaterThan(1);

    const onlyDown: AssistantFeedbackReview = (await review(w.s.admin.headers, '?rating=down')).json();
    expect(onlyDown.items.map((i) => i.messageId)).toEqual([first.messageId]);
    expect(onlyDown.total).toBe(1);
  });

  it('is for administrators only: 403 for a teacher, 404 for another school, 400 for a rating it does not know', async () => {
    const teacher = await review(w.s.teacher.headers);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe(FEEDBACK_REVIEW_MESSAGES.administratorsOnly);
    expect((await review(w.s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await review(w.s.admin.headers, '?rating=sideways')).statusCode).toBe(400);
  });

  it("is gone while the school's assistant is switched off", async () => {
    await t.database.query(`delete from feature_flags where key = 'teacher-assistant' and school_id = $1`, [
      w.s.school.id,
    ]);
    expect((await review(w.s.admin.headers)).statusCode).toBe(404);
  });
});
