import { randomUUID } from 'node:crypto';
import type {
  LiveLessonBoard,
  LiveLessonStudentView,
  LiveLessonTeacherView,
  LiveVoteResponse,
  NegotiateResponse,
} from '@mathsight/contract/live-lessons.ts';
import { REALTIME_TOKEN_REFRESH_BEFORE_MS } from '@mathsight/contract/quiz-sessions.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankLetters } from '../../test/bank-letters.ts';
import { makeSchoolWithClasses, makeStudent, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let questionIds: number[];
beforeAll(async () => {
  t = await getTestApp();
  // Three live bank questions whose wrong options name misconceptions.
  const rows = await t.database.query<{ id: number }>(`select q.id from questions q
where not q.retired and (select count(*) from question_answers qa
  where qa.question_id = q.id and not qa.is_correct and qa.misconception_id is not null) >= 2
order by q.id limit 3`);
  questionIds = rows.map((r) => r.id);
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const L = '/api/v3/live-lessons';

/** A school, a lesson of class A with the three questions, and the three students of A joined. */
async function lessonWorld() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const started = await call('POST', L, s.teacher.headers, { groupId: s.classA.id, questionIds });
  expect(started.statusCode).toBe(201);
  const lesson = started.json() as LiveLessonTeacherView;
  const students = await Promise.all(
    s.studentsA.map(async (st) => ({ ...st, headers: await signInUser(t.app, t.database.db, st.userId) })),
  );
  return { s, lesson, students, id: lesson.liveLessonId };
}

const join = (headers: Headers, code: string) => call('POST', `${L}/join`, headers, { code });
const stage = (headers: Headers, id: number, questionId: number, phase: string) =>
  call('PUT', `${L}/${id}/stage`, headers, { questionId, phase });
const vote = (
  headers: Headers,
  id: number,
  questionId: number,
  letter: string,
  clientAnswerId = randomUUID(),
) => call('POST', `${L}/${id}/votes`, headers, { questionId, letter, clientAnswerId, timeTakenMs: 4000 });

describe('live lessons', () => {
  it('starts with a join code and URL, students of the class join, others are refused (404)', async () => {
    const { s, lesson, students, id } = await lessonWorld();
    expect(lesson.joinCode).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{6}$/);
    expect(lesson.joinUrl).toContain(`/live/join?code=${lesson.joinCode}`);
    expect(lesson).toMatchObject({ phase: 'Waiting', questionCount: 3, studentCount: 3, joinedCount: 0 });
    expect(lesson.questions.map((q) => q.questionId)).toEqual(questionIds);

    // The lesson is real work: a custom quiz of the class, open now.
    const work = await call('GET', `/api/v3/assignments/${lesson.assignmentId}`, s.teacher.headers);
    expect(work.json()).toMatchObject({ kind: 'CustomQuiz', studentCount: 3 });

    // Codes are matched whatever the case and spaces; a rejoin answers the same state.
    const code = `${lesson.joinCode.slice(0, 3).toLowerCase()} ${lesson.joinCode.slice(3)}`;
    const joined = await join(students[0]?.headers ?? {}, code);
    expect(joined.statusCode).toBe(200);
    expect((joined.json() as LiveLessonStudentView).phase).toBe('Waiting');
    expect((await join(students[0]?.headers ?? {}, lesson.joinCode)).statusCode).toBe(200);

    // A student of another class of the school, or of another school: 404, as a wrong code.
    const inB = await signInUser(t.app, t.database.db, s.studentsB[0]?.userId ?? 0);
    expect((await join(inB, lesson.joinCode)).statusCode).toBe(404);
    const other = await signInUser(t.app, t.database.db, s.otherStudent.userId);
    expect((await join(other, lesson.joinCode)).statusCode).toBe(404);
    expect((await call('GET', `${L}/${id}/me`, inB)).statusCode).toBe(404);
    // Teachers: not the class's → 403 (colleague) / 404 (another school).
    expect((await call('GET', `${L}/${id}`, s.colleague.headers)).statusCode).toBe(403);
    expect((await call('GET', `${L}/${id}`, s.otherTeacher.headers)).statusCode).toBe(404);

    const mine = (await call('GET', '/api/v3/students/me/live-lessons', students[1]?.headers ?? {})).json();
    expect(mine.items.map((l: { liveLessonId: number }) => l.liveLessonId)).toContain(id);
    const ofClass = (
      await call('GET', `/api/v3/groups/${s.classA.id}/live-lessons`, s.teacher.headers)
    ).json();
    expect(ofClass.items[0]).toMatchObject({ liveLessonId: id, phase: 'Waiting' });
    const board = (await call('GET', `${L}/${id}/board`, s.teacher.headers)).json() as LiveLessonBoard;
    expect(board.joinedCount).toBe(1);
  });

  it('votes through the answer path, a resend is stored once, reveal, a re-vote kept apart, then the end', async () => {
    const { s, lesson, students, id } = await lessonWorld();
    const [a, b, c] = students.map((st) => st.headers as Headers);
    if (!a || !b || !c) throw new Error('three students');
    for (const h of [a, b, c]) expect((await join(h, lesson.joinCode)).statusCode).toBe(200);
    const q = questionIds[0] ?? 0;
    const { right, wrong, wrongMisconceptionId } = await bankLetters(t.database, q);

    // Not open yet: 409 with a clear message.
    const early = await vote(a, id, q, right);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Voting on this question is not open');

    expect((await stage(s.teacher.headers, id, q, 'Voting')).statusCode).toBe(200);
    const clientAnswerId = randomUUID();
    const first = await vote(a, id, q, wrong, clientAnswerId);
    expect(first.statusCode).toBe(201);
    const again = await vote(a, id, q, wrong, clientAnswerId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as LiveVoteResponse).created).toBe(false);
    expect((await vote(a, id, q, right)).statusCode).toBe(409); // one vote per round
    expect((await vote(b, id, q, wrong)).statusCode).toBe(201);
    expect((await vote(c, id, q, right)).statusCode).toBe(201);
    // Stored once in the student's record, as any answer.
    const stored = await t.database.query<{ n: number }>(
      'select count(*)::int as n from student_answers where client_answer_id = $1',
      [clientAnswerId],
    );
    expect(stored[0]?.n).toBe(1);

    // The board has counts only until the reveal; the teacher sees the distribution and names.
    let board = (await call('GET', `${L}/${id}/board`, s.teacher.headers)).json() as LiveLessonBoard;
    expect(board.rounds[0]).toMatchObject({ round: 1, votedCount: 3, distribution: null });
    expect(board.correctLetter).toBeNull();
    expect(JSON.stringify(board)).not.toContain(s.studentsA[0]?.userName ?? '@@');
    await stage(s.teacher.headers, id, q, 'Revealed');
    board = (await call('GET', `${L}/${id}/board`, s.teacher.headers)).json() as LiveLessonBoard;
    expect(board.correctLetter).toBe(right);
    const wrongShare = board.rounds[0]?.distribution?.find((d) => d.letter === wrong);
    expect(wrongShare).toMatchObject({ count: 2, isCorrect: false });
    expect(wrongShare?.misconception?.misconceptionId).toBe(wrongMisconceptionId);
    expect(wrongShare?.misconception?.name.length).toBeGreaterThan(0);

    // Reasons: one sentence, grouped by misconception for the teacher, anonymous on the board, hidden in one call.
    const reason = await call('PUT', `${L}/${id}/questions/${q}/reason`, a, {
      text: 'I added the tops and bottoms.',
    });
    expect(reason.statusCode).toBe(200);
    expect(
      (await call('PUT', `${L}/${id}/questions/${q}/reason`, a, { text: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    await call('PUT', `${L}/${id}/questions/${q}/reason`, b, { text: 'Same as the last one.' });
    let view = (await call('GET', `${L}/${id}`, s.teacher.headers)).json() as LiveLessonTeacherView;
    const group = view.reasonGroups.find((g) => g.misconception?.misconceptionId === wrongMisconceptionId);
    expect(group?.reasons).toHaveLength(2);
    const hideId = group?.reasons[1]?.voteId ?? 0;
    const hidden = await call('PUT', `${L}/${id}/votes/${hideId}/reason-hidden`, s.teacher.headers, {
      hidden: true,
    });
    expect(hidden.json()).toEqual({ voteId: hideId, hidden: true });
    board = (await call('GET', `${L}/${id}/board`, s.teacher.headers)).json() as LiveLessonBoard;
    expect(board.reasons.map((r) => r.text)).toEqual(['I added the tops and bottoms.']);

    // Re-vote: a moves to the right answer (the record's second attempt), b stays; both rounds kept apart.
    await stage(s.teacher.headers, id, q, 'Revoting');
    expect((await vote(a, id, q, right)).statusCode).toBe(201);
    expect((await vote(b, id, q, wrong)).statusCode).toBe(201);
    await stage(s.teacher.headers, id, q, 'RevoteRevealed');
    view = (await call('GET', `${L}/${id}`, s.teacher.headers)).json() as LiveLessonTeacherView;
    const studentA = view.students.find((st) => st.studentId === s.studentsA[0]?.studentId);
    expect(studentA).toMatchObject({
      first: { round: 1, letter: wrong, isCorrect: false },
      second: { round: 2, letter: right, isCorrect: true },
      movedToRight: true,
    });
    expect(studentA?.second?.studentAnswerId).not.toBeNull();
    const studentB = view.students.find((st) => st.studentId === s.studentsA[1]?.studentId);
    expect(studentB).toMatchObject({ movedToRight: false, second: { letter: wrong, studentAnswerId: null } });
    expect(view.rounds.map((r) => r.votedCount)).toEqual([3, 2]);
    const attempts = await t.database.query<{ attempt: number; letter: string }>(
      `select attempt, letter from student_answers where assignment_id = $1 and student_id = $2 order by attempt`,
      [lesson.assignmentId, s.studentsA[0]?.studentId],
    );
    expect(attempts).toEqual([
      { attempt: 1, letter: wrong },
      { attempt: 2, letter: right },
    ]);

    // Follow-up work for the one who still holds it (b), through the existing fix assignments.
    expect(
      view.holders.find((h) => h.misconception.misconceptionId === wrongMisconceptionId)?.studentIds,
    ).toEqual([s.studentsA[1]?.studentId]);
    const fix = await call('POST', `${L}/${id}/follow-up`, s.teacher.headers, {
      questionId: q,
      misconceptionId: wrongMisconceptionId,
    });
    expect(fix.statusCode).toBe(201);
    expect(fix.json()).toMatchObject({ kind: 'FollowUp', studentCount: 1 });

    // The end: no more votes (409), the work behind it closed too.
    const ended = await call('POST', `${L}/${id}/end`, s.teacher.headers);
    expect(ended.json()).toMatchObject({ phase: 'Ended' });
    const late = await vote(c, id, q, wrong);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This live lesson has ended');
    expect((await join(c, lesson.joinCode)).statusCode).toBe(404);
  });

  it("keeps a running lesson's work out of the students' work list, and lists it once ended", async () => {
    const { s, lesson, students, id } = await lessonWorld();
    const headers = students[0]?.headers ?? {};
    const listed = async (group: 'Upcoming' | 'Done') => {
      const res = await call('GET', `/api/v3/students/me/assignments?request.filter.group=${group}`, headers);
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: Array<{ assignmentId: number }> }).items.map((i) => i.assignmentId);
    };
    expect(await listed('Upcoming')).not.toContain(lesson.assignmentId);
    await call('POST', `${L}/${id}/end`, s.teacher.headers);
    expect(await listed('Done')).toContain(lesson.assignmentId);
  });

  it('lets a student added to the class while the lesson runs join (enrolled in its work)', async () => {
    const { s, lesson } = await lessonWorld();
    const late = await makeStudent(t.database.db, s.school.id);
    const headers = await signInUser(t.app, t.database.db, late.userId);
    expect((await join(headers, lesson.joinCode)).statusCode).toBe(404);
    const added = await call(
      'PUT',
      `/api/v3/groups/${s.classA.id}/students/add-collection`,
      s.teacher.headers,
      {
        studentIds: [late.studentId],
      },
    );
    expect(added.statusCode).toBeLessThan(300);
    expect((await join(headers, lesson.joinCode)).statusCode).toBe(200);
  });

  it('negotiates the hub for the class teacher and joined students only', async () => {
    const { s, lesson, students, id } = await lessonWorld();
    const negotiate = (headers: Headers, view: string) =>
      call('POST', `/flow/v1/hubs/live-lesson/negotiate?liveLessonId=${id}&view=${view}`, headers);
    const ok = await negotiate(s.teacher.headers, 'board');
    expect(ok.statusCode).toBe(200);
    const body = ok.json() as NegotiateResponse;
    expect(body.url).toBe(`/flow/v1/hubs/live-lesson?liveLessonId=${id}&view=board`);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(REALTIME_TOKEN_REFRESH_BEFORE_MS);
    expect((await negotiate(s.colleague.headers, 'board')).statusCode).toBe(403);
    expect((await negotiate(s.otherTeacher.headers, 'teacher')).statusCode).toBe(404);
    const a = students[0]?.headers ?? {};
    expect((await negotiate(a, 'student')).statusCode).toBe(404); // not joined yet
    await join(a, lesson.joinCode);
    expect((await negotiate(a, 'student')).statusCode).toBe(200);
    expect((await negotiate(a, 'board')).statusCode).toBe(403);
  });
});
