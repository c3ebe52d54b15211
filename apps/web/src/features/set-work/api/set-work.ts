import type { SetWorkSelection } from '@mathsight/contract/assignments.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWork } from '../../../shared/assignments/work-query-keys.ts';
import type { SetWorkCall } from '../set-work-rules.ts';
import { setQuestionsAssignment } from './set-questions-assignment.ts';
import { setQuizAssignment } from './set-quiz-assignment.ts';
import { setRetrievalPractice } from './set-retrieval-practice.ts';
import { setSchemeAssignment } from './set-scheme-assignment.ts';

export interface SetWorkDone {
  assignmentId: number;
  name: string;
}

/** A call of the flow failed after `done` had been set; `cause` says why. */
export class SetWorkStoppedError extends Error {
  constructor(
    readonly done: SetWorkDone[],
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : 'The work was not set');
    this.name = 'SetWorkStoppedError';
  }
}

/** Sends one call through the endpoint of its kind. */
function send(call: SetWorkCall) {
  if (call.kind === 'quiz') return setQuizAssignment(call.quizId, call.body);
  if (call.kind === 'scheme') return setSchemeAssignment(call.body);
  if (call.kind === 'questions') return setQuestionsAssignment(call.body);
  return setRetrievalPractice(call.groupId, call.body);
}

/**
 * The set-work flow's calls, one after another, stopping at the first failure (thrown as
 * SetWorkStoppedError with what was set before it). `onSet` hears of each selection set. Whatever
 * was set, every list of work is fetched again, once.
 */
export function useSetWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      calls,
      onSet,
    }: {
      calls: SetWorkCall[];
      onSet: (selection: SetWorkSelection) => void;
    }): Promise<SetWorkDone[]> => {
      const done: SetWorkDone[] = [];
      for (const call of calls) {
        try {
          const saved = await send(call);
          done.push({ assignmentId: saved.assignmentId, name: saved.name });
          onSet(call.selection);
        } catch (error) {
          throw new SetWorkStoppedError(done, error);
        }
      }
      return done;
    },
    onSettled: async (done, error) => {
      const setSome =
        (done?.length ?? 0) > 0 || (error instanceof SetWorkStoppedError && error.done.length > 0);
      if (setSome) await invalidateWork(client);
    },
  });
}
