import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import { SET_WORK_MODAL, SET_WORK_TOPICS_MODAL } from './set-work-link.ts';

/**
 * The readers of the query strings one screen hands another. Each is the other half of a builder in
 * paths.ts (`paths.fixAssignment(…, { students, misconceptionId })`, `setWorkSearch(…)`), so a
 * feature neither builds nor parses such a string by hand. Kept out of paths.ts: the sign-in page
 * loads paths.ts and needs none of this.
 */

const ID = /^[1-9]\d{0,9}$/;
/** A custom quiz's most questions (the contract's CUSTOM_QUIZ_MAX_QUESTIONS; not imported, to keep Zod out of here). */
const MOST_QUESTIONS = 30;

/** A positive whole id from the address, or null when the value is not one. */
export function idFromParam(value: string | null | undefined): number | null {
  return value && ID.test(value) ? Number(value) : null;
}

/** Ids from a comma list in the address (`?students=1,2`), positive whole numbers only, no repeats. */
export function idsFromParam(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .filter((part) => ID.test(part))
    .map(Number);
  return [...new Set(ids)];
}

/** What the fix screen of one piece of work is opened with (built by `paths.fixAssignment`). */
export interface FixSearch {
  /** The students chosen on the results (`?students=1,2`); none means the holders of each misconception. */
  studentIds: number[];
  /** The misconception the teacher came from (`?misconceptionId=`), ticked at first. */
  misconceptionId: number | null;
}

export function readFixSearch(search: URLSearchParams): FixSearch {
  return {
    studentIds: idsFromParam(search.get('students')),
    misconceptionId: idFromParam(search.get('misconceptionId')),
  };
}

/** What the set-work flow is opened with (built by `setWorkSearch`). */
export interface SetWorkSearch {
  /** Which dialog the address opens, if any. */
  modal: typeof SET_WORK_MODAL | typeof SET_WORK_TOPICS_MODAL | null;
  kind: AssignmentKind | null;
  quizId: number | null;
  groupId: number | null;
  collectionId: number | null;
  /** Questions chosen in the question bank (a custom quiz), in the order chosen. */
  questionIds: number[];
}

// Every kind of work the set-work flow sets, as a record so that a new kind in the contract fails to
// compile here. Follow-up work is set from Fix, never through the flow.
const SET_WORK_KINDS: Record<AssignmentKind, boolean> = {
  TopicQuiz: true,
  DiagnosticQuiz: true,
  RetrievalPractice: true,
  FollowUp: false,
  CustomQuiz: true,
};

function isAssignmentKind(value: string | null): value is AssignmentKind {
  return value !== null && Object.hasOwn(SET_WORK_KINDS, value) && SET_WORK_KINDS[value as AssignmentKind];
}

export function readSetWorkSearch(search: URLSearchParams): SetWorkSearch {
  const modal = search.get('modal');
  const kind = search.get('kind');
  return {
    modal: modal === SET_WORK_MODAL || modal === SET_WORK_TOPICS_MODAL ? modal : null,
    kind: isAssignmentKind(kind) ? kind : null,
    quizId: idFromParam(search.get('quizId')),
    groupId: idFromParam(search.get('groupId')),
    collectionId: idFromParam(search.get('collectionId')),
    questionIds: idsFromParam(search.get('questionIds')).slice(0, MOST_QUESTIONS),
  };
}

/** The topic collection a link opens the topic library on (`?collection=`), or null. */
export function readLibrarySearch(search: URLSearchParams): { collectionId: number | null } {
  return { collectionId: idFromParam(search.get('collection')) };
}

/** What the live lesson's start screen is opened with (built by `paths.liveLessonStart`). */
export interface LiveLessonStartSearch {
  groupId: number | null;
  /** Questions chosen in the bank, in the order chosen (at most 30, as a lesson holds). */
  questionIds: number[];
  /** A quiz's questions (a topic or diagnostic quiz from the library). */
  quizId: number | null;
  /** A topic to pick the questions from. */
  topicUnitId: number | null;
}

export function readLiveLessonStartSearch(search: URLSearchParams): LiveLessonStartSearch {
  return {
    groupId: idFromParam(search.get('groupId')),
    questionIds: idsFromParam(search.get('questionIds')).slice(0, MOST_QUESTIONS),
    quizId: idFromParam(search.get('quizId')),
    topicUnitId: idFromParam(search.get('topicUnitId')),
  };
}
