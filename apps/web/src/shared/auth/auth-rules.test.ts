import { LocalPathSchema, TokenClaimsSchema } from '@mathsight/contract/auth.ts';
import { hasLocalPathShape, isLocalPath, readTokenClaims } from '@mathsight/contract/auth-rules.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * The browser reads tokens and checks redirect targets with the contract's Zod-free rules, so that
 * Zod stays out of the first download; these must answer exactly as the contract's schemas do.
 */

const role = fc.constantFrom('Teacher', 'Student', 'Parent', 'Admin', 'teacher', '');
const claimsLike = fc.record(
  {
    sub: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    role: fc.oneof(fc.array(role, { maxLength: 4 }), role, fc.constant(null)),
    exp: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(Number.POSITIVE_INFINITY, Number.NaN, '1700000000'),
    ),
    typ: fc.constantFrom('access', 'refresh', 'id', undefined),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe("the contract's Zod-free auth rules", () => {
  it('read token claims exactly as TokenClaimsSchema does', () => {
    fc.assert(
      fc.property(fc.oneof(claimsLike, fc.anything()), (payload) => {
        const parsed = TokenClaimsSchema.safeParse(payload);
        expect(readTokenClaims(payload)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('accept exactly the paths LocalPathSchema accepts', () => {
    const pathLike = fc.oneof(
      fc.string(),
      fc.string().map((s) => `/${s}`),
      fc.string().map((s) => `//${s}`),
      fc.string().map((s) => `/${s}\\${s}`),
      fc.string({ minLength: 1990, maxLength: 2010 }).map((s) => `/${s}`),
      fc.anything(),
    );
    fc.assert(
      fc.property(pathLike, (value) => {
        expect(isLocalPath(value)).toBe(LocalPathSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
    expect(hasLocalPathShape('/1/plan')).toBe(true);
    expect(isLocalPath('/'.padEnd(2000, 'a'))).toBe(true);
    expect(isLocalPath('/'.padEnd(2001, 'a'))).toBe(false);
  });
});
