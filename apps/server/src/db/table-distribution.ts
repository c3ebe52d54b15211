/**
 * Where each table would live if Mathsight outgrew one PostgreSQL primary and moved to Citus
 * (docs/scale.md, issue 33 point 6). `school-table-distribution.test.ts` holds this list to the
 * schema: every table is placed, a table placed by school has a `school_id`, and the document names
 * every table that is not distributed by school under its own heading.
 *
 * - `school`: distributed by `school_id`, colocated, so every query of one school runs on one shard.
 * - `reference`: shared content, copied to every node (Citus reference tables); written only by the
 *   content sync, never by a request.
 * - `account`: people and sign-in, not owned by one school (a teacher of two schools, a parent of
 *   children at two schools): kept on the coordinator, keyed by user.
 * - `calibration`: the questions' difficulties, learnt from every school's answers: the one write that
 *   crosses schools by design (decision 0014).
 * - `needsSchoolId`: school data that today reaches its school only through a parent row; it needs a
 *   `school_id` column before it can be distributed.
 */
export type TablePlacement = 'school' | 'reference' | 'account' | 'calibration' | 'needsSchoolId';

export const TABLE_PLACEMENT: Record<string, TablePlacement> = {
  // School data, every row carrying its school.
  schools: 'school',
  groups: 'school',
  students: 'school',
  teachers: 'school',
  departments: 'school',
  invitations: 'school',
  assignments: 'school',
  assignment_groups: 'school',
  assignment_students: 'school',
  assignment_questions: 'school',
  school_assignment_settings: 'school',
  quiz_sessions: 'school',
  student_answers: 'school',
  practice_answers: 'school',
  answer_feedback: 'school',
  mark_corrections: 'school',
  group_students: 'school',
  group_teachers: 'school',
  group_year_groups: 'school',
  parent_students: 'school',
  class_messages: 'school',
  class_message_recipients: 'school',
  live_lessons: 'school',
  live_lesson_questions: 'school',
  live_lesson_members: 'school',
  live_lesson_votes: 'school',
  notifications: 'school',
  feature_flags: 'school',
  student_imports: 'school',
  student_baselines: 'school',
  student_effort_weeks: 'school',
  student_measure_weeks: 'school',
  student_misconceptions: 'school',
  student_topic_measures: 'school',
  student_strand_measures: 'school',
  report_answer_deltas: 'school',
  report_class_topic_weeks: 'school',
  report_misconception_weeks: 'school',
  report_school_misconception_weeks: 'school',
  flow_generator_sessions: 'school',
  assistant_conversations: 'school',
  assistant_messages: 'school',
  assistant_feedback: 'school',
  tracking_events: 'school',
  sync_connections: 'school',
  sync_links: 'school',
  sync_runs: 'school',
  // Shared content.
  subjects: 'reference',
  topic_units: 'reference',
  topic_tags: 'reference',
  topic_unit_tags: 'reference',
  topic_pathway_collections: 'reference',
  collection_topic_units: 'reference',
  constructs: 'reference',
  questions: 'reference',
  question_answers: 'reference',
  misconceptions: 'reference',
  quizzes: 'reference',
  quiz_questions: 'reference',
  schemes: 'reference',
  scheme_labels: 'reference',
  scheme_quizzes: 'reference',
  holiday_units: 'reference',
  country_year_groups: 'reference',
  content_version: 'reference',
  partners: 'reference',
  // People and sign-in.
  users: 'account',
  user_state: 'account',
  user_identities: 'account',
  refresh_tokens: 'account',
  revoked_sessions: 'account',
  password_resets: 'account',
  email_confirmations: 'account',
  email_preferences: 'account',
  email_outbox: 'account',
  parents: 'account',
  parent_link_endings: 'account',
  login_failures: 'account',
  google_tickets: 'account',
  oauth_flows: 'account',
  sign_on_tickets_spent: 'account',
  clever_user_links: 'account',
  server_secrets: 'account',
  weekly_insight_sends: 'account',
  experiment_assignments: 'account',
  // Learnt from every school's answers.
  question_measures: 'calibration',
  question_measure_steps: 'calibration',
  // School data without its own school_id today.
  flow_items: 'needsSchoolId',
  flow_tutor_hints: 'needsSchoolId',
};

/**
 * School tables whose `school_id` may be empty (a visitor's tracking event, a product-wide flag, a
 * practice session outside any school): Citus refuses a row without its distribution column, so each
 * needs a home of its own first (docs/scale.md).
 */
export const NULLABLE_SCHOOL_ID = ['feature_flags', 'flow_generator_sessions', 'tracking_events'];

/** The heading in docs/scale.md under which each placement's tables are listed. */
export const PLACEMENT_HEADINGS: Record<Exclude<TablePlacement, 'school'>, string> = {
  reference: '### Reference tables',
  account: '### Account tables',
  calibration: '### Calibration tables',
  needsSchoolId: '### School data without a school_id',
};
