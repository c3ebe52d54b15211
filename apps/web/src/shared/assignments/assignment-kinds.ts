import type { AssignmentKind } from '@mathsight/contract/assignments.ts';

/** Every kind of work, in the order the screens offer them. */
export const ASSIGNMENT_KINDS: readonly AssignmentKind[] = [
  'TopicQuiz',
  'DiagnosticQuiz',
  'RetrievalPractice',
];

/** What teachers call each kind of work. */
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  TopicQuiz: 'Topic quiz',
  DiagnosticQuiz: 'Diagnostic quiz',
  RetrievalPractice: 'Retrieval practice',
};

/**
 * One colour per kind, the same on every screen (badges, calendar, dashboard). Filled badges and
 * calendar entries use shade 9, so white text on them passes WCAG AA.
 */
export const ASSIGNMENT_KIND_COLOURS: Record<AssignmentKind, 'indigo' | 'teal' | 'grape'> = {
  TopicQuiz: 'indigo',
  DiagnosticQuiz: 'teal',
  RetrievalPractice: 'grape',
};
