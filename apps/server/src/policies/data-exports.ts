import { forbidden } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

/**
 * The data exports (issue 26 point 2) hold every answer with the students' names and UPNs. One class's
 * answers go to those who may read its reports (`assertCanReadClassReport` in student-reports.ts: its
 * teachers and the school's administrators; 404 otherwise); the whole school's to its administrators,
 * as every other whole-school list of students (403 for its other teachers: they know the school).
 */
export const DATA_EXPORT_POLICY_MESSAGES = {
  wholeSchool:
    "Only a school administrator can download the whole school's answers: choose one of your classes",
} as const;

export function assertCanExportSchoolAnswers(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) throw forbidden(DATA_EXPORT_POLICY_MESSAGES.wholeSchool);
}
