import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import { useQueries } from '@tanstack/react-query';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { recommendationsQueryOptions } from '../api/get-recommendations.ts';
import { groupStudentsQueryOptions } from '../api/list-group-students.ts';
import { type SetWorkErrors, studentIdsOf } from '../set-work-rules.ts';
import type { SetWorkStore } from '../state/set-work-store.ts';

/**
 * What the chosen classes need before work can be set, read from the server: each class's
 * retrieval-practice recommendation (a class with nothing to recommend cannot be set), and the
 * class lists when some students of a class are picked (the classes set for everyone add their whole
 * lists to studentIds). Answers the student ids (undefined for retrieval practice, null while a
 * list is missing) and the messages for the classes step.
 */
export function useClassChecks(store: Pick<SetWorkStore, 'kind' | 'globalConfig' | 'pickedStudents'>) {
  const groups = useSessionStore((s) => s.groups);
  const isRetrieval = store.kind === 'RetrievalPractice';
  const recommendations = useQueries({
    queries: (isRetrieval ? store.globalConfig.groupIds : []).map((groupId) =>
      recommendationsQueryOptions(groupId),
    ),
  });
  const retrievalErrors = (): SetWorkErrors => {
    if (!isRetrieval) return {};
    if (recommendations.some((r) => r.isPending)) return { groupIds: 'Wait for the recommendations to load' };
    if (recommendations.some((r) => r.isError)) return { groupIds: 'A recommendation could not be loaded' };
    const codeOf = new Map(groups.map((g) => [g.groupId, g.code]));
    const empty = recommendations
      .filter((r) => r.data && r.data.questions.length === 0)
      .map((r) => codeOf.get(r.data?.groupId ?? 0) ?? '');
    return empty.length > 0
      ? {
          groupIds: `${empty.join(', ')}: ${ASSIGNMENT_MESSAGES.nothingToRecommend}. Untick ${empty.length === 1 ? 'it' : 'them'} to go on.`,
        }
      : {};
  };

  const { groupIds } = store.globalConfig;
  const someStudents = !isRetrieval && groupIds.some((g) => store.pickedStudents[g]);
  const rosters = useQueries({
    queries: (someStudents ? groupIds : []).map((groupId) => groupStudentsQueryOptions(groupId)),
  });
  const rosterOf = new Map<number, number[]>();
  rosters.forEach((r, i) => {
    const groupId = groupIds[i];
    if (r.data && groupId !== undefined)
      rosterOf.set(
        groupId,
        r.data.items.map((x) => x.studentId),
      );
  });
  const studentIds = isRetrieval ? undefined : studentIdsOf(groupIds, store.pickedStudents, rosterOf);
  const rosterErrors = (): SetWorkErrors => {
    if (studentIds !== null) return {};
    return {
      groupIds: rosters.some((r) => r.isError)
        ? 'A class list could not be loaded'
        : 'Wait for the class lists to load',
    };
  };

  return { studentIds, classErrors: (): SetWorkErrors => ({ ...retrievalErrors(), ...rosterErrors() }) };
}
