import {
  type SchoolStudent,
  type StudentExportFormat,
  StudentExportFormatSchema,
} from '@mathsight/contract/school-students.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';

export const STUDENT_CSV_HEADER = [
  'Last name',
  'First name',
  'Username',
  'Classes',
  'Year groups',
  'Archived',
];

/** The students list as a CSV file (UTF-8 with a byte-order mark, every cell made safe). */
export function studentsCsv(items: readonly SchoolStudent[]): string {
  return toSafeCsv([
    STUDENT_CSV_HEADER,
    ...items.map((s) => [
      s.lastName,
      s.firstName,
      s.userName,
      s.groups.map((g) => g.code).join(', '),
      s.yearGroups.map((y) => y.name).join(', '),
      s.isArchived ? 'Yes' : 'No',
    ]),
  ]);
}

/** students-<school>-<YYYY-MM-DD>.csv (or .pdf), the school's name in lower-case letters, digits and dashes. */
export function studentsCsvName(schoolName: string, today: Date, extension: 'csv' | 'pdf' = 'csv'): string {
  const slug =
    schoolName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'school';
  return `students-${slug}-${today.toISOString().slice(0, 10)}.${extension}`;
}

/** `?format=` of the export (csv or pdf): 400 naming `format` otherwise. */
export function exportFormatOf(query: Record<string, unknown>): StudentExportFormat {
  const raw = query.format;
  const parsed = StudentExportFormatSchema.safeParse(Array.isArray(raw) ? raw.at(-1) : raw);
  if (!parsed.success) throw badRequest(MESSAGES.invalid, { format: ['Choose the format csv or pdf'] });
  return parsed.data;
}
