import { beforeAll, describe, expect, it } from 'vitest';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { ask, makeAssistantWorld } from './assistant-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeAssistantWorld>>;
beforeAll(async () => {
  t = await getTestApp();
  w = await makeAssistantWorld();
});

const base = () => `/flow/v1/schools/${w.s.school.id}/teacher-assistant`;

describe('the teacher assistant (issue 29)', () => {
  it('answers a teacher with figures, links and a kept conversation', async () => {
    const res = await ask(w.s.school.id, w.s.teacher.headers, {
      instruction: "Who hasn't done this week's work in 8A?",
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.intent).toBe('work.notDone');
    expect(answer.source).toBe('built-in');
    expect(answer.text).toContain('Ben Carter');
    expect(answer.text).toContain('Chloe Davies');
    expect(answer.text).not.toContain('Aisha');
    expect(answer.links[0].href).toBe(`/${w.s.school.id}/assignments/${w.work.id}`);

    const next = await ask(w.s.school.id, w.s.teacher.headers, {
      instruction: 'And in 8B?',
      conversationId: answer.conversationId,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().conversationId).toBe(answer.conversationId);

    const list = await t.app.inject({
      method: 'GET',
      url: `${base()}/conversations`,
      headers: w.s.teacher.headers,
    });
    expect(list.json().items.map((c: { conversationId: number }) => c.conversationId)).toContain(
      answer.conversationId,
    );
    const one = await t.app.inject({
      method: 'GET',
      url: `${base()}/conversations/${answer.conversationId}`,
      headers: w.s.teacher.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().messages.map((m: { role: string }) => m.role)).toEqual([
      'teacher',
      'assistant',
      'teacher',
      'assistant',
    ]);

    // Feedback on the answer; a colleague can neither rate it nor read the conversation.
    const fb = await t.app.inject({
      method: 'POST',
      url: `${base()}/feedback`,
      headers: w.s.teacher.headers,
      payload: { messageId: answer.messageId, rating: 'down', comment: 'Missed a student' },
    });
    expect(fb.statusCode, fb.body).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: `${base()}/conversations/${answer.conversationId}`,
      headers: w.s.teacher.headers,
    });
    expect(again.json().messages[1].rating).toBe('down');
    const theirs = await t.app.inject({
      method: 'POST',
      url: `${base()}/feedback`,
      headers: w.s.colleague.headers,
      payload: { messageId: answer.messageId, rating: 'up' },
    });
    expect(theirs.statusCode).toBe(404);
    const peek = await t.app.inject({
      method: 'GET',
      url: `${base()}/conversations/${answer.conversationId}`,
      headers: w.s.colleague.headers,
    });
    expect(peek.statusCode).toBe(404);
    const borrow = await ask(w.s.school.id, w.s.colleague.headers, {
      instruction: 'help',
      conversationId: answer.conversationId,
    });
    expect(borrow.statusCode).toBe(404);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/conversations/${answer.conversationId}`,
      headers: w.s.teacher.headers,
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `${base()}/conversations/${answer.conversationId}`,
      headers: w.s.teacher.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('streams the answer as server-sent events when asked to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/ask`,
      headers: { ...w.s.teacher.headers, accept: 'text/event-stream' },
      payload: { instruction: 'How many students are in 8A?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.body.trim().split('\n\n');
    expect(events[0]).toMatch(/^event: delta\ndata: "/);
    const final = events.find((e) => e.startsWith('event: answer\n'));
    const answer = JSON.parse((final ?? '').replace('event: answer\ndata: ', ''));
    expect(answer.intent).toBe('class.size');
    expect(answer.figures).toEqual([{ label: 'Students', value: '3' }]);
    expect(events.at(-1)).toBe('event: done\ndata: {}');
  });

  it('refuses an empty instruction with a message (spec §5)', async () => {
    const res = await ask(w.s.school.id, w.s.teacher.headers, { instruction: '   ' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Type a question for the assistant');
  });

  it('refuses another school, class or student as the context with 404', async () => {
    for (const context of [
      { kind: 'class', id: w.s.otherClass.id },
      { kind: 'student', id: w.s.otherStudent.studentId },
      { kind: 'school', id: w.s.other.id },
    ]) {
      const res = await ask(w.s.school.id, w.s.teacher.headers, {
        instruction: 'How are they doing?',
        context,
      });
      expect(res.statusCode, JSON.stringify(context)).toBe(404);
    }
    // A colleague who teaches neither class: 8A is not theirs.
    const colleague = await ask(w.s.school.id, w.s.colleague.headers, {
      instruction: 'Who is falling behind?',
      context: { kind: 'class', id: w.s.classA.id },
    });
    expect(colleague.statusCode).toBe(404);
    const otherSchool = await ask(w.s.other.id, w.s.teacher.headers, { instruction: 'help' });
    expect(otherSchool.statusCode).toBe(404);
  });

  it('names no student of another teacher: a name outside the roster is not recognised', async () => {
    const res = await ask(w.s.school.id, w.s.colleague.headers, { instruction: 'How is Aisha Khan doing?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().intent).toBeNull();
    expect(res.body).not.toContain('Khan');
  });

  it('is 404 while the school has the assistant switched off', async () => {
    await t.database.query(
      `update feature_flags set enabled = false where key = 'teacher-assistant' and school_id = $1`,
      [w.s.school.id],
    );
    try {
      const res = await ask(w.s.school.id, w.s.teacher.headers, { instruction: 'help' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.database.query(
        `update feature_flags set enabled = true where key = 'teacher-assistant' and school_id = $1`,
        [w.s.school.id],
      );
    }
  });

  it('answers with the context it was opened from', async () => {
    const res = await ask(w.s.school.id, w.s.teacher.headers, {
      instruction: 'Who has not done the work?',
      context: { kind: 'class', id: w.s.classB.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.contextSummary).toBe('Class 8B, 2 students');
    expect(answer.contextUrl).toBe(`/${w.s.school.id}/classes/${w.s.classB.id}`);
    expect(answer.text).toContain('Ella Jones');
  });
});
