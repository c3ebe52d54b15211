import type {
  AssignmentKind,
  AssignmentSettings,
  SchemeAssignmentRequest,
  SetQuizAssignmentRequest,
  SetWorkGlobalConfig,
  SetWorkSelection,
} from '@mathsight/contract/assignments.ts';
import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import type { SchemeQuiz } from '@mathsight/contract/content.ts';
import type { SetQuestionsRequest } from '@mathsight/contract/question-bank.ts';
import type { CreateRetrievalPracticeRequest } from '@mathsight/contract/retrieval-practice.ts';
import { dateErrors, nameError } from '../../shared/assignments/work-rules.ts';
import { schoolDayAt } from '../../shared/dates/school-time.ts';

/** Classes set for some of their students only; a class not in it is set for everyone in it. */
export type PickedStudents = Readonly<Record<number, readonly number[]>>;

/** The steps of the flow, in order. */
export const SET_WORK_STEPS = ['work', 'classes', 'when', 'review'] as const;
export type SetWorkStep = (typeof SET_WORK_STEPS)[number];

/** The fields a message can stand beside. */
export type SetWorkField = 'selections' | 'groupIds' | 'startDate' | 'endDate' | 'name';
export type SetWorkErrors = Partial<Record<SetWorkField, string>>;

/** Where each field lives, so a failed check opens the step that can fix it. */
export const STEP_OF_FIELD: Record<SetWorkField, SetWorkStep> = {
  selections: 'work',
  groupIds: 'classes',
  startDate: 'when',
  endDate: 'when',
  name: 'when',
};

export interface SetWorkDraft {
  kind: AssignmentKind;
  selections: SetWorkSelection[];
  globalConfig: SetWorkGlobalConfig;
  /** Classes set for some of their students only: class id → the chosen students. */
  pickedStudents: PickedStudents;
  /** The name to use instead of the quiz's, for a single piece of work; '' for the default. */
  customName: string;
}

const MINUTE = 60_000;

/**
 * A new piece of work starts now (this minute, so it is open, never "Not started yet", the moment it
 * is set) and ends the school's default number of days later at its default due time, with its
 * default feedback and confidence.
 */
export function defaultConfig(
  settings: AssignmentSettings,
  now: Date = new Date(),
): Pick<SetWorkGlobalConfig, 'startDate' | 'endDate' | 'feedbackMode' | 'askConfidence'> {
  const start = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE).toISOString();
  return {
    startDate: start,
    endDate: schoolDayAt(start, settings.defaultDurationDays, settings.defaultDueTime),
    feedbackMode: settings.feedbackMode,
    askConfidence: settings.askConfidence,
  };
}

/** Retrieval practice is one quiz per class, built from that class's own recommendation. */
export function retrievalSelections(groupIds: readonly number[]): SetWorkSelection[] {
  return groupIds.map((groupId) => ({ source: 'retrievalPractice', groupId, name: '' }));
}

/** A stable key for one selection. */
export function selectionKey(selection: SetWorkSelection): string {
  switch (selection.source) {
    case 'quiz':
      return `quiz:${selection.quizId}`;
    case 'prerequisite':
      return `prerequisite:${selection.topicPathwayQuizId}:${selection.templateSlug}`;
    case 'scheme':
      return `scheme:${selection.topicUnitQuizId}`;
    case 'retrievalPractice':
      return `retrievalPractice:${selection.groupId}`;
    case 'questions':
      return `questions:${selection.questionIds.join(',')}`;
  }
}

export const NO_STUDENT_PICKED = 'Choose at least one student in each class, or untick the class';

/**
 * The students to send as studentIds: none (everyone in the classes) unless some class is set for
 * some students only; then each chosen class's picked students, or its whole list from `rosters`.
 * Null while a roster that is needed has not loaded.
 */
export function studentIdsOf(
  groupIds: readonly number[],
  picked: PickedStudents,
  rosters: ReadonlyMap<number, readonly number[]>,
): number[] | undefined | null {
  if (!groupIds.some((g) => picked[g])) return undefined;
  const ids = new Set<number>();
  for (const groupId of groupIds) {
    const chosen = picked[groupId] ?? rosters.get(groupId);
    if (!chosen) return null;
    for (const id of chosen) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

const NOTHING_CHOSEN: Record<AssignmentKind, string> = {
  TopicQuiz: 'Choose at least one topic',
  DiagnosticQuiz: 'Choose at least one diagnostic quiz',
  RetrievalPractice: ASSIGNMENT_MESSAGES.emptySelection,
  FollowUp: 'Choose at least one misconception',
  CustomQuiz: 'Choose questions in the question bank',
};

/** What is wrong with one step of the draft; an empty object when it can go on. */
export function stepErrors(step: SetWorkStep, draft: SetWorkDraft): SetWorkErrors {
  const errors: SetWorkErrors = {};
  if (step === 'work') {
    if (draft.kind !== 'RetrievalPractice' && draft.selections.length === 0) {
      errors.selections = NOTHING_CHOSEN[draft.kind];
    }
  } else if (step === 'classes') {
    if (draft.globalConfig.groupIds.length === 0) errors.groupIds = ASSIGNMENT_MESSAGES.emptySelection;
    else if (
      draft.kind !== 'RetrievalPractice' &&
      draft.globalConfig.groupIds.some((g) => draft.pickedStudents[g]?.length === 0)
    ) {
      errors.groupIds = NO_STUDENT_PICKED;
    }
  } else if (step === 'when') {
    Object.assign(errors, dateErrors(draft.globalConfig.startDate, draft.globalConfig.endDate));
    const name = draft.selections.length === 1 ? nameError(draft.customName, false) : undefined;
    if (name) errors.name = name;
  }
  return errors;
}

/** Every step's errors: nothing is sent while this is not empty. */
export function draftErrors(draft: SetWorkDraft): SetWorkErrors {
  return Object.assign({}, ...SET_WORK_STEPS.map((step) => stepErrors(step, draft)));
}

/** The first step that holds one of these errors, or null. */
export function firstStepWithErrors(errors: SetWorkErrors): SetWorkStep | null {
  const steps = new Set(Object.keys(errors).map((f) => STEP_OF_FIELD[f as SetWorkField]));
  return SET_WORK_STEPS.find((s) => steps.has(s)) ?? null;
}

/** Half-terms 1–6 as schools name them. */
export const HALF_TERM_NAMES = [
  'Autumn 1',
  'Autumn 2',
  'Spring 1',
  'Spring 2',
  'Summer 1',
  'Summer 2',
] as const;

/** A year's scheme units grouped by half-term, in teaching order; units without a quiz cannot be set. */
export function schemeUnitsByTerm(
  units: readonly SchemeQuiz[],
  year: number | null,
): Array<{ term: number; units: SchemeQuiz[] }> {
  const terms = new Map<number, SchemeQuiz[]>();
  for (const unit of [...units].sort((a, b) => a.sequence - b.sequence)) {
    if (unit.yearGroup !== year || unit.quizId === null) continue;
    terms.set(unit.term, [...(terms.get(unit.term) ?? []), unit]);
  }
  return [...terms.entries()].sort(([a], [b]) => a - b).map(([term, list]) => ({ term, units: list }));
}

export type SetWorkCall =
  | { selection: SetWorkSelection; kind: 'quiz'; quizId: number; body: SetQuizAssignmentRequest }
  | { selection: SetWorkSelection; kind: 'scheme'; body: SchemeAssignmentRequest }
  | {
      selection: SetWorkSelection;
      kind: 'retrievalPractice';
      groupId: number;
      body: CreateRetrievalPracticeRequest;
    }
  | { selection: SetWorkSelection; kind: 'questions'; body: SetQuestionsRequest };

/**
 * One call per selection (spec §3 set-work state): a quiz for every chosen class at once, or a
 * class's retrieval practice. Call only with a draft without errors.
 */
export function setWorkCalls(draft: SetWorkDraft, schoolId: number): SetWorkCall[] {
  const { globalConfig: c } = draft;
  const startDate = c.startDate ?? '';
  const endDate = c.endDate ?? '';
  const name = draft.selections.length === 1 && draft.customName.trim() ? draft.customName.trim() : undefined;
  const settings = { feedbackMode: c.feedbackMode, askConfidence: c.askConfidence };
  const common = {
    schoolId,
    startDate,
    endDate,
    groupIds: [...c.groupIds],
    ...(c.studentIds && c.studentIds.length > 0 && { studentIds: [...c.studentIds] }),
    ...(name && { name }),
    ...settings,
  };
  return draft.selections.flatMap((selection): SetWorkCall[] => {
    if (selection.source === 'quiz') {
      return [{ selection, kind: 'quiz', quizId: selection.quizId, body: common }];
    }
    if (selection.source === 'scheme') {
      return [{ selection, kind: 'scheme', body: { ...common, topicUnitQuizId: selection.topicUnitQuizId } }];
    }
    if (selection.source === 'questions') {
      return [{ selection, kind: 'questions', body: { ...common, questionIds: [...selection.questionIds] } }];
    }
    if (selection.source === 'retrievalPractice') {
      const body: CreateRetrievalPracticeRequest = { startDate, endDate, ...(name && { name }), ...settings };
      return [{ selection, kind: 'retrievalPractice', groupId: selection.groupId, body }];
    }
    // Flow templates (prerequisite work) are set from the lesson preview, not from this flow.
    return [];
  });
}
