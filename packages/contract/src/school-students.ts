import { z } from 'zod';
import {
  FilterIdListSchema,
  FilterIdSchema,
  FilterTextSchema,
  IdFromTextSchema,
  IdSchema,
  listOf,
  TextSchema,
} from './common.ts';

/**
 * A school's students (issue 13 point 2, spec §7 "Schools": students with search, groupIds and
 * archiveStatus, export as CSV, archive-collection and un-archive-collection).
 */

/** The web app's page size; the call answers at most the spec's large limit (§9: 10000) at a time. */
export const SCHOOL_STUDENTS_PAGE_SIZE = 50;
export const SCHOOL_STUDENTS_MAX_TAKE = 10_000;
/** At most this many students archived or un-archived in one call. */
export const STUDENT_COLLECTION_MAX = 2000;

/** Spec §4: "Student archive status default: active". */
export const ArchiveStatusSchema = z.enum(['active', 'archived', 'all'], {
  message: 'Choose active, archived or all',
});
export type ArchiveStatus = z.infer<typeof ArchiveStatusSchema>;

/**
 * GET /api/v3/schools/{id}/students: `request.filter.searchText` (words of first name, last name or
 * username), `request.filter.groupIds` (comma-separated, or the key repeated), `request.filter.yearGroupId`,
 * `request.filter.archiveStatus`. Sorted by last name, then first name.
 */
export const SchoolStudentFilterSchema = z.object({
  searchText: FilterTextSchema.optional(),
  groupIds: FilterIdListSchema.optional(),
  yearGroupId: FilterIdSchema.optional(),
  archiveStatus: ArchiveStatusSchema.default('active'),
});
export type SchoolStudentFilter = z.output<typeof SchoolStudentFilterSchema>;

export const SchoolStudentSchema = z.object({
  studentId: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  isArchived: z.boolean(),
  /** The year groups of the student's classes, each once, in the country's order. */
  yearGroups: z.array(z.object({ countryYearGroupId: z.number().int(), name: z.string() })),
  /** The student's classes (not archived ones), by code. */
  groups: z.array(z.object({ groupId: z.number().int(), code: z.string() })),
});
export type SchoolStudent = z.infer<typeof SchoolStudentSchema>;

export const SchoolStudentListSchema = listOf(SchoolStudentSchema);
export type SchoolStudentList = z.infer<typeof SchoolStudentListSchema>;

/**
 * PUT /api/v3/schools/{id}/students/archive-collection and …/un-archive-collection: the students
 * chosen, all of the school's (an id that is not answers 404 and nothing changes).
 */
export const StudentCollectionRequestSchema = z.object({
  studentIds: z
    .array(IdSchema)
    .min(1, 'Choose at least one student')
    .max(STUDENT_COLLECTION_MAX, `Choose at most ${STUDENT_COLLECTION_MAX} students at a time`),
});
export type StudentCollectionRequest = z.infer<typeof StudentCollectionRequestSchema>;

/** How many students changed (those already in the state asked for are not counted). */
export const StudentCollectionResultSchema = z.object({ count: z.number().int().min(0) });
export type StudentCollectionResult = z.infer<typeof StudentCollectionResultSchema>;

/** GET /api/v3/schools/{id}/students/export?format=csv|pdf with the list's filters: the whole list as a file. */
export const StudentExportFormatSchema = z.enum(['csv', 'pdf'], { message: 'Choose the format csv or pdf' });
export type StudentExportFormat = z.infer<typeof StudentExportFormatSchema>;

// ---------------------------------------------------------------- one student

export const SchoolStudentParamsSchema = z.object({ id: IdFromTextSchema, studentId: IdFromTextSchema });

/** Letters, digits, dots, dashes and underscores: what a child types on any keyboard. */
export const STUDENT_USER_NAME_PATTERN = /^[a-z0-9._-]+$/i;

/**
 * PUT /api/v3/schools/{id}/students/{studentId}: a student's name and username. The username is
 * unique across the product whatever its case (409 when another account holds it).
 */
export const UpdateSchoolStudentRequestSchema = z.object({
  firstName: TextSchema.trim().min(1, 'Enter a first name').max(60, 'Use at most 60 characters'),
  lastName: TextSchema.trim().min(1, 'Enter a last name').max(60, 'Use at most 60 characters'),
  userName: TextSchema.trim()
    .min(3, 'Use at least 3 characters')
    .max(60, 'Use at most 60 characters')
    .regex(STUDENT_USER_NAME_PATTERN, 'Use only letters, digits, dots, dashes and underscores'),
});
export type UpdateSchoolStudentRequest = z.infer<typeof UpdateSchoolStudentRequestSchema>;

/** POST /api/v3/schools/{id}/students/{studentId}/password: a new password, shown this once. */
export const StudentPasswordResetSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  password: z.string(),
});
export type StudentPasswordReset = z.infer<typeof StudentPasswordResetSchema>;

/**
 * DELETE /api/v3/schools/{id}/students with { studentIds } in the body (the spec's "DELETE
 * students"; ids in the body as archive-collection takes them): GDPR erasure by an administrator.
 * Each student's name, username, birth date, password and sign-ins go, and their places in
 * classes; their answers stay with an anonymous "Deleted student", so past results still add up.
 */
export const STUDENT_ERASE_MAX = 200;
export const DeleteStudentsRequestSchema = z.object({
  studentIds: z
    .array(IdSchema)
    .min(1, 'Choose at least one student')
    .max(STUDENT_ERASE_MAX, `Delete at most ${STUDENT_ERASE_MAX} students at a time`),
});
export type DeleteStudentsRequest = z.infer<typeof DeleteStudentsRequestSchema>;
export const DeleteStudentsResultSchema = z.object({ count: z.number().int().min(0) });
export type DeleteStudentsResult = z.infer<typeof DeleteStudentsResultSchema>;

// ---------------------------------------------------------------- class memberships

/** At most this many classes added or taken away in one call. */
export const CLASS_MEMBERSHIP_MAX_GROUPS = 50;

const GroupIdListSchema = z
  .array(IdSchema)
  .max(CLASS_MEMBERSHIP_MAX_GROUPS, `Choose at most ${CLASS_MEMBERSHIP_MAX_GROUPS} classes`);

/**
 * PUT /api/v3/schools/{id}/students/class-memberships: the chosen students join the `add` classes
 * (and their current work) and leave the `remove` ones, in one transaction. Past answers stay.
 */
export const StudentClassMembershipsRequestSchema = z
  .object({
    studentIds: StudentCollectionRequestSchema.shape.studentIds,
    add: GroupIdListSchema.default([]),
    remove: GroupIdListSchema.default([]),
  })
  .refine((r) => r.add.length + r.remove.length > 0, {
    message: 'Choose a class to add them to or take them out of',
    path: ['add'],
  })
  .refine((r) => !r.add.some((id) => r.remove.includes(id)), {
    message: 'A class cannot be both added and taken away',
    path: ['remove'],
  });
export type StudentClassMembershipsRequest = z.input<typeof StudentClassMembershipsRequestSchema>;

/** How many class places were made and how many ended. */
export const ClassMembershipsResultSchema = z.object({
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type ClassMembershipsResult = z.infer<typeof ClassMembershipsResultSchema>;

/** PUT /api/v3/schools/{id}/teachers/class-memberships: the chosen teachers teach, or stop teaching, classes. */
export const TeacherClassMembershipsRequestSchema = z
  .object({
    teacherIds: z
      .array(IdSchema)
      .min(1, 'Choose at least one teacher')
      .max(100, 'Choose at most 100 teachers'),
    add: GroupIdListSchema.default([]),
    remove: GroupIdListSchema.default([]),
  })
  .refine((r) => r.add.length + r.remove.length > 0, {
    message: 'Choose a class to add them to or take them out of',
    path: ['add'],
  })
  .refine((r) => !r.add.some((id) => r.remove.includes(id)), {
    message: 'A class cannot be both added and taken away',
    path: ['remove'],
  });
export type TeacherClassMembershipsRequest = z.input<typeof TeacherClassMembershipsRequestSchema>;
