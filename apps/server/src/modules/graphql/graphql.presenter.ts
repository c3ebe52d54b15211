import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import type { GroupStudent, SchoolGroup } from '@mathsight/contract/groups.ts';
import type { CompactGridStudent } from '@mathsight/contract/results-grid.ts';
import type { School } from '@mathsight/contract/schools.ts';
import type { StudentMisconception } from '@mathsight/contract/student-profile.ts';
import type { CatalogueMisconception } from '../content/content.service.ts';

/** The services' answers as the schema's types (graphql.schema.ts): ids named `id`, nothing more. */

export const toGraphMisconception = (m: CatalogueMisconception) => ({
  id: m.misconceptionId,
  slug: m.slug,
  name: m.name,
  description: m.description,
  howToFix: m.howToFix,
  subjectId: m.subjectId,
});
export type GraphMisconception = ReturnType<typeof toGraphMisconception>;

export const toGraphSchool = (school: School) => ({
  id: school.schoolId,
  name: school.name,
  city: school.city,
  country: school.country,
});
export type GraphSchool = ReturnType<typeof toGraphSchool>;

export const toGraphClass = (group: SchoolGroup, schoolId: number) => ({
  id: group.groupId,
  schoolId,
  code: group.code,
  description: group.description,
  yearGroups: group.yearGroups.map((year) => year.name),
  studentCount: group.studentCount,
});
export type GraphClass = ReturnType<typeof toGraphClass>;

export const toGraphStudent = (student: GroupStudent, schoolId: number) => ({
  id: student.studentId,
  schoolId,
  firstName: student.firstName,
  lastName: student.lastName,
});
export type GraphStudent = ReturnType<typeof toGraphStudent>;

/** A student's misconception, with the catalogue's entry (slug, subject) where the bank still holds it. */
export const toGraphHeld = (held: StudentMisconception, entry: CatalogueMisconception | null) => ({
  misconception: {
    id: held.misconceptionId,
    slug: entry?.slug ?? '',
    name: held.name,
    description: held.description,
    howToFix: held.howToFix,
    subjectId: entry?.subjectId ?? 0,
  },
  timesHeld: held.timesHeld,
  firstHeldAt: held.firstHeldAt,
  lastHeldAt: held.lastHeldAt,
  fixedAt: held.fixedAt,
});

export const toGraphWork = (work: AssignmentDetail) => ({
  id: work.assignmentId,
  schoolId: work.schoolId,
  kind: work.kind,
  name: work.name,
  startDate: work.startDate,
  endDate: work.endDate,
  status: work.status,
  questionCount: work.questionCount,
  studentCount: work.studentCount,
  completedCount: work.completedCount,
  classes: work.groups.map((group) => ({ id: group.groupId, code: group.code })),
});
export type GraphWork = ReturnType<typeof toGraphWork>;

export const toGraphResult = (student: CompactGridStudent) => ({
  studentId: student.studentId,
  firstName: student.firstName,
  lastName: student.lastName,
  classId: student.groupId,
  status: student.status,
  startedAt: student.startedAt,
  completedAt: student.completedAt,
  answeredCount: student.answeredCount,
  correctCount: student.correctCount,
  scorePercent: student.scorePercent,
  completionPercent: student.completionPercent,
});
