import { randomBytes } from 'node:crypto';
import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARIES } from '../../assistant-model/pii-canaries.ts';
import { type FakeOpenAi, recordedChat, toolCallChunks } from '../../dev/fake-openai-server.ts';
import { defined } from '../../test/defined.ts';
import { makeClass, makeStudent } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { makeAssistantWorld } from './assistant-world.ts';
import { OUTSIDE_SCOPE_NOTE } from './model-answerer.ts';
import { askWith, echoPlaceholders, leaksIn, startModelApp } from './model-test-kit.ts';

/**
 * Issue 29 points 3 and 6: canary names (accents, apostrophes, hyphens, particles, other scripts)
 * seeded as a school's students and teachers, with usernames, emails and UPNs; the model (the fake
 * server) is asked about them and calls the data queries. No canary string leaves in any request, in
 * any form; every canary comes back restored in the answer the teacher gets. Questions outside the
 * caller's scope make no request at all.
 */

let fake: FakeOpenAi;
let t: TestApp;
let w: Awaited<ReturnType<typeof makeAssistantWorld>>;
/** Every string that identifies a canary person, as seeded. */
const secrets: string[] = [];
/** Each canary person's name as the answer must show it. */
const shown: string[] = [];
const suffix = randomBytes(4).toString('hex');
let teacherEmail = '';

async function seedCanary(userId: number, canary: (typeof CANARIES)[number], upnOf?: number) {
  const words = canary.display.split(' ');
  const title = canary.kind === 'teacher' ? (words.shift() ?? null) : null;
  const [first = '', ...rest] = words;
  const last = rest.join(' ');
  const userName = `${canary.values?.find((v) => !v.includes('@') && !v.includes(' ')) ?? first.toLowerCase()}${suffix}`;
  const email = `${suffix}.${canary.values?.find((v) => v.includes('@')) ?? `${userId}@canary.example`}`;
  await t.database.query(
    'update users set title = $1, first_name = $2, last_name = $3, user_name = $4, email = $5 where id = $6',
    [title, first, last, userName, email, userId],
  );
  secrets.push(`${first} ${last}`, first, last, userName, email);
  shown.push(canary.kind === 'teacher' ? canary.display : `${first} ${last}`);
  if (canary.kind === 'teacher') teacherEmail = email;
  if (upnOf !== undefined) {
    const upn = `K${suffix.toUpperCase()}${upnOf}`;
    await t.database.query('update students set upn = $1 where user_id = $2', [upn, userId]);
    secrets.push(upn);
  }
}

beforeAll(async () => {
  ({ fake, t } = await startModelApp());
  w = await makeAssistantWorld();
  const students = [...w.s.studentsA, ...w.s.studentsB].map((s) => defined(s, 'a student'));
  const canaryStudents = CANARIES.filter((c) => c.kind !== 'teacher');
  for (const [i, student] of students.entries()) {
    await seedCanary(student.userId, defined(canaryStudents[i], 'a canary'), i);
  }
  const teacherCanary = defined(
    CANARIES.find((c) => c.kind === 'teacher'),
    'the teacher canary',
  );
  await seedCanary(w.s.teacher.userId, teacherCanary);
  // A colleague's class shares the work: its student is not in the teacher's roster, but the school's.
  const classC = await makeClass(t.database.db, w.s.school.id, {
    teacherIds: [w.s.colleague.teacherId],
    code: '8C',
  });
  const outsider = await makeStudent(t.database.db, w.s.school.id, classC.id);
  await t.database.query(
    'insert into assignment_groups (assignment_id, group_id, school_id) values ($1, $2, $3)',
    [w.work.id, classC.id, w.s.school.id],
  );
  await seedCanary(outsider.userId, defined(canaryStudents[5], 'a canary'), 9);
});

afterAll(async () => {
  await t?.app.close();
  await fake?.close();
});

describe('the assistant with a model: no name leaves, every name comes back', () => {
  it('sends placeholders only, and the teacher reads every canary restored', async () => {
    const before = fake.requests.length;
    // The model asks for the work's grid (all five students), its arguments split across chunks.
    fake.script(
      {
        kind: 'sse',
        chunks: toolCallChunks([{ name: 'work_grid', arguments: JSON.stringify({ workId: w.work.id }) }], 4),
      },
      echoPlaceholders,
    );
    const res = await askWith(t, w.s.school.id, w.s.teacher.headers, {
      instruction: "A few lines per student in 8A for parents' evening",
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as AssistantAnswer;
    expect(answer.source).toBe('model');
    expect(answer.note).toBeUndefined();
    for (const name of shown.slice(0, 5)) expect(answer.text).toContain(name);
    // The colleague's student of the shared work is not in the teacher's grid (the guard holds her anyway).
    expect(answer.text).not.toContain(shown[6]);
    expect(answer.text).not.toMatch(/\[(STUDENT|TEACHER)_\d+\]/);
    expect(fake.requests.length - before).toBe(2);

    // The teacher names themself and a student, with their email, in the question.
    fake.script(echoPlaceholders);
    const second = await askWith(t, w.s.school.id, w.s.teacher.headers, {
      instruction: `${shown[5]} here (${teacherEmail}): how is ${shown[0]} doing?`,
    });
    expect(second.statusCode, second.body).toBe(200);
    const told = second.json() as AssistantAnswer;
    expect(told.source, told.note).toBe('model');
    expect(told.text).toContain(shown[5]);
    expect(told.text).toContain(shown[0]);

    expect(leaksIn(fake.requests, secrets)).toEqual([]);
    // The check itself finds names where they are: in what the teacher was sent.
    expect(
      leaksIn([{ method: 'POST', path: '/', headers: {}, body: res.body }], secrets).length,
    ).toBeGreaterThan(4);
    for (const request of fake.requests) {
      expect(request.headers.authorization).toBe('[present]');
      expect(request.body).not.toContain('sk-fake');
    }
  });

  it('runs the tool calls in the caller scope: another class of theirs yes, another school no', async () => {
    fake.script(
      {
        kind: 'sse',
        chunks: toolCallChunks(
          [
            {
              id: 'call_b',
              name: 'work_grid',
              arguments: JSON.stringify({ workId: w.work.id, classId: w.s.classB.id }),
            },
            {
              id: 'call_other',
              name: 'student_profile',
              arguments: JSON.stringify({ studentId: w.s.otherStudent.studentId }),
            },
            {
              id: 'call_class',
              name: 'recent_work',
              arguments: JSON.stringify({ classId: w.s.otherClass.id }),
            },
          ],
          6,
        ),
      },
      echoPlaceholders,
    );
    const before = fake.requests.length;
    const res = await askWith(t, w.s.school.id, w.s.teacher.headers, {
      instruction: 'Summarise the latest work for 8B',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = recordedChat(defined(fake.requests[before + 1], 'the second request'));
    const result = (id: string) =>
      JSON.parse(String(sent.messages.find((m) => m.role === 'tool' && m.tool_call_id === id)?.content));
    expect(result('call_b').students).toHaveLength(2);
    expect(result('call_other')).toEqual({ error: 'not in your classes' });
    expect(result('call_class')).toEqual({ error: 'not in your classes' });
    expect(leaksIn(fake.requests, secrets)).toEqual([]);
  });

  it('refuses questions outside the scope with zero outbound calls', async () => {
    const before = fake.requests.length;
    for (const context of [
      { kind: 'class', id: w.s.otherClass.id },
      { kind: 'student', id: w.s.otherStudent.studentId },
      { kind: 'school', id: w.s.other.id },
    ]) {
      const res = await askWith(t, w.s.school.id, w.s.teacher.headers, {
        instruction: 'How are they doing?',
        context,
      });
      expect(res.statusCode, JSON.stringify(context)).toBe(404);
    }
    const otherSchool = await askWith(t, w.s.other.id, w.s.teacher.headers, { instruction: 'help' });
    expect(otherSchool.statusCode).toBe(404);
    const colleagueContext = await askWith(t, w.s.school.id, w.s.colleague.headers, {
      instruction: 'Who is falling behind?',
      context: { kind: 'class', id: w.s.classA.id },
    });
    expect(colleagueContext.statusCode).toBe(404);
    // A colleague naming a student (or a class) of the school who is not theirs: the built-in answer, no call.
    for (const [headers, instruction, unnamed] of [
      [w.s.colleague.headers, `How is ${shown[0]} doing?`, 'Ðặng'],
      [w.s.colleague.headers, 'Who has not done the work in 8A?', 'Ðặng'],
      [w.s.teacher.headers, `How is ${shown[6]} doing in 8C?`, 'Guðmundsdóttir'],
    ] as const) {
      const named = await askWith(t, w.s.school.id, headers, { instruction });
      expect(named.statusCode, named.body).toBe(200);
      const answer = named.json() as AssistantAnswer;
      expect(answer.source, instruction).toBe('built-in');
      expect(answer.note).toBe(OUTSIDE_SCOPE_NOTE);
      expect(named.body).not.toContain(unnamed);
    }
    expect(fake.requests.length - before).toBe(0);
  });
});
