/**
 * The rules of auth.ts that need no Zod: the roles, the local-path rule and the token claims, as
 * plain TypeScript. auth.ts builds its schemas from these, so there is one definition of each;
 * the browser imports this module where it must decide before anything else loads (is there a
 * session, whose is it, may a redirect go there), which keeps Zod out of the sign-in page's download.
 * Keep this module free of Zod and of any other import.
 */

export const USER_ROLES = ['Teacher', 'Student', 'Parent'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const TOKEN_TYPES = ['access', 'refresh'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** Claims carried by both tokens; the refresh token adds a `typ` of "refresh". */
export interface TokenClaims {
  sub: string;
  role: UserRole[];
  exp: number;
  typ: TokenType;
}

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}

/** With several roles the Teacher role wins; otherwise the first one given. */
export function primaryRole(roles: readonly UserRole[]): UserRole | null {
  if (roles.includes('Teacher')) return 'Teacher';
  return roles[0] ?? null;
}

/** The longest redirect target accepted. */
export const LOCAL_PATH_MAX_LENGTH = 2000;
export const LOCAL_PATH_MESSAGE = 'Must be a path in this app';

/**
 * The shape of a path inside this app (never another site), so a redirect cannot be abused: one
 * leading `/`, no backslash, no whitespace and no control character, which browsers drop or turn
 * into slashes (`/\t/evil.example` opens evil.example). Checked again after percent-decoding, where an
 * encoded space in the query is harmless but an encoded slash, backslash or control character is not.
 */
export function hasLocalPathShape(path: string): boolean {
  if (!isSameSitePath(path) || /\s/.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return isSameSitePath(decoded);
}

function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !hasControlCharacter(path);
}

/** C0 and C1 control characters (tab, newline, NUL, DEL …). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** True when `value` is a path inside this app: what LocalPathSchema accepts. */
export function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LOCAL_PATH_MAX_LENGTH && hasLocalPathShape(value);
}

/**
 * The claims of a decoded token payload when it has the shape TokenClaimsSchema describes (the
 * same answer as `TokenClaimsSchema.safeParse`, unknown keys dropped), else null.
 */
export function readTokenClaims(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { sub, role, exp, typ } = payload as Record<string, unknown>;
  if (typeof sub !== 'string') return null;
  if (!Array.isArray(role) || !role.every(isUserRole)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (!(TOKEN_TYPES as readonly unknown[]).includes(typ)) return null;
  return { sub, role: [...role], exp, typ: typ as TokenType };
}
