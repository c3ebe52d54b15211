import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IsoDateTimeSchema } from './assignments.ts';
import { ID_MAX, IdFromTextSchema, IdSchema, INPUT_MESSAGES, IsoDateSchema, TextSchema } from './common.ts';

describe('IdSchema and IdFromTextSchema', () => {
  it('take 1 to 2,147,483,647 (PostgreSQL integer)', () => {
    expect(IdSchema.parse(1)).toBe(1);
    expect(IdSchema.parse(ID_MAX)).toBe(ID_MAX);
    expect(IdFromTextSchema.parse('2147483647')).toBe(ID_MAX);
  });

  it.each([0, -1, 1.5, ID_MAX + 1, Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuse %s with a readable message',
    (value) => {
      const result = IdSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INPUT_MESSAGES.id);
    },
  );

  it.each(['2147483648', '1e10', 'NaN', '-3', '', 'abc'])('refuse the path or query text %j', (text) => {
    expect(IdFromTextSchema.safeParse(text).success).toBe(false);
  });

  it('advertise the cap in the JSON schema (the OpenAPI document)', () => {
    expect(z.toJSONSchema(IdSchema)).toMatchObject({ type: 'integer', maximum: ID_MAX });
  });
});

describe('TextSchema', () => {
  it('refuses a NUL anywhere, with a readable message', () => {
    const result = TextSchema.safeParse('Ada\u0000Lovelace');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INPUT_MESSAGES.nul);
  });

  it('keeps other text, including unicode and other control characters, and chains trim/min/max', () => {
    const name = TextSchema.trim().min(1).max(10);
    expect(name.parse('  Zoë 🙂 ')).toBe('Zoë 🙂');
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('a'.repeat(11)).success).toBe(false);
    expect(name.safeParse(' a\u0000 ').success).toBe(false);
  });
});

describe('dates', () => {
  it('a calendar date is in the years 1 to 9999', () => {
    expect(IsoDateSchema.parse('0001-01-01')).toBe('0001-01-01');
    expect(IsoDateSchema.parse('9999-12-31')).toBe('9999-12-31');
    expect(IsoDateSchema.safeParse('0000-06-01').error?.issues[0]?.message).toBe(INPUT_MESSAGES.year);
  });

  it('text that is no date gets only the format message', () => {
    expect(IsoDateTimeSchema.safeParse('tomorrow').error?.issues.map((i) => i.message)).toEqual([
      'Enter a date and time',
    ]);
  });

  it('a date-time is in the years 1 to 9999 once in UTC', () => {
    expect(IsoDateTimeSchema.safeParse('2025-09-01T08:30:00Z').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('0000-01-01T00:00:00Z').error?.issues[0]?.message).toBe(
      INPUT_MESSAGES.year,
    );
    // 1 January of year 1 at 00:30 in +01:00 is still year 0 in UTC.
    expect(IsoDateTimeSchema.safeParse('0001-01-01T00:30:00+01:00').success).toBe(false);
    expect(IsoDateTimeSchema.safeParse('9999-12-31T23:00:00-02:00').success).toBe(false);
  });
});
