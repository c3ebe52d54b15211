import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWork } from '../../../shared/assignments/work-query-keys.ts';
import { type AssignmentChanges, updateRequestFor } from '../assignment-writes.ts';
import { updateAssignment } from './update-assignment.ts';
import { updateRetrievalPracticeAssignment } from './update-retrieval-practice-assignment.ts';

export type SavableAssignment = Pick<
  AssignmentDetail,
  'assignmentId' | 'kind' | 'name' | 'startDate' | 'endDate' | 'feedbackMode' | 'askConfidence' | 'groups'
>;

/** Saves changes through the endpoint of the assignment's kind. */
export function saveAssignment(detail: SavableAssignment, changes: Partial<AssignmentChanges>) {
  const body = updateRequestFor(detail, changes);
  if (detail.kind === 'RetrievalPractice') {
    const { groupIds: _theClassStays, ...rest } = body;
    return updateRetrievalPracticeAssignment(detail.assignmentId, rest);
  }
  return updateAssignment(detail.assignmentId, body);
}

/** Edits work; the lists, calendar, dashboard, badges and notifications follow. */
export function useSaveAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      detail,
      changes,
    }: {
      detail: SavableAssignment;
      changes: Partial<AssignmentChanges>;
    }): Promise<void> => {
      await saveAssignment(detail, changes);
    },
    onSuccess: () => invalidateWork(client),
  });
}
