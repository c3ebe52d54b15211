import { z } from 'zod';
import { FilterIdListSchema, FilterIdSchema, FilterTextSchema, IdSchema, listOf } from './common.ts';

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

/** GET /api/v3/schools/{id}/students/export?format=csv with the list's filters: the whole list as a file. */
export const StudentExportFormatSchema = z.enum(['csv'], { message: 'Choose the format csv' });
export type StudentExportFormat = z.infer<typeof StudentExportFormatSchema>;
