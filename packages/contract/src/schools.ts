import { z } from 'zod';
import { IdFromTextSchema, IdSchema, TextSchema } from './common.ts';
import { InvitationKindSchema } from './invitations.ts';
import { MembershipStatusSchema } from './users.ts';

/** GET /api/v3/schools: `request.filter.searchText` (name, town or postcode), at most 50 a page (spec §7). */
export const SCHOOL_SEARCH_TAKE = 50;
export const SchoolSearchFilterSchema = z.object({ searchText: TextSchema.trim().max(100).default('') });

export const SchoolSearchItemSchema = z.object({
  schoolId: z.number().int(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  zipOrPostCode: z.string().nullable(),
  country: z.string(),
  teacherCount: z.number().int(),
  /** The caller's membership, when they have one: the join status of spec §4 follows from it. */
  membershipStatus: MembershipStatusSchema.nullable(),
});
export type SchoolSearchItem = z.infer<typeof SchoolSearchItemSchema>;
export const SchoolSearchResultSchema = z.object({
  items: z.array(SchoolSearchItemSchema),
  total: z.number().int(),
});
export type SchoolSearchResult = z.infer<typeof SchoolSearchResultSchema>;

/** The school create payload of spec §3. */
export const CreateSchoolRequestSchema = z.object({
  name: TextSchema.trim().min(3, "Enter the school's name").max(120),
  addressLine1: TextSchema.trim().min(1, 'Enter the first line of the address').max(120),
  city: TextSchema.trim().min(1, 'Enter the town or city').max(80),
  country: z.enum(['GB'], 'Mathsight is for schools in the United Kingdom for now'),
  zipOrPostCode: TextSchema.trim()
    .max(10)
    .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
    .refine((value) => /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(value), 'Enter a UK postcode, like YO1 7HH'),
});
export type CreateSchoolRequest = z.infer<typeof CreateSchoolRequestSchema>;

export const SchoolSchema = z.object({
  schoolId: z.number().int(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  zipOrPostCode: z.string().nullable(),
  country: z.string(),
  /** Spec §7 motivational-features: league tables shown to the school's teachers and students. */
  motivationalFeaturesEnabled: z.boolean(),
});
export type School = z.infer<typeof SchoolSchema>;

/** POST /api/v3/schools/{id}/teachers: ask to join (spec §7: isMakeDefault, userId — the caller's own). */
export const JoinSchoolRequestSchema = z.object({
  isMakeDefault: z.boolean().default(true),
  userId: IdSchema.optional(),
});
export const JoinSchoolResponseSchema = z.object({
  schoolId: z.number().int(),
  teacherId: z.number().int(),
  membershipStatus: MembershipStatusSchema,
});
export type JoinSchoolResponse = z.infer<typeof JoinSchoolResponseSchema>;

/** Spec §4: a school's or class's join status in the join flows. */
export const JOIN_STATUSES = [
  'will-add',
  'will-join',
  'loading',
  'added',
  'joined',
  'joined-unverified',
  'failed',
] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];

// ---------------------------------------------------------------- classes and their codes

/** POST /api/v3/schools/{id}/groups: a new class, taught by the teacher who makes it. */
export const CreateGroupRequestSchema = z.object({
  code: TextSchema.trim().min(1, 'Enter the class code').max(30, 'Use at most 30 characters'),
  description: TextSchema.trim().max(200).nullable().optional(),
  /** The school's department by name (spec §3 departmentName); a new name adds the department. */
  departmentName: TextSchema.trim().max(80, 'Use at most 80 characters').nullable().optional(),
  yearGroupIds: z.array(IdSchema).max(14).default([]),
});
export type CreateGroupRequest = z.infer<typeof CreateGroupRequestSchema>;

/** A class's invitation: the code students sign up with, and the address that fills it in. */
export const GroupInvitationSchema = z.object({
  groupId: z.number().int(),
  code: z.string(),
  /** As shown: ABCDE-FGHJK. */
  displayCode: z.string(),
  /** The sign-up page with the code filled in (for a link or a QR code). */
  signUpPath: z.string(),
});
export type GroupInvitation = z.infer<typeof GroupInvitationSchema>;

export const CreatedGroupSchema = z.object({
  groupId: z.number().int(),
  schoolId: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  invitation: GroupInvitationSchema,
});
export type CreatedGroup = z.infer<typeof CreatedGroupSchema>;

// ---------------------------------------------------------------- invitations

/** GET /api/v3/invitations/{code}: what a code lets its holder into. */
export const InvitationSchema = z.object({
  kind: InvitationKindSchema,
  role: z.enum(['Student', 'Teacher', 'Parent']),
  schoolName: z.string(),
  class: z
    .object({ groupId: z.number().int(), code: z.string(), description: z.string().nullable() })
    .nullable(),
  /** A teacher's emailed invitation: to whom, from whom, and whether that address has an account already. */
  teacher: z
    .object({
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      invitedBy: z.string().nullable(),
      hasAccount: z.boolean(),
    })
    .nullable(),
  /** A parent's code (ParentStudent): the child's first name, so the parent knows it is theirs. */
  child: z.object({ firstName: z.string() }).nullable().optional(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

const PersonNameSchema = (what: string) =>
  TextSchema.trim().min(1, `Enter ${what}`).max(100, 'Use at most 100 characters');

/**
 * POST /api/v3/invitations/{code}/teachers (the class's code): its co-teachers, chosen from the
 * school (teacherId) or invited by email (spec §3 join-class flow: teacher entries).
 */
export const ClassTeacherEntrySchema = z.union([
  z.object({ teacherId: IdSchema }),
  z.object({
    firstName: PersonNameSchema('their first name'),
    lastName: PersonNameSchema('their last name'),
    email: z.email('Enter a valid email address').max(254),
  }),
]);
export type ClassTeacherEntry = z.infer<typeof ClassTeacherEntrySchema>;
export const AddClassTeachersRequestSchema = z.object({
  teachers: z.array(ClassTeacherEntrySchema).min(1, 'Choose or invite at least one teacher').max(30),
});
export type AddClassTeachersRequest = z.infer<typeof AddClassTeachersRequestSchema>;
export const ClassTeacherOutcomeSchema = z.object({
  teacherId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** added: teaches it now; alreadyTeaching: did before; invited: an email went to them. */
  outcome: z.enum(['added', 'alreadyTeaching', 'invited']),
});
export type ClassTeacherOutcome = z.infer<typeof ClassTeacherOutcomeSchema>;
export const AddClassTeachersResponseSchema = z.object({ items: z.array(ClassTeacherOutcomeSchema) });
export type AddClassTeachersResponse = z.infer<typeof AddClassTeachersResponseSchema>;

/**
 * PUT /api/v3/invitations/{code}/users: an invited teacher accepts. With an account already, its
 * password; without one, their name and a new password (spec §7: "password or sign-up data").
 */
export const AcceptTeacherInvitationRequestSchema = z.object({
  firstName: PersonNameSchema('your first name').optional(),
  lastName: PersonNameSchema('your last name').optional(),
  password: TextSchema.min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.'),
});
export type AcceptTeacherInvitationRequest = z.infer<typeof AcceptTeacherInvitationRequestSchema>;

/** Usernames a child can type: 3–30 letters, digits, dots, dashes or underscores. */
export const UserNameSchema = TextSchema.trim()
  .min(3, 'Use at least 3 characters')
  .max(30, 'Use at most 30 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, numbers, dots, dashes and underscores');

/** POST /api/v3/invitations/{code}/students: a student signs up with their class's code, no email. */
export const StudentSignUpRequestSchema = z.object({
  firstName: TextSchema.trim().min(1, 'Enter your first name').max(60),
  lastName: TextSchema.trim().min(1, 'Enter your last name').max(60),
  userName: UserNameSchema,
  password: TextSchema.min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.'),
});
export type StudentSignUpRequest = z.infer<typeof StudentSignUpRequestSchema>;

// ---------------------------------------------------------------- the school's teachers

/** GET /api/v3/schools/{id}/teachers: 20 a page (spec §9). */
export const SCHOOL_TEACHERS_TAKE = 20;
export const SchoolTeacherFilterSchema = z.object({
  schoolMembershipStatus: MembershipStatusSchema.default('Pending'),
});
export const TeacherClassSchema = z.object({ groupId: z.number().int(), code: z.string() });
export type TeacherClass = z.infer<typeof TeacherClassSchema>;
export const SchoolTeacherItemSchema = z.object({
  teacherId: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  schoolMembershipStatus: MembershipStatusSchema,
  isSchoolAdministrator: z.boolean(),
  /** When they joined (or asked to). */
  createdAt: z.string(),
  /** The school's classes (not archived) they teach, by code. */
  classes: z.array(TeacherClassSchema),
});
export type SchoolTeacherItem = z.infer<typeof SchoolTeacherItemSchema>;
export const SchoolTeacherListSchema = z.object({
  items: z.array(SchoolTeacherItemSchema),
  total: z.number().int(),
});
export type SchoolTeacherList = z.infer<typeof SchoolTeacherListSchema>;

/**
 * PUT /api/v3/schools/{id}/teachers/{teacherId}: an administrator confirms a teacher who asked to
 * join (`membershipStatus`), or makes or unmakes a Confirmed teacher an administrator.
 */
export const UpdateSchoolTeacherRequestSchema = z
  .object({
    membershipStatus: z.literal('Confirmed').optional(),
    isSchoolAdministrator: z.boolean().optional(),
  })
  .refine((body) => body.membershipStatus !== undefined || body.isSchoolAdministrator !== undefined, {
    message: 'Say what to change: membershipStatus or isSchoolAdministrator',
  });
export type UpdateSchoolTeacherRequest = z.infer<typeof UpdateSchoolTeacherRequestSchema>;
export const SchoolTeacherParamsSchema = z.object({ id: IdFromTextSchema, teacherId: IdFromTextSchema });

/** POST /api/v3/schools/{id}/teachers/remove-collection: administrators remove Confirmed teachers. */
export const RemoveSchoolTeachersRequestSchema = z.object({
  teacherIds: z.array(IdSchema).min(1, 'Choose at least one teacher').max(100),
});
export type RemoveSchoolTeachersRequest = z.infer<typeof RemoveSchoolTeachersRequestSchema>;
export const RemoveSchoolTeachersResponseSchema = z.object({
  count: z.number().int(),
  /** Classes the removed teachers taught that now have no teacher: to be given to someone. */
  orphanedClasses: z.array(TeacherClassSchema),
});
export type RemoveSchoolTeachersResponse = z.infer<typeof RemoveSchoolTeachersResponseSchema>;

/** POST /api/v3/schools/{id}/teachers/invitations: administrators invite colleagues to the school by email. */
export const SchoolTeacherInviteeSchema = z.object({
  firstName: PersonNameSchema('their first name'),
  lastName: PersonNameSchema('their last name'),
  email: z.email('Enter a valid email address').max(254),
});
export const InviteSchoolTeachersRequestSchema = z.object({
  teachers: z.array(SchoolTeacherInviteeSchema).min(1, 'Invite at least one teacher').max(30),
});
export type InviteSchoolTeachersRequest = z.infer<typeof InviteSchoolTeachersRequestSchema>;
export const SchoolTeacherInvitationOutcomeSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** invited: an email went to them; alreadyMember: a Confirmed teacher of the school already. */
  outcome: z.enum(['invited', 'alreadyMember']),
});
export type SchoolTeacherInvitationOutcome = z.infer<typeof SchoolTeacherInvitationOutcomeSchema>;
export const InviteSchoolTeachersResponseSchema = z.object({
  items: z.array(SchoolTeacherInvitationOutcomeSchema),
});
export type InviteSchoolTeachersResponse = z.infer<typeof InviteSchoolTeachersResponseSchema>;

/**
 * GET /api/v3/schools/{id}/teachers/{teacherId}: a teacher's profile, to the school's Confirmed
 * teachers (a Pending one to its administrators only): who they are, their role, the classes they
 * teach and the work they set lately (newest first).
 */
export const TEACHER_PROFILE_WORK_TAKE = 20;
export const TeacherProfileWorkSchema = z.object({
  assignmentId: z.number().int(),
  name: z.string(),
  kind: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  classes: z.array(TeacherClassSchema),
});
export type TeacherProfileWork = z.infer<typeof TeacherProfileWorkSchema>;
export const TeacherProfileSchema = z.object({
  teacherId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  schoolMembershipStatus: MembershipStatusSchema,
  isSchoolAdministrator: z.boolean(),
  createdAt: z.string(),
  classes: z.array(TeacherClassSchema),
  work: z.array(TeacherProfileWorkSchema),
});
export type TeacherProfile = z.infer<typeof TeacherProfileSchema>;
