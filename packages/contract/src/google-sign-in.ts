import { z } from 'zod';
import { LoginResponseSchema, UserRoleSchema } from './auth.ts';
import { TextSchema } from './common.ts';

export const GoogleStatusSchema = z.object({ enabled: z.boolean() });
export type GoogleStatus = z.infer<typeof GoogleStatusSchema>;

export const GooglePurposeSchema = z.enum(['signin', 'signup']);
export const GoogleAuthorizeRequestSchema = z.object({
  redirectUri: z.url().max(2000),
  purpose: GooglePurposeSchema,
});
export const GoogleAuthorizeResponseSchema = z.object({ authorizeUrl: z.string() });

export const GoogleTokenRedirectRequestSchema = z.object({
  /** The authorisation code the provider sent to /oauth-login. */
  token: TextSchema.min(1).max(4000),
  redirectUri: z.url().max(2000),
  state: TextSchema.min(1).max(200),
  /** The provider's `iss` response parameter (RFC 9207), when it sends one. */
  iss: z.string().max(2000).optional(),
});

/** §3 Google sign-up data: what the web carries into the teacher sign-up form. */
export const GoogleSignUpDataSchema = z.object({
  googleToken: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  userRole: UserRoleSchema,
});
export type GoogleSignUpData = z.infer<typeof GoogleSignUpDataSchema>;

export const GoogleTokenRedirectResponseSchema = z.discriminatedUnion('outcome', [
  LoginResponseSchema.extend({ outcome: z.literal('signedIn') }),
  GoogleSignUpDataSchema.extend({ outcome: z.literal('signUp') }),
  /** A password account has this verified email: the person proves it is theirs before it is linked. */
  z.object({ outcome: z.literal('confirmAccount'), googleToken: z.string(), email: z.string() }),
]);
export type GoogleTokenRedirectResponse = z.infer<typeof GoogleTokenRedirectResponseSchema>;

export const GoogleTicketSchema = TextSchema.min(20).max(200);
export const GoogleTokenSignInQuerySchema = z.object({ googleToken: GoogleTicketSchema });

export const GoogleLinkRequestSchema = z.object({
  googleToken: GoogleTicketSchema,
  password: TextSchema.min(1).max(1000),
});

export const GoogleSignUpRequestSchema = z.object({
  googleToken: GoogleTicketSchema,
  userRole: z.literal('Teacher'),
  title: TextSchema.trim().max(20).nullable().optional(),
  firstName: TextSchema.trim().min(1, 'Enter your first name').max(100),
  lastName: TextSchema.trim().min(1, 'Enter your last name').max(100),
  acceptTerms: z.literal(true, 'Agree to the terms to create an account'),
});
export type GoogleSignUpRequest = z.infer<typeof GoogleSignUpRequestSchema>;
