import type { AssignmentKind } from '@mathsight/contract/assignments.ts';

/** The query value that opens the set-work topics modal on the school home. */
export const SET_WORK_TOPICS_MODAL = 'set-work-topics';

/** The query value that opens the set-work flow over any page of the signed-in shell. */
export const SET_WORK_MODAL = 'set-work';

/** What the set-work flow starts with: a kind of work, a quiz, a class, a topic collection. */
export interface SetWorkLink {
  kind?: AssignmentKind;
  /** A topic's or a diagnostic quiz's id, chosen already. */
  quizId?: number;
  /** A class, chosen already (retrieval practice is built for one class). */
  groupId?: number;
  collectionId?: number | string;
  /** Questions chosen in the question bank, set as one custom quiz (kind CustomQuiz). */
  questionIds?: readonly number[];
}

/** The query string that opens the set-work flow over the current page: `?modal=set-work&…`. */
export function setWorkSearch(link: SetWorkLink = {}): string {
  const search = new URLSearchParams({ modal: SET_WORK_MODAL });
  if (link.kind) search.set('kind', link.kind);
  if (link.quizId !== undefined) search.set('quizId', String(link.quizId));
  if (link.groupId !== undefined) search.set('groupId', String(link.groupId));
  if (link.collectionId !== undefined) search.set('collectionId', String(link.collectionId));
  if (link.questionIds?.length) search.set('questionIds', link.questionIds.join(','));
  return `?${search}`;
}

/** The query parameters the set-work flow reads, removed again when it closes. */
export const SET_WORK_PARAMS = ['modal', 'kind', 'quizId', 'groupId', 'collectionId', 'questionIds'] as const;
