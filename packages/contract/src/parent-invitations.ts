import { z } from 'zod';
import { IdFromTextSchema, IdSchema, TextSchema } from './common.ts';

/**
 * Issue 27 (spec §7 "Reports: parent invitations"): a school invites its students' parents, by email
 * to the addresses it holds (up to two a student) or by a printed letter, each with a single-use code
 * that lasts until it is used or withdrawn; a parent signs up (or signs in) with it.
 */

/** Two addresses a student at most: the import's `Parent email` and `Parent email 2`. */
export const MAX_PARENT_EMAILS = 2;

export const ParentEmailSchema = TextSchema.trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254, 'Use at most 254 characters'));

/** GET …/parent-invitations/invitable-count: class by class, of the active students the caller may see. */
export const InvitableCountSchema = z.object({
  classes: z.array(
    z.object({
      groupId: z.number().int(),
      code: z.string(),
      studentCount: z.number().int().min(0),
      /** Students with no parent joined yet: each can still invite one (a letter works for all of them). */
      invitableCount: z.number().int().min(0),
      /** Of those, the ones with a parent's address held and no email invitation waiting. */
      emailableCount: z.number().int().min(0),
      /** Students with at least one parent joined. */
      joinedCount: z.number().int().min(0),
    }),
  ),
});
export type InvitableCount = z.infer<typeof InvitableCountSchema>;

export const ParentInvitationQuerySchema = z.object({ groupId: IdFromTextSchema });

/** The letters' call: without a groupId it answers 400 with a clear message (spec §5). */
export const PARENT_LETTERS_NEED_A_CLASS =
  'Choose a class: parent-invitation letters are printed one class at a time.';
export const ParentLettersQuerySchema = z.object({
  groupId: IdFromTextSchema.optional(),
});

/** One invitation: emailed (its address) or a letter (email null). Withdrawn and used ones are kept out. */
export const ParentInvitationSchema = z.object({
  invitationId: z.number().int(),
  email: z.string().nullable(),
  /** When the code was made (a letter: first printed). */
  createdAt: z.string(),
  /** An email: when last sent. */
  sentAt: z.string().nullable(),
});
export type ParentInvitation = z.infer<typeof ParentInvitationSchema>;

/** A student of the class with their parents' addresses, the invitations waiting, and who has joined. */
export const ParentInvitationStudentSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  parentEmails: z.array(z.string()),
  invitations: z.array(ParentInvitationSchema),
  joined: z.array(z.object({ firstName: z.string(), lastName: z.string(), joinedAt: z.string() })),
});
export type ParentInvitationStudent = z.infer<typeof ParentInvitationStudentSchema>;

export const ParentInvitationListSchema = z.object({
  groupId: z.number().int(),
  code: z.string(),
  items: z.array(ParentInvitationStudentSchema),
});
export type ParentInvitationList = z.infer<typeof ParentInvitationListSchema>;

/**
 * POST …/parent-invitations: email an invitation to every address held for one student, or for a
 * whole class's students; an address with an invitation waiting is skipped (resend that one), so is
 * a student whose parent has joined. Exactly one of studentId and groupId.
 */
export const SendParentInvitationsRequestSchema = z.union([
  z.object({ studentId: IdSchema }).strict(),
  z.object({ groupId: IdSchema }).strict(),
]);
export type SendParentInvitationsRequest = z.infer<typeof SendParentInvitationsRequestSchema>;

export const SendParentInvitationsResponseSchema = z.object({
  sent: z.number().int().min(0),
  /** Addresses with an invitation already waiting. */
  alreadyInvited: z.number().int().min(0),
  /** Students with no address held. */
  withoutEmail: z.number().int().min(0),
});
export type SendParentInvitationsResponse = z.infer<typeof SendParentInvitationsResponseSchema>;

export const ParentInvitationParamsSchema = z.object({
  id: IdFromTextSchema,
  invitationId: IdFromTextSchema,
});

export const StudentParentEmailsParamsSchema = z.object({
  id: IdFromTextSchema,
  studentId: IdFromTextSchema,
});

/** PUT …/students/{studentId}/parent-emails: the addresses held, in order (none, one or two). */
export const UpdateParentEmailsRequestSchema = z.object({
  emails: z
    .array(ParentEmailSchema)
    .max(MAX_PARENT_EMAILS, `At most ${MAX_PARENT_EMAILS} parent email addresses`)
    .refine((list) => new Set(list).size === list.length, 'Enter each address once'),
});
export type UpdateParentEmailsRequest = z.infer<typeof UpdateParentEmailsRequestSchema>;
export const ParentEmailsSchema = z.object({ emails: z.array(z.string()) });

/**
 * POST /api/v3/invitations/{code}/parents (public, rate limited like every code call): with an
 * address that has no account, a new parent account (names and a new password; the address is
 * confirmed by email); with the address of an existing account, its password (signing in) adds the
 * child to it. Either way the code is used up and the parent is signed in.
 */
export const ParentSignUpRequestSchema = z.object({
  email: z.email('Enter a valid email address').max(254),
  password: TextSchema.min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.'),
  firstName: TextSchema.trim().min(1, 'Enter your first name').max(100).optional(),
  lastName: TextSchema.trim().min(1, 'Enter your last name').max(100).optional(),
  /** true: "I have an account" (sign in and add the child); false: a new account. */
  existingAccount: z.boolean(),
});
export type ParentSignUpRequest = z.infer<typeof ParentSignUpRequestSchema>;
