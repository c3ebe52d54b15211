import type { Assignment } from '@mathsight/contract/assignments.ts';
import { canChangeAssignment } from '../policies/work.ts';
import type { SchoolAccess } from '../shared/school-access.ts';
import type { AssignmentRow } from './assignment-list-sql.ts';
import { statusOf } from './work-status.ts';

/** A row as the API shows it, with what this caller may do. */
export function toAssignment(row: AssignmentRow, access: SchoolAccess, now: Date): Assignment {
  const groupIds = row.groups.map((g) => g.groupId);
  return {
    assignmentId: row.id,
    schoolId: row.schoolId,
    kind: row.kind,
    name: row.name,
    quizId: row.quizId,
    topicUnitQuizId: row.schemeQuizId,
    templateSlug: row.templateSlug,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    feedbackMode: row.feedbackMode,
    askConfidence: row.askConfidence,
    createdByTeacherId: row.createdByTeacherId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: statusOf(row.endDate, now),
    groups: row.groups,
    studentCount: row.studentCount,
    startedCount: row.startedCount,
    completedCount: row.completedCount,
    questionCount: row.questionCount,
    canEdit: canChangeAssignment(access, { createdByTeacherId: row.createdByTeacherId, groupIds }),
  };
}
