import { z } from 'zod';
import { listOf } from './common.ts';

/**
 * The school's roster and its imports (spec §2 `/{schoolId}/settings/sync`): the record of each
 * completed student import, and the roster's loose ends, each with the first few it names.
 */

export const STUDENT_IMPORTS_PAGE_SIZE = 10;
export const STUDENT_IMPORTS_MAX_TAKE = 100;

/** One completed import (POST schools/{id}/students/collection). */
export const StudentImportRecordSchema = z.object({
  studentImportId: z.number().int(),
  /** "Priya Shah"; null once the teacher has left the school. */
  importedBy: z.string().nullable(),
  importedAt: z.string(),
  mode: z.enum(['all', 'validOnly']),
  rowCount: z.number().int().min(0),
  studentsAdded: z.number().int().min(0),
  classesCreated: z.number().int().min(0),
  rowsSkipped: z.number().int().min(0),
});
export type StudentImportRecord = z.infer<typeof StudentImportRecordSchema>;

/** GET /api/v3/schools/{id}/student-imports: newest first. */
export const StudentImportHistorySchema = listOf(StudentImportRecordSchema);
export type StudentImportHistory = z.infer<typeof StudentImportHistorySchema>;

/** How many roster health names at most in each list (the count says how many there are). */
export const ROSTER_SAMPLE_SIZE = 5;

const StudentNameSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
const ClassNameSchema = z.object({ groupId: z.number().int(), code: z.string() });

/**
 * GET /api/v3/schools/{id}/roster-health: the active students and classes, and what is loose: active
 * students in no class, classes with no active student, classes with no teacher (each with up to
 * ROSTER_SAMPLE_SIZE names, alphabetical), and how many students are archived.
 */
export const RosterHealthSchema = z.object({
  studentCount: z.number().int().min(0),
  classCount: z.number().int().min(0),
  studentsWithoutClass: z.object({
    count: z.number().int().min(0),
    first: z.array(StudentNameSchema),
  }),
  classesWithoutStudents: z.object({
    count: z.number().int().min(0),
    first: z.array(ClassNameSchema),
  }),
  classesWithoutTeacher: z.object({
    count: z.number().int().min(0),
    first: z.array(ClassNameSchema),
  }),
  archivedStudentCount: z.number().int().min(0),
});
export type RosterHealth = z.infer<typeof RosterHealthSchema>;
