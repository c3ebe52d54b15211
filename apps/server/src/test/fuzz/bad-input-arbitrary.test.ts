import { SubmitAnswerRequestSchema } from '@mathsight/contract/quiz-sessions.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DeclaredRoute } from '../../auth/access.ts';
import { DATA_EXCEPTION_MESSAGE } from '../../http/error-handler.ts';
import { junkValue, malformedValue, toJsonSchema, toJsonText, validValue } from './bad-input-arbitrary.ts';
import { badRequestsFor, problemWith } from './bad-input-request.ts';

const hints = (name: string) => (name === 'questionId' ? [41, 42] : [7]);
const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns = 200) => fc.sample(arbitrary, { numRuns, seed: 42 });

const ProfileSchema = z.object({
  schoolId: z.number().int().positive(),
  groupIds: z.array(z.number().int().positive()).min(1).max(5),
  name: z.string().min(1).max(20),
  startDate: z.iso.datetime(),
  kind: z.enum(['A', 'B']),
  code: z.string().regex(/^[A-Z]{4}$/),
  clientId: z.uuid(),
  note: z.string().optional(),
});

describe('validValue', () => {
  it('fits the schema it came from, with the hinted ids', () => {
    const schema = toJsonSchema(ProfileSchema);
    if (!schema) throw new Error('not a Zod schema');
    for (const value of sample(validValue(schema, '', hints))) {
      expect(ProfileSchema.safeParse(value).success).toBe(true);
      expect(value).toMatchObject({ schoolId: 7 });
    }
  });

  it('fits a contract schema: a student’s answer', () => {
    const schema = toJsonSchema(SubmitAnswerRequestSchema);
    if (!schema) throw new Error('not a Zod schema');
    for (const value of sample(validValue(schema, '', hints))) {
      expect(SubmitAnswerRequestSchema.safeParse(value).success).toBe(true);
      expect([41, 42]).toContain((value as { questionId: number }).questionId);
    }
  });

  it('is undefined for what is not a Zod schema', () => {
    expect(toJsonSchema({ type: 'object' })).toBeUndefined();
  });
});

describe('malformedValue', () => {
  const schema = toJsonSchema(ProfileSchema);
  if (!schema) throw new Error('not a Zod schema');
  const texts = sample(malformedValue(schema, hints), 500).map(toJsonText);

  it('is mostly refused by the schema, sometimes accepted', () => {
    const accepted = texts.filter((text) => {
      try {
        return ProfileSchema.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    });
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(texts.length / 2);
  });

  it('carries polluting keys, huge and deep values, NUL and numbers JSON.stringify cannot write', () => {
    const some = (test: (text: string) => boolean) => texts.some(test);
    expect(some((text) => text.includes('"__proto__":'))).toBe(true);
    expect(some((text) => text.includes('"constructor":'))).toBe(true);
    expect(some((text) => text.length > 1_000_000)).toBe(true);
    expect(some((text) => text.includes('[[[[[[[[[['))).toBe(true);
    expect(some((text) => text.includes('\\u0000'))).toBe(true);
    expect(some((text) => /[:,[]1e400[,}\]]/.test(text))).toBe(true);
  });

  it('junk is never a valid object of the schema', () => {
    for (const value of sample(junkValue())) expect(ProfileSchema.safeParse(value).success).toBe(false);
  });
});

describe('badRequestsFor', () => {
  const route: DeclaredRoute = {
    method: 'PUT',
    url: '/api/v3/things/:id/parts/:questionId',
    access: 'classTeacher',
    schema: {
      params: z.object({ id: z.coerce.number(), questionId: z.coerce.number() }),
      body: ProfileSchema,
    },
    websocket: false,
  };

  it('fills every path parameter (real ids and junk, lone surrogates sent as raw bytes)', () => {
    const requests = sample(badRequestsFor(route, hints), 300);
    for (const request of requests) {
      expect(request.method).toBe('PUT');
      expect(request.url).toMatch(/^\/api\/v3\/things\/[^/]*\/parts\/[^/?]*/);
    }
    expect(requests.some((r) => r.url.startsWith('/api/v3/things/7/parts/41'))).toBe(true);
    expect(requests.some((r) => r.url.includes('2147483648'))).toBe(true);
    expect(requests.some((r) => r.url.includes('%ED%A0%80'))).toBe(true);
    expect(requests.every((r) => r.payload !== undefined)).toBe(true);
  });
});

describe('problemWith', () => {
  const request = { method: 'GET', url: '/api/v3/things/1' };
  const answer = (statusCode: number, body: unknown) => ({
    statusCode,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('accepts 2xx and well-shaped refusals', () => {
    expect(problemWith(answer(200, 'anything'), request)).toBeNull();
    expect(problemWith(answer(404, { message: 'Not found' }), request)).toBeNull();
    expect(
      problemWith(answer(400, { message: 'Invalid', modelState: { id: ['Enter an id'] } }), request),
    ).toBeNull();
  });

  it('flags a 5xx, a misshapen refusal, a stack trace and SQL', () => {
    expect(problemWith(answer(500, { message: 'Oops' }), request)).toMatch(/answered 500/);
    expect(problemWith(answer(400, { message: 'x', code: 'FST_ERR' }), request)).toMatch(/not shaped/);
    expect(problemWith(answer(400, { message: 'x', modelState: { id: 'not a list' } }), request)).toMatch(
      /not shaped/,
    );
    expect(problemWith(answer(400, 'plain text'), request)).toMatch(/not JSON/);
    expect(problemWith(answer(400, { message: DATA_EXCEPTION_MESSAGE }), request)).toMatch(
      /reached the database/,
    );
    expect(
      problemWith(answer(400, { message: 'Error\n    at handler (/work/app/src/x.ts:1:2)' }), request),
    ).toMatch(/leaks/);
    expect(problemWith(answer(400, { message: 'syntax error at or near "from"' }), request)).toMatch(/leaks/);
  });

  it('does not flag text the request itself carried (an echoed name)', () => {
    const echoing = { method: 'GET', url: '/api/v4/users/me?includes=select%20x' };
    expect(problemWith(answer(400, { message: "Unknown include 'select x'" }), echoing)).toBeNull();
  });
});
