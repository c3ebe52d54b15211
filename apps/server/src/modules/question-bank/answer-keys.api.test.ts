import { describe, expect, it } from 'vitest';
import { ANSWER_KEY_MESSAGES } from '../../policies/answer-keys.ts';
import { SCHOOL_CREATION_MESSAGES } from '../../policies/school.ts';
import { makeSchool, makeTeacher } from '../../test/factories.ts';
import { mailingTestApp } from '../../test/smtp-inbox.ts';
import { signUpTeacher } from '../../test/teacher-sign-up.ts';

/**
 * Issue 24 point 6: the bank's answer keys and misconception tags are for Confirmed teachers of a
 * school whose own address is confirmed, and adding a school needs a confirmed address, so signing
 * up as a "teacher" with any address no longer reads every key at once. Teachers are made and
 * confirmed through the real path: POST /users, then the link of the email that reached SMTP.
 */
const mailing = mailingTestApp();
type Headers = Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  mailing.app.app.inject({ method, url, headers, ...(payload && { payload }) });

/** Every call that answers with keys or tags: the bank's list, a quiz, its questions, one question. */
async function keyUrls() {
  const [quiz] = await mailing.app.database.query<{ id: number; short_code: string; question_id: number }>(
    `select q.id, q.short_code, qq.question_id from quizzes q join quiz_questions qq on qq.quiz_id = q.id
     where q.kind = 'TopicPathway' and q.short_code is not null order by q.id limit 1`,
  );
  if (!quiz) throw new Error('the reference content is not seeded');
  return [
    '/api/v3/questions?request.take=100',
    `/api/v3/quizzes/${quiz.id}`,
    `/api/v3/quizzes/${quiz.id}/questions`,
    `/api/v3/questions/${quiz.question_id}`,
    `/api/v3/topic-pathway-quizs/${quiz.short_code}`,
  ];
}

async function expectRefused(headers: Headers, message: string) {
  for (const url of await keyUrls()) {
    const res = await call('GET', url, headers);
    expect(res.statusCode, url).toBe(403);
    expect(res.json(), url).toEqual({ message });
    expect(res.body, url).not.toContain('isCorrect');
  }
}

async function expectServed(headers: Headers) {
  for (const url of await keyUrls()) {
    const res = await call('GET', url, headers);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toContain('"isCorrect":true');
  }
}

const schoolPayload = () => ({
  name: `Keys Academy ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  addressLine1: '3 Bootham',
  city: 'York',
  country: 'GB',
  zipOrPostCode: 'YO30 7BZ',
});

describe('who reads the answer keys, and who adds a school', () => {
  it('a new teacher reads no key and adds no school until their address is confirmed; then adds one and reads them', async () => {
    const teacher = await signUpTeacher(mailing);
    await expectRefused(teacher.headers, ANSWER_KEY_MESSAGES.confirmEmail);
    // The bank's filters hold names only: every teacher reads them.
    expect((await call('GET', '/api/v3/questions/filters', teacher.headers)).statusCode).toBe(200);

    const refused = await call('POST', '/api/v3/schools', teacher.headers, schoolPayload());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SCHOOL_CREATION_MESSAGES.confirmEmail });
    const me = await call('GET', '/api/v4/users/me', teacher.headers);
    expect((me.json() as { userSchools: unknown[] }).userSchools).toEqual([]);

    await teacher.confirm();
    // Confirmed but in no school yet: told to add or join one.
    await expectRefused(teacher.headers, ANSWER_KEY_MESSAGES.joinSchool);
    const made = await call('POST', '/api/v3/schools', teacher.headers, schoolPayload());
    expect(made.statusCode, made.body).toBe(201);
    await expectServed(teacher.headers);
  });

  it('a Confirmed teacher of a school whose address is not confirmed is told to confirm it, and reads the keys once they follow a resent link', async () => {
    const teacher = await signUpTeacher(mailing);
    // Confirmed in a school by its administrator, their own address still unconfirmed.
    await makeTeacher(mailing.app.database.db, (await makeSchool(mailing.app.database.db)).id, {
      userId: teacher.userId,
    });
    await expectRefused(teacher.headers, ANSWER_KEY_MESSAGES.confirmEmail);
    const resent = await call('POST', '/api/v3/email-confirmations', teacher.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ sent: true });
    await teacher.confirm();
    await expectServed(teacher.headers);
  });

  it('a teacher still waiting for a school to confirm them reads no key, even with a confirmed address', async () => {
    const teacher = await signUpTeacher(mailing);
    await teacher.confirm();
    await makeTeacher(mailing.app.database.db, (await makeSchool(mailing.app.database.db)).id, {
      userId: teacher.userId,
      status: 'Pending',
    });
    await expectRefused(teacher.headers, ANSWER_KEY_MESSAGES.joinSchool);
  });
});
