import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorReason, serializeError } from './redact-error.ts';

/** A driver's error as pg builds it from the server's ErrorResponse. */
function databaseError(message: string, fields: Partial<pg.DatabaseError>) {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { severity: 'ERROR' }, fields);
}

const HASH = '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
const SQL = 'insert into "users" ("first_name", "user_name", "password_hash") values ($1, $2, $3)';

function failedInsert() {
  const cause = databaseError('duplicate key value violates unique constraint "users_user_name_key"', {
    code: '23505',
    detail: 'Key (user_name)=(ada.lovelace) already exists.',
    table: 'users',
    constraint: 'users_user_name_key',
    schema: 'public',
  });
  return new DrizzleQueryError(SQL, ['Ada', 'ada.lovelace', HASH], cause);
}

describe('serializeError', () => {
  it('keeps the SQL, the SQLSTATE and the constraint of a failed statement, and none of its values', () => {
    const error = failedInsert();
    // What the log held before: the message and stack carry every parameter.
    expect(error.message).toContain(HASH);
    expect(error.stack).toContain(HASH);

    const out = serializeError(error);
    const text = JSON.stringify(out);
    for (const value of [HASH, 'ada.lovelace', '"Ada"']) expect(text).not.toContain(value);
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${SQL}: duplicate key value violates unique constraint "users_user_name_key"`,
      query: SQL,
      code: '23505',
      constraint: 'users_user_name_key',
      table: 'users',
    });
    expect(out.stack).toMatch(/^DrizzleQueryError: Failed query: insert/);
    expect(out.stack).toContain('\ncaused by: DatabaseError: duplicate key value');
    expect(out.stack).toContain('redact-error.test.ts');
  });

  it('masks the value a data exception quotes, and the parameter its `where` names', () => {
    const cause = databaseError('invalid input syntax for type integer: "4111 1111 1111 1111"', {
      code: '22P02',
      where: "unnamed portal parameter $1 = '4111 1111 1111 1111'",
    });
    const text = JSON.stringify(
      serializeError(new DrizzleQueryError('select $1::int', ['4111 1111 1111 1111'], cause)),
    );
    // The card number's first two groups, not "4111" alone: the serialised stack's line and column
    // numbers can hold any four digits.
    expect(text).not.toContain('4111 1111');
    expect(text).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
    expect(text).toContain('"code":"22P02"');
  });

  it("keeps the names a syntax or unknown-name error quotes (the statement's own words)", () => {
    const error = databaseError('column "nickname" does not exist', { code: '42703' });
    expect(serializeError(error).message).toBe('column "nickname" does not exist');
  });

  it('leaves other errors as pino shows them, and what is no error as it is', () => {
    const error = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', statusCode: 503 });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'socket hang up',
      code: 'ECONNRESET',
      statusCode: 503,
    });
    expect(serializeError('just words' as unknown as Error)).toBe('just words');
  });
});

describe('errorReason', () => {
  it('is one line with the SQL and the SQLSTATE, without values', () => {
    const reason = errorReason(failedInsert());
    expect(reason).toBe(
      `Failed query: ${SQL}: duplicate key value violates unique constraint "users_user_name_key" (SQLSTATE 23505)`,
    );
    expect(errorReason(new Error('connect ECONNREFUSED 127.0.0.1:587'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:587',
    );
  });
});
