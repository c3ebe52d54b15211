import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWork, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';
import { deleteAssignment } from './delete-assignment.ts';
import { deleteRetrievalPracticeAssignment } from './delete-retrieval-practice-assignment.ts';

type RemovableAssignment = Pick<AssignmentDetail, 'assignmentId' | 'kind'>;

/** Deletes through the endpoint of the assignment's kind (v5 for retrieval practice). */
export function removeAssignment(detail: RemovableAssignment) {
  return detail.kind === 'RetrievalPractice'
    ? deleteRetrievalPracticeAssignment(detail.assignmentId)
    : deleteAssignment(detail.assignmentId);
}

/** Deletes work: its own cached answer goes (it no longer exists), every list of work is fetched again. */
export function useRemoveAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeAssignment,
    onSuccess: (_nothing, detail) => {
      client.removeQueries({ queryKey: workQueryKeys.assignment(detail.assignmentId) });
      return invalidateWork(client);
    },
  });
}
