import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { retryOnUserNameRace, USER_NAME_INDEX, USER_NAME_RACE_MESSAGE } from './user-name-race.ts';

/** What PostgreSQL's drivers throw when a unique index refuses a row (SQLSTATE 23505), as Drizzle wraps it. */
const uniqueViolation = (constraint = USER_NAME_INDEX) =>
  Object.assign(new Error('Failed query'), { cause: { code: '23505', constraint } });

describe('retryOnUserNameRace', () => {
  it('runs the add again after a unique violation and answers its result', async () => {
    let calls = 0;
    const result = await retryOnUserNameRace(async () => {
      calls++;
      if (calls < 3) throw uniqueViolation();
      return 'added';
    });
    expect(result).toBe('added');
    expect(calls).toBe(3);
  });

  it('answers 409 with a message to try again once three attempts were refused, never the database error', async () => {
    let calls = 0;
    const failure = await retryOnUserNameRace(async () => {
      calls++;
      throw uniqueViolation();
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 409, message: USER_NAME_RACE_MESSAGE });
    expect(calls).toBe(3);
  });

  it("passes another index's unique violation on at once: a real fault, not a race", async () => {
    let calls = 0;
    const other = uniqueViolation('users_email_lower_idx');
    await expect(
      retryOnUserNameRace(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });

  it('passes any other failure on at once', async () => {
    let calls = 0;
    const other = new Error('connection lost');
    await expect(
      retryOnUserNameRace(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});
