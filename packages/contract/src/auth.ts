import { z } from 'zod';
import {
  hasLocalPathShape,
  LOCAL_PATH_MAX_LENGTH,
  LOCAL_PATH_MESSAGE,
  type TokenClaims as PlainTokenClaims,
  TOKEN_TYPES,
  USER_ROLES,
} from './auth-rules.ts';
import { TextSchema } from './common.ts';

// The Zod-free rules live in auth-rules.ts, which the browser's first download imports directly;
// the schemas below are built from them, and they are re-exported so importers of auth.ts keep them.
export { isLocalPath, isUserRole, primaryRole, readTokenClaims, USER_ROLES } from './auth-rules.ts';

export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** A path inside this app (never another site), so a redirect cannot be abused. */
export const LocalPathSchema = z
  .string()
  .max(LOCAL_PATH_MAX_LENGTH)
  .refine(hasLocalPathShape, LOCAL_PATH_MESSAGE);

export const LoginRequestSchema = z.object({
  username: TextSchema.trim().min(1, 'Enter your username or email').max(200),
  password: TextSchema.min(1, 'Enter your password').max(500),
  redirectTo: LocalPathSchema.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  refreshToken: z.string(),
  redirectTo: z.string().nullable(),
  userRole: UserRoleSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The header GET tokens/access reads the refresh token from (a query string ends up in logs). */
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';

const RefreshTokenTextSchema = TextSchema.min(1).max(4000);

/** `?refreshToken=` is still read from older clients; new ones send the REFRESH_TOKEN_HEADER. */
export const AccessQuerySchema = z.object({ refreshToken: RefreshTokenTextSchema.optional() });
export const AccessHeadersSchema = z.looseObject({
  [REFRESH_TOKEN_HEADER]: RefreshTokenTextSchema.optional(),
});
export const AccessResponseSchema = z.object({
  accessToken: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number().int(),
  userRole: UserRoleSchema,
  /**
   * The refresh token that replaces the one sent (rotated on every exchange; store it). The one sent
   * stops working; presenting it again later revokes the whole sign-in. Optional for older servers.
   */
  refreshToken: z.string().optional(),
});
export type AccessResponse = z.infer<typeof AccessResponseSchema>;

export const RevokeRequestSchema = z.object({ refreshToken: TextSchema.min(1).max(4000) });

export const TokenRedirectResponseSchema = z.object({ url: z.string() });
export type TokenRedirectResponse = z.infer<typeof TokenRedirectResponseSchema>;

/** Claims carried by both tokens; the refresh token adds a `typ` of "refresh". */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.array(UserRoleSchema),
  exp: z.number(),
  typ: z.enum(TOKEN_TYPES),
}) satisfies z.ZodType<PlainTokenClaims>;
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/**
 * A new password as the contract checks it: length only (NIST SP 800-63B); the server also refuses
 * common and breached passwords and ones built from the person's details (auth/password-policy.ts).
 */
export const NewPasswordSchema = TextSchema.min(8, 'Use at least 8 characters.').max(
  128,
  'Use at most 128 characters.',
);

/** A teacher's own sign-up (POST /api/v3/users); students sign up through a class's invitation. */
export const SignUpRequestSchema = z.object({
  userRole: z.literal('Teacher'),
  title: TextSchema.trim().max(20).nullable().optional(),
  firstName: TextSchema.trim().min(1, 'Enter your first name').max(100),
  lastName: TextSchema.trim().min(1, 'Enter your last name').max(100),
  email: z.email('Enter a valid email address').max(254),
  password: NewPasswordSchema,
  acceptTerms: z.literal(true, 'Agree to the terms to create an account'),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

/** A new account is signed in at once: the refresh token is exchanged as after login. */
export const SignUpResponseSchema = z.object({ refreshToken: z.string(), userRole: UserRoleSchema });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const EmailConfirmationCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.');
export const EmailConfirmationResponseSchema = z.object({ email: z.string() });
/** `sent: false` when the address was already confirmed, so no link went. */
export const EmailConfirmationResendResponseSchema = z.object({ email: z.string(), sent: z.boolean() });

/** POST /api/v3/password-resets (spec §7: userName, targetSite): a username or an email address. */
export const PasswordResetRequestSchema = z.object({
  userName: TextSchema.trim().min(1, 'Enter your username or email address').max(254),
  targetSite: z.enum(['teacher', 'student']).optional(),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
/** The same answer whether or not the account exists. */
export const PasswordResetRequestedSchema = z.object({ message: z.string() });

export const PasswordResetCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.');
/** GET /api/v3/password-resets/{code}: a usable link, and whom to greet. */
export const PasswordResetCheckSchema = z.object({ firstName: z.string() });
export const CompletePasswordResetSchema = z.object({ password: NewPasswordSchema });

/** The emails a reader may turn off (spec: "lets the reader choose which emails to get"). */
export const OPTIONAL_EMAIL_KINDS = ['school-updates', 'weekly-insights', 'product-news'] as const;
export const EmailPreferenceMapSchema = z.object({
  'school-updates': z.boolean(),
  /** The Monday email of last week's completion and misconceptions (decision 0019). */
  'weekly-insights': z.boolean(),
  'product-news': z.boolean(),
  /** A parent's weekly summary of their children (issue 27): parents only, off until turned on. */
  'parent-weekly': z.boolean().optional(),
});
export const UnsubscribeTokenSchema = z
  .string()
  .regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, 'This link is not valid.');
/** GET /api/v3/email-preferences?token=: whose choices (the address, partly hidden) and what they are. */
export const EmailPreferencesSchema = z.object({ email: z.string(), preferences: EmailPreferenceMapSchema });
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
export const EmailPreferencesQuerySchema = z.object({ token: UnsubscribeTokenSchema });
export const UpdateEmailPreferencesRequestSchema = z.object({
  token: UnsubscribeTokenSchema,
  preferences: EmailPreferenceMapSchema,
});

/** POST /api/v3/users/me/email-change: a link to the new address; it replaces the old once confirmed. */
export const EmailChangeRequestSchema = z.object({ email: z.email('Enter a valid email address').max(254) });
export const EmailChangeResponseSchema = z.object({ pendingEmail: z.string() });

/** PUT /api/v3/users/{id}/password: the current password, then the new one. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: TextSchema.min(1, 'Enter your current password').max(500),
  newPassword: NewPasswordSchema,
});
/** Every other sign-in ends; this device goes on with the refresh token in the answer. */
export const ChangePasswordResponseSchema = z.object({ refreshToken: z.string() });

/**
 * DELETE /api/v3/users/me: the account is deleted once the current password is given (204). The person
 * is removed from it; their answers and the work they set stay, without their name, so results add up.
 */
export const DeleteAccountRequestSchema = z.object({
  password: TextSchema.min(1, 'Enter your current password').max(500),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
