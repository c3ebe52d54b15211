import { ASSIGNMENT_MESSAGES, type AssignmentDetail } from '@mathsight/contract/assignments.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWork } from '../../../shared/assignments/work-query-keys.ts';
import { type AssignmentDates, moveDates } from '../assignment-writes.ts';
import { assignmentQueryOptions } from './get-assignment.ts';
import { saveAssignment } from './save-assignment.ts';

export interface MovedAssignment {
  detail: AssignmentDetail;
  before: AssignmentDates;
  after: AssignmentDates;
  /** Puts the dates back as they were before the move (the toast's Undo). */
  undo: () => Promise<void>;
}

/** Thrown when the teacher may look at the work but not change it. */
export class NotEditableError extends Error {
  constructor() {
    super(ASSIGNMENT_MESSAGES.notYourClass);
    this.name = 'NotEditableError';
  }
}

/**
 * Moves an assignment's start and end by whole school days (a calendar drag): reads it afresh,
 * saves the new dates with everything else unchanged, and answers how to undo the move.
 * The hooks below refresh the cached work after either.
 */
export async function moveAssignment(
  client: QueryClient,
  assignmentId: number,
  days: number,
): Promise<MovedAssignment> {
  const detail = await client.fetchQuery({ ...assignmentQueryOptions(assignmentId), staleTime: 0 });
  if (!detail.canEdit) throw new NotEditableError();
  const before = { startDate: detail.startDate, endDate: detail.endDate };
  const after = moveDates(before, days);
  await saveAssignment(detail, after);
  return {
    detail,
    before,
    after,
    undo: async () => {
      await saveAssignment(detail, before);
    },
  };
}

/** A calendar drag saved; every list of work follows. */
export function useMoveAssignmentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, days }: { assignmentId: number; days: number }) =>
      moveAssignment(client, assignmentId, days),
    onSuccess: () => invalidateWork(client),
  });
}

/** The toast's Undo of a move; every list of work follows. */
export function useUndoMoveMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moved: MovedAssignment) => moved.undo(),
    onSuccess: () => invalidateWork(client),
  });
}
