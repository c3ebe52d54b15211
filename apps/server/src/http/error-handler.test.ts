import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATA_EXCEPTION_MESSAGE, isDataException, registerErrorHandler } from './error-handler.ts';
import { MESSAGES, RETRY_AFTER_SECONDS } from './errors.ts';

const withCode = (code: string) => Object.assign(new Error('database error'), { code });

describe('isDataException (SQLSTATE class 22)', () => {
  it('finds the code on the error or down its cause chain', () => {
    expect(isDataException(withCode('22021'))).toBe(true);
    expect(isDataException(new DrizzleQueryError('select 1', [], withCode('22003')))).toBe(true);
    expect(isDataException(withCode('23505'))).toBe(false);
    expect(isDataException(withCode('FST_ERR_VALIDATION'))).toBe(false);
    expect(isDataException(undefined)).toBe(false);
  });
});

describe('the error handler', () => {
  async function answerTo(error: Error) {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/fails', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    return res;
  }

  it('answers a value the database refused (NUL, out of range) as 400, with no SQL in the body', async () => {
    const res = await answerTo(
      new DrizzleQueryError('select * from users where id = $1', [1], withCode('22P05')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: DATA_EXCEPTION_MESSAGE });
  });

  it('answers a database that cannot be reached as 503 with Retry-After, in the one shape, with no SQL', async () => {
    const res = await answerTo(
      new DrizzleQueryError('select * from users where id = $1', [1], withCode('57P01')),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ message: MESSAGES.unavailable });
  });

  it('keeps any other database failure a 500 without details', async () => {
    const res = await answerTo(new DrizzleQueryError('insert into t values ($1)', [1], withCode('23505')));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('insert');
  });
});
