import { z } from 'zod';

export const UserRoleSchema = z.enum(['Teacher', 'Student', 'Parent']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** With several roles the Teacher role wins; otherwise the first one given. */
export function primaryRole(roles: readonly UserRole[]): UserRole | null {
  if (roles.includes('Teacher')) return 'Teacher';
  return roles[0] ?? null;
}

/** A path inside this app (never another site), so a redirect cannot be abused. */
export const LocalPathSchema = z
  .string()
  .max(2000)
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !p.includes('\\'), 'Must be a path in this app');

export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username or email').max(200),
  password: z.string().min(1, 'Enter your password').max(500),
  redirectTo: LocalPathSchema.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  refreshToken: z.string(),
  redirectTo: z.string().nullable(),
  userRole: UserRoleSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const AccessQuerySchema = z.object({ refreshToken: z.string().min(1).max(4000) });
export const AccessResponseSchema = z.object({
  accessToken: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number().int(),
  userRole: UserRoleSchema,
});
export type AccessResponse = z.infer<typeof AccessResponseSchema>;

export const RevokeRequestSchema = z.object({ refreshToken: z.string().min(1).max(4000) });

export const TokenRedirectResponseSchema = z.object({ url: z.string() });
export type TokenRedirectResponse = z.infer<typeof TokenRedirectResponseSchema>;

/** Claims carried by both tokens; the refresh token adds a `typ` of "refresh". */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.array(UserRoleSchema),
  exp: z.number(),
  typ: z.enum(['access', 'refresh']),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
