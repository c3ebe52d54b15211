import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import { readSetWorkSearch } from '../../shared/routing/screen-search.ts';
import type { SetWorkDraft, SetWorkErrors, SetWorkField } from './set-work-rules.ts';
import type { SetWorkSeed, SetWorkStore } from './state/set-work-store.ts';

/** Reads what the flow starts with from the address (?kind=…&quizId=…&groupId=…&collectionId=…). */
export function seedFromSearch(
  search: URLSearchParams,
  myGroupIds: readonly number[],
  selectedGroupId: number | null,
): SetWorkSeed {
  const link = readSetWorkSearch(search);
  const kind: AssignmentKind = link.kind ?? 'TopicQuiz';
  const groupId = link.groupId ?? selectedGroupId;
  return {
    kind,
    selections:
      kind === 'CustomQuiz'
        ? link.questionIds.length > 0
          ? [{ source: 'questions', questionIds: link.questionIds, name: '' }]
          : []
        : link.quizId !== null && kind !== 'RetrievalPractice'
          ? [{ source: 'quiz', quizId: link.quizId, name: '' }]
          : [],
    groupIds: groupId !== null && myGroupIds.includes(groupId) ? [groupId] : [],
    ...(link.collectionId !== null && { collectionId: link.collectionId }),
  };
}

/** The server's field names as the flow's fields. */
export function toFlowErrors(fields: Record<string, string>): SetWorkErrors {
  const errors: SetWorkErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const flow: SetWorkField | undefined =
      field === 'startDate' || field === 'endDate' || field === 'name' || field === 'groupIds'
        ? field
        : field === 'studentIds' || field === 'questionIds'
          ? 'groupIds'
          : undefined;
    if (flow && !errors[flow]) errors[flow] = message;
  }
  return errors;
}

/** The store's state as the draft the rules check and the calls are built from. */
export function draftOf(s: SetWorkStore, studentIds: number[] | undefined): SetWorkDraft {
  return {
    kind: s.kind,
    selections: s.selections,
    globalConfig: { ...s.globalConfig, studentIds },
    pickedStudents: s.pickedStudents,
    customName: s.customName,
  };
}
