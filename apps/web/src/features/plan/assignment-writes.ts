import type {
  AssignmentDetail,
  FeedbackMode,
  UpdateAssignmentRequest,
} from '@mathsight/contract/assignments.ts';
import { addSchoolDays } from '../../shared/dates/school-time.ts';

/** What a teacher can change about work once it is set. */
export interface AssignmentChanges {
  name: string;
  startDate: string;
  endDate: string;
  feedbackMode: FeedbackMode;
  askConfidence: boolean;
}

export interface AssignmentDates {
  startDate: string;
  endDate: string;
}

/**
 * The full PUT body for an assignment with some fields changed. The classes stay and the students are
 * left out, which the server reads as "keep who it is for": work set for some students of a class
 * stays theirs alone (never widened to the whole class by a rename or a calendar move).
 */
export function updateRequestFor(
  detail: Pick<
    AssignmentDetail,
    'name' | 'startDate' | 'endDate' | 'feedbackMode' | 'askConfidence' | 'groups'
  >,
  changes: Partial<AssignmentChanges> = {},
): UpdateAssignmentRequest {
  return {
    name: changes.name ?? detail.name,
    startDate: changes.startDate ?? detail.startDate,
    endDate: changes.endDate ?? detail.endDate,
    feedbackMode: changes.feedbackMode ?? detail.feedbackMode,
    askConfidence: changes.askConfidence ?? detail.askConfidence,
    groupIds: detail.groups.map((g) => g.groupId),
  };
}

/** Both dates moved by whole school days, keeping their times of day (a calendar drag). */
export function moveDates(dates: AssignmentDates, days: number): AssignmentDates {
  return { startDate: addSchoolDays(dates.startDate, days), endDate: addSchoolDays(dates.endDate, days) };
}
