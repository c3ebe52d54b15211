import { z } from 'zod';
import { TextSchema } from './common.ts';

/**
 * Importing students from the school's management system (issue 13 point 3, spec §7 "Schools":
 * validate-import and the student collection). The web app reads the file to show its first rows
 * and let the teacher map the columns; the server reads the same text again, checks every row and
 * (when the teacher confirms) saves it in one transaction.
 */

/** At most this many students in one file (a large secondary school's roll). */
export const STUDENT_IMPORT_MAX_ROWS = 2000;
/** The file's text: 2,000 rows of a wide MIS export fit well inside it. */
export const STUDENT_IMPORT_MAX_CHARS = 1_500_000;
/** At most this many columns are mapped (an MIS export may have many; the rest are ignored). */
export const STUDENT_IMPORT_MAX_COLUMNS = 100;
/** Names are at most this long, as a class's names typed by hand (groups.ts). */
export const IMPORT_NAME_MAX = 60;
/** A class code made by the import is at most this long. */
export const IMPORT_CLASS_CODE_MAX = 40;

/** What a column of the file may hold; `null` in a mapping leaves the column out. */
export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'className',
  'yearGroup',
  'dateOfBirth',
  'upn',
  'email',
  'parentEmail',
  'parentEmail2',
] as const;
export const ImportFieldSchema = z.enum(IMPORT_FIELDS, { message: 'Choose a known column' });
export type ImportField = z.infer<typeof ImportFieldSchema>;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  className: 'Class',
  yearGroup: 'Year group',
  dateOfBirth: 'Date of birth',
  upn: 'UPN',
  email: 'Email',
  parentEmail: 'Parent email',
  parentEmail2: 'Parent email 2',
};

/** Headers as MIS exports (SIMS, Arbor, Bromcom, …) write them, compared without case, spaces or punctuation. */
const HEADER_NAMES: Record<ImportField, string[]> = {
  firstName: ['forename', 'firstname', 'legalforename', 'givenname', 'preferredforename', 'first'],
  lastName: ['surname', 'lastname', 'legalsurname', 'familyname', 'preferredsurname', 'last'],
  className: [
    'class',
    'group',
    'reggroup',
    'registrationgroup',
    'regroup',
    'form',
    'tutorgroup',
    'classcode',
  ],
  yearGroup: ['year', 'yeargroup', 'ncyear', 'ncyearactual', 'yr'],
  dateOfBirth: ['dob', 'dateofbirth', 'birthdate', 'birthday'],
  upn: ['upn', 'uniquepupilnumber'],
  email: ['email', 'emailaddress', 'email1', 'studentemail', 'pupilemail'],
  // Issue 27: up to two parents' addresses, for invitations.
  parentEmail: [
    'parentemail',
    'parentemail1',
    'parentcareremail',
    'contactemail',
    'contact1email',
    'primarycontactemail',
  ],
  parentEmail2: [
    'parentemail2',
    'parentcareremail2',
    'contact2email',
    'secondparentemail',
    'secondcontactemail',
  ],
};

const compact = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The field a header names, or null (case, spaces and punctuation do not matter). */
export function fieldOfHeader(header: string): ImportField | null {
  const key = compact(header);
  if (!key) return null;
  for (const field of IMPORT_FIELDS) if (HEADER_NAMES[field].includes(key)) return field;
  return null;
}

/** A mapping from the header row: each known field once (the first column that names it). */
export function guessColumns(headers: readonly string[]): Array<ImportField | null> {
  const used = new Set<ImportField>();
  return headers.map((header) => {
    const field = fieldOfHeader(header);
    if (field === null || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/** The column mapping: the field each column of the file holds, by position (null: not imported). */
export const ColumnMappingSchema = z
  .array(ImportFieldSchema.nullable())
  .max(STUDENT_IMPORT_MAX_COLUMNS, `Map at most ${STUDENT_IMPORT_MAX_COLUMNS} columns`)
  .refine((columns) => {
    const fields = columns.filter((c) => c !== null);
    return new Set(fields).size === fields.length;
  }, 'Map each kind of column once')
  .refine(
    (columns) =>
      columns.includes('firstName') && columns.includes('lastName') && columns.includes('className'),
    'Map a first name, a last name and a class column',
  );
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>;

/**
 * POST /api/v3/schools/{id}/students/validate-import: the file's text as it is (its first row the
 * headers), the mapping (left out: guessed from the headers), and whether classes the school does
 * not have yet would be made (then a missing class is not a problem).
 */
export const StudentImportCheckSchema = z.object({
  csv: TextSchema.min(1, 'Choose a file or paste the rows').max(
    STUDENT_IMPORT_MAX_CHARS,
    'The file is too large: import at most 2,000 students at a time',
  ),
  columns: ColumnMappingSchema.optional(),
  createMissingClasses: z.boolean().default(false),
});
export type StudentImportCheck = z.input<typeof StudentImportCheckSchema>;

export const IMPORT_PROBLEM_CODES = [
  'missingName',
  'nameTooLong',
  'missingClass',
  'classTooLong',
  'unknownClass',
  'badDate',
  'unknownYear',
  'badUpn',
  'upnCheckLetter',
  'badEmail',
  'duplicateInFile',
  'duplicateExisting',
  'repeatedRow',
  'yearNotInClass',
  'unsafeText',
] as const;
export const ImportProblemCodeSchema = z.enum(IMPORT_PROBLEM_CODES);
export type ImportProblemCode = z.infer<typeof ImportProblemCodeSchema>;

/** One problem of one row: `row` counts as a spreadsheet does (the header row is 1). */
export const ImportProblemSchema = z.object({
  row: z.number().int(),
  field: ImportFieldSchema.nullable(),
  code: ImportProblemCodeSchema,
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** A class the file names that the school does not have (made by the import when the teacher asks). */
export const MissingClassSchema = z.object({
  code: z.string(),
  /** The year group most of its rows give, if any. */
  countryYearGroupId: z.number().int().nullable(),
  yearGroupName: z.string().nullable(),
  rowCount: z.number().int(),
});
export type MissingClass = z.infer<typeof MissingClassSchema>;

export const StudentImportValidationSchema = z.object({
  /** The mapping used (the one sent, or the one guessed from the headers). */
  columns: z.array(ImportFieldSchema.nullable()),
  headers: z.array(z.string()),
  /** Rows with a student's data (blank rows are not counted). */
  rowCount: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  /** Every problem, by row then column. */
  problems: z.array(ImportProblemSchema),
  missingClasses: z.array(MissingClassSchema),
});
export type StudentImportValidation = z.infer<typeof StudentImportValidationSchema>;

/**
 * POST /api/v3/schools/{id}/students/collection: the import itself. `all` saves every row or, if any
 * row has a problem, nothing (400 naming the rows); `validOnly` saves the rows without problems.
 */
export const StudentImportModeSchema = z.enum(['all', 'validOnly'], { message: 'Choose all or validOnly' });
export type StudentImportMode = z.infer<typeof StudentImportModeSchema>;

export const StudentImportRequestSchema = StudentImportCheckSchema.extend({
  mode: StudentImportModeSchema.default('all'),
});
export type StudentImportRequest = z.input<typeof StudentImportRequestSchema>;

/** One new student's sign-in slip: the only time the password is shown (only its hash is kept). */
export const ImportedStudentSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  password: z.string(),
  classCode: z.string(),
  row: z.number().int(),
});
export type ImportedStudent = z.infer<typeof ImportedStudentSchema>;

export const StudentImportResultSchema = z.object({
  created: z.number().int(),
  /** Rows left out (validOnly), by row number. */
  skippedRows: z.array(z.number().int()),
  classesCreated: z.array(z.object({ groupId: z.number().int(), code: z.string() })),
  byClass: z.array(z.object({ groupId: z.number().int(), code: z.string(), count: z.number().int() })),
  students: z.array(ImportedStudentSchema),
  schoolName: z.string(),
});
export type StudentImportResult = z.infer<typeof StudentImportResultSchema>;

/**
 * POST /api/v3/schools/{id}/students/sign-in-slips: the slips of students just imported (the answer
 * of the import, passwords and all) as a PDF to print and cut. Nothing is read or kept on the server
 * but the school's name: the passwords exist only in this request.
 */
export const SignInSlipSchema = z.object({
  firstName: TextSchema.trim().min(1).max(IMPORT_NAME_MAX),
  lastName: TextSchema.trim().min(1).max(IMPORT_NAME_MAX),
  userName: TextSchema.trim().min(1).max(100),
  password: TextSchema.min(1).max(100),
  classCode: TextSchema.trim().max(IMPORT_CLASS_CODE_MAX),
});
export type SignInSlip = z.infer<typeof SignInSlipSchema>;

export const SignInSlipsRequestSchema = z.object({
  slips: z
    .array(SignInSlipSchema)
    .min(1, 'Choose at least one student')
    .max(STUDENT_IMPORT_MAX_ROWS, `At most ${STUDENT_IMPORT_MAX_ROWS} slips at a time`),
});
export type SignInSlipsRequest = z.infer<typeof SignInSlipsRequestSchema>;
