import type { AssignmentKind } from '@mathsight/contract/assignments.ts';

/** Every kind of work, in the order the screens offer them (the plan's filter, the calendar's key). */
export const ASSIGNMENT_KINDS: readonly AssignmentKind[] = [
  'TopicQuiz',
  'DiagnosticQuiz',
  'RetrievalPractice',
  'FollowUp',
  'CustomQuiz',
];

/**
 * The kinds the set-work flow sets; follow-up work is set from Fix. A custom quiz is chosen in the
 * question bank, which opens the flow with its questions (it is not one of the kinds offered).
 */
export type SetWorkKind = Exclude<AssignmentKind, 'FollowUp'>;
export const SET_WORK_KINDS: readonly SetWorkKind[] = ['TopicQuiz', 'DiagnosticQuiz', 'RetrievalPractice'];

/** What teachers and students call each kind of work. */
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  TopicQuiz: 'Topic quiz',
  DiagnosticQuiz: 'Diagnostic quiz',
  RetrievalPractice: 'Retrieval practice',
  FollowUp: 'Follow-up',
  CustomQuiz: 'Custom quiz',
};

/**
 * One colour per kind, the same on every screen (badges, calendar, dashboard). Filled badges and
 * calendar entries use shade 9, so white text on them passes WCAG AA.
 */
export const ASSIGNMENT_KIND_COLOURS: Record<AssignmentKind, 'indigo' | 'teal' | 'grape' | 'pink' | 'cyan'> =
  {
    TopicQuiz: 'indigo',
    DiagnosticQuiz: 'teal',
    RetrievalPractice: 'grape',
    FollowUp: 'pink',
    CustomQuiz: 'cyan',
  };
