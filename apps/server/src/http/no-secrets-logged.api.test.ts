import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { users } from '../db/schema.ts';
import { startFakeOpenAi } from '../dev/fake-openai-server.ts';
import { makeAssistantWorld } from '../modules/assistant/assistant-world.ts';
import { teacherInvitationPath } from '../modules/invitations/invitation-mails.ts';
import { makeClassInvitation, makeSchoolWithClasses } from '../test/factories.ts';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Decision 0024: nothing secret in the log or the outbox. The app runs with its real logger (every
 * level) writing to a captured stream and its real mail service sending to a real SMTP inbox; a
 * teacher signs up, confirms, joins a school, resets their password; an administrator invites a
 * colleague, who accepts; a student signs up with the class's code; an administrator imports
 * students; and an import fails on a unique index, so a statement full of names and password
 * hashes fails where the error handler logs it. Then every secret made is looked for, whole, in the
 * whole log and every column of the outbox.
 */

/** A log written to memory, each line as pino wrote it. */
function capturedLog() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/** Random letters: names the import accepts, long enough that finding one by chance is impossible. */
const letters = (n: number) => [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
const capital = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;
const password = () => `lantern ${randomUUID()}`;

let t: TestApp;
let inbox: SmtpInbox;
let app: FastifyInstance;
const log = capturedLog();
/** Every secret the test makes or is given, by what it is (the name says which one leaked). */
const secrets = new Map<string, string>();
const keep = (what: string, value: string | null | undefined) => {
  if (!value || value.length < 10) throw new Error(`${what}: no secret to look for (${value})`);
  secrets.set(what, value);
  return value;
};

async function appWith(overrides: Partial<Config>, stream: Writable) {
  const built = await buildApp({
    config: { ...t.config, logLevel: 'trace', ...overrides },
    database: t.database,
    logger: { stream },
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  t = await getTestApp();
  inbox = await startSmtpInbox();
  app = await appWith({ smtpUrl: inbox.url }, log.stream);
});

afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => app.inject({ method, url, headers, ...(payload && { payload }) });

/** The access token for a refresh token, asked for the old way too (in the query), which the log must not keep. */
async function bearer(what: string, refreshToken: string) {
  keep(`${what}'s refresh token`, refreshToken);
  const res = await call('GET', `/api/v3/tokens/access?refreshToken=${encodeURIComponent(refreshToken)}`);
  expect(res.statusCode).toBe(200);
  const accessToken = keep(`${what}'s access token`, (res.json() as { accessToken: string }).accessToken);
  return { authorization: `Bearer ${accessToken}` };
}

describe('the log and the outbox', () => {
  it('hold none of the secrets of signing up, confirming, resetting, inviting, joining and importing', async () => {
    const s = await makeSchoolWithClasses(app, t.database.db);
    const suffix = letters(12);

    // A teacher signs up and confirms the address by the emailed link.
    const email = `teacher-${suffix}@example.com`;
    const firstPassword = keep('sign-up password', password());
    const signedUp = await call(
      'POST',
      '/api/v3/users',
      {},
      {
        userRole: 'Teacher',
        title: 'Ms',
        firstName: 'Amira',
        lastName: 'Haddad',
        email,
        password: firstPassword,
        acceptTerms: true,
      },
    );
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const teacherHeaders = await bearer(
      'new teacher',
      (signedUp.json() as { refreshToken: string }).refreshToken,
    );
    const confirmation = await inbox.waitForMessage(email);
    const confirmationCode = keep(
      'confirmation code',
      linkIn(confirmation, '/signup/confirm').searchParams.get('code'),
    );
    expect((await call('PUT', `/api/v3/email-confirmations/${confirmationCode}`)).statusCode).toBe(200);

    // They ask to join the school: its administrator is emailed, with an unsubscribe link (school updates).
    const joined = await call('POST', `/api/v3/schools/${s.school.id}/teachers`, teacherHeaders, {});
    expect(joined.statusCode, joined.body).toBe(201);
    const [admin] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, s.admin.userId));
    const joinMail = await inbox.waitForMessage(admin?.email ?? '', (m) => m.text.includes('Amira Haddad'));
    keep('unsubscribe token', linkIn(joinMail, '/unsubscribe').searchParams.get('token'));

    // They forget their password: the emailed link, its page, the check and the new password.
    expect(
      (await call('POST', '/api/v3/password-resets', {}, { userName: email, targetSite: 'teacher' }))
        .statusCode,
    ).toBe(202);
    const resetMail = await inbox.waitForMessage(email, (m) => m.subject === 'Reset your Mathsight password');
    const resetLink = linkIn(resetMail, '/login/reset-password/');
    const resetCode = keep('reset code', resetLink.pathname.split('/').at(-1));
    await call('GET', resetLink.pathname);
    expect((await call('GET', `/api/v3/password-resets/${resetCode}`)).statusCode).toBe(200);
    const newPassword = keep('reset password', password());
    expect(
      (await call('PUT', `/api/v3/password-resets/${resetCode}`, {}, { password: newPassword })).statusCode,
    ).toBe(204);
    const login = await call(
      'POST',
      '/api/v3/tokens/login-redirect',
      {},
      { username: email, password: newPassword },
    );
    expect(login.statusCode).toBe(200);
    await bearer('signed-in teacher', (login.json() as { refreshToken: string }).refreshToken);

    // The administrator invites a colleague by email; they accept with a password.
    const colleagueEmail = `colleague-${suffix}@example.com`;
    const invited = await call(
      'POST',
      `/api/v3/schools/${s.school.id}/teachers/invitations`,
      s.admin.headers,
      {
        teachers: [{ firstName: 'Mary', lastName: 'Somerville', email: colleagueEmail }],
      },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const invitation = await inbox.waitForMessage(colleagueEmail);
    const invitationCode = keep(
      'teacher invitation code',
      linkIn(invitation, teacherInvitationPath).searchParams.get('code'),
    );
    expect((await call('GET', `/api/v3/invitations/${invitationCode}`)).statusCode).toBe(200);
    const colleaguePassword = keep('invited teacher password', password());
    const accepted = await call(
      'PUT',
      `/api/v3/invitations/${invitationCode}/users`,
      {},
      {
        firstName: 'Mary',
        lastName: 'Somerville',
        password: colleaguePassword,
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    await bearer('invited teacher', (accepted.json() as { refreshToken: string }).refreshToken);

    // A student signs up with the class's code.
    const classCode = keep('class code', await makeClassInvitation(t.database.db, s.school.id, s.classA.id));
    expect((await call('GET', `/api/v3/invitations/${classCode}`)).statusCode).toBe(200);
    const studentPassword = keep('student password', password());
    const student = await call(
      'POST',
      `/api/v3/invitations/${classCode}/students`,
      {},
      {
        firstName: 'Sam',
        lastName: 'Okafor',
        userName: `sam.${suffix}`,
        password: studentPassword,
      },
    );
    expect(student.statusCode, student.body).toBe(201);
    await bearer('student', (student.json() as { refreshToken: string }).refreshToken);

    // The administrator imports two students from a file: their first passwords come back once.
    const imported = await call(
      'POST',
      `/api/v3/schools/${s.school.id}/students/collection`,
      s.admin.headers,
      {
        csv: `First name,Last name,Class\nZoe,${capital(letters(10))},8A\nRavi,${capital(letters(10))},8B`,
      },
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const slips = (imported.json() as { students: Array<{ userName: string; password: string }> }).students;
    expect(slips).toHaveLength(2);
    for (const slip of slips) keep(`imported ${slip.userName}'s first password`, slip.password);

    // An import whose insert fails: a unique index (made for this test) refuses two of its students'
    // last name, so the statement with their names and password hashes fails twice and is logged.
    const collide = capital(letters(14));
    const failingFirstNames = [capital(letters(12)), capital(letters(12))];
    const index = `secrets_test_${letters(8)}`;
    await t.database.query(
      `create unique index ${index} on users (last_name) where last_name = '${collide}'`,
    );
    try {
      const failed = await call(
        'POST',
        `/api/v3/schools/${s.school.id}/students/collection`,
        s.admin.headers,
        {
          csv: `First name,Last name,Class\n${failingFirstNames[0]},${collide},8A\n${failingFirstNames[1]},${collide},8A`,
        },
      );
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.query(`drop index ${index}`);
    }
    keep('failed import last name', collide);
    for (const [i, name] of failingFirstNames.entries()) keep(`failed import first name ${i}`, name);

    // Every account made here: its password hash.
    const made = await t.database.db
      .select({ userName: users.userName, passwordHash: users.passwordHash })
      .from(users)
      .where(
        or(
          inArray(users.userName, [...slips.map((slip) => slip.userName), `sam.${suffix}`]),
          inArray(sql`lower(${users.email})`, [email, colleagueEmail]),
        ),
      );
    expect(made).toHaveLength(5);
    for (const row of made) keep(`${row.userName}'s password hash`, row.passwordHash);

    const logText = log.text();
    // The whole table: whatever any test wrote to it, none of these may be there.
    const outbox = JSON.stringify(await t.database.query('select * from email_outbox'));

    expect(secrets.size).toBe(27);
    const found = (text: string) =>
      [...secrets].filter(([, value]) => text.includes(value)).map(([what]) => what);
    expect(found(logText), 'secrets in the log').toEqual([]);
    expect(found(outbox), 'secrets in the outbox').toEqual([]);
    // No password hash at all: the failed import's, which the test never sees, included.
    expect(logText).not.toContain('$argon2');
    expect(outbox).not.toContain('$argon2');

    // What is left is still of use: which calls were made, and which statement failed and why.
    for (const shown of [
      '/api/v3/email-confirmations/[redacted]',
      '/login/reset-password/[redacted]',
      '/api/v3/password-resets/[redacted]',
      '/api/v3/invitations/[redacted]/users',
      '/api/v3/invitations/[redacted]/students',
      '/api/v3/tokens/access?refreshToken=[redacted]',
      'Failed query: insert into \\"users\\"',
      '"code":"23505"',
      `"constraint":"${index}"`,
    ])
      expect(logText).toContain(shown);
    for (const shown of [
      'http://mathsight.test/signup/confirm?code=[redacted]',
      'http://mathsight.test/login/reset-password/[redacted]',
      `http://mathsight.test${teacherInvitationPath}?code=[redacted]`,
      'http://mathsight.test/unsubscribe?token=[redacted]',
      'Reset your Mathsight password',
    ])
      expect(outbox).toContain(shown);
  });
});

describe('an email without SMTP_URL', () => {
  /** A teacher signs up on an app with no mail server; answers the log, what the outbox kept, and the account's address. */
  async function signUpWithoutSmtp(isProduction: boolean) {
    const own = capturedLog();
    // Production refuses to start without its provider-token key (SYNC_TOKEN_KEY): it is given one.
    const sync = { ...t.config.sync, tokenKey: randomBytes(32).toString('base64') };
    const noSmtp = await appWith({ smtpUrl: undefined, isProduction, sync }, own.stream);
    const email = `no-smtp-${letters(12)}@example.com`;
    try {
      const res = await noSmtp.inject({
        method: 'POST',
        url: '/api/v3/users',
        payload: {
          userRole: 'Teacher',
          title: 'Mr',
          firstName: 'Idris',
          lastName: 'Bello',
          email,
          password: password(),
          acceptTerms: true,
        },
      });
      // The confirmation is emailed (kept in the outbox) before the answer.
      expect(res.statusCode, res.body).toBe(201);
      const rows = await t.database.query<{ text_body: string; html_body: string; sent_at: Date | null }>(
        'select text_body, html_body, sent_at from email_outbox where to_address = $1',
        [email],
      );
      return { log: own.text(), rows };
    } finally {
      await noSmtp.close();
    }
  }

  it('in production: is kept without its link and not marked sent, and the link is not logged', async () => {
    const { log: text, rows } = await signUpWithoutSmtp(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text_body).toContain('http://mathsight.test/signup/confirm?code=[redacted]');
    expect(rows[0]?.sent_at).toBeNull();
    expect(text).toContain('/api/v3/users');
    expect(text).not.toContain('/signup/confirm');
  });

  it("in development: the log is the developer's inbox, with a link that works; the outbox still has none", async () => {
    const { log: text, rows } = await signUpWithoutSmtp(false);
    const code = /\/signup\/confirm\?code=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    expect(code).toHaveLength(43);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.sent_at).toBeNull();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v3/email-confirmations/${code}` })).statusCode,
    ).toBe(200);
  });
});

describe("the assistant's model key (ASSISTANT_API_KEY)", () => {
  it('is sent to the model server and never logged, whether the model answers or fails', async () => {
    const fake = await startFakeOpenAi();
    const own = capturedLog();
    const key = `sk-${letters(40)}`;
    const model = await appWith(
      { assistantModel: { baseUrl: fake.baseUrl, apiKey: key, model: 'fake-model', timeoutMs: 2000 } },
      own.stream,
    );
    try {
      const w = await makeAssistantWorld();
      fake.script({ kind: 'error', status: 429 }, { kind: 'error', status: 500, message: `echo ${key}` });
      for (let i = 0; i < 3; i += 1) {
        const res = await model.inject({
          method: 'POST',
          url: `/flow/v1/schools/${w.s.school.id}/teacher-assistant/ask`,
          headers: w.s.teacher.headers,
          payload: { instruction: "Who hasn't done this week's work in 8A?" },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toContain(key);
      }
      expect(fake.requests.map((r) => r.headers.authorization)).toEqual([
        '[present]',
        '[present]',
        '[present]',
      ]);
      expect(own.text()).toContain('assistant model fell back to the built-in answer');
      expect(own.text()).not.toContain(key);
      expect(own.text()).not.toContain(key.slice(3));
    } finally {
      await model.close();
      await fake.close();
    }
  });
});
