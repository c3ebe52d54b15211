import type { FastifyInstance } from 'fastify';
import type { SessionRevocations } from './auth/session-revocations.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { MailService } from './mail/mail.service.ts';
import type { UnsubscribeTokens } from './mail/unsubscribe-tokens.ts';
import type { AccountService } from './modules/account/account.service.ts';
import type { AssignmentsService } from './modules/assignments/assignments.service.ts';
import type { AssistantService } from './modules/assistant/assistant.service.ts';
import type { DocumentsService } from './modules/assistant/documents/documents.service.ts';
import type { FeedbackReviewService } from './modules/assistant/feedback-review.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { ClassNotificationsService } from './modules/class-notifications/class-notifications.service.ts';
import type { ContentService } from './modules/content/content.service.ts';
import type { DataExportsService } from './modules/data-exports/data-exports.service.ts';
import type { EmailConfirmationService } from './modules/email-confirmations/email-confirmations.service.ts';
import type { EmailPreferencesService } from './modules/email-preferences/email-preferences.service.ts';
import type { ExperimentsService } from './modules/experiments/experiments.service.ts';
import type { FlowsService } from './modules/flows/flows.service.ts';
import type { GoogleSignInService } from './modules/google-sign-in/google-sign-in.service.ts';
import type { GraphqlService } from './modules/graphql/graphql.service.ts';
import type { GroupsService } from './modules/groups/groups.service.ts';
import type { GrowthService } from './modules/growth/growth.service.ts';
import type { InsightActionsService } from './modules/insights/insight-actions.service.ts';
import type { InsightsService } from './modules/insights/insights.service.ts';
import type { InvitationsService } from './modules/invitations/invitations.service.ts';
import type { LeaguesService } from './modules/leagues/leagues.service.ts';
import type { LessonProgressService } from './modules/lesson-progress/lesson-progress.service.ts';
import type { LiveLessonHub } from './modules/live-lessons/live-lesson-hub.ts';
import type { LiveLessonsService } from './modules/live-lessons/live-lessons.service.ts';
import type { LiveVotesService } from './modules/live-lessons/live-votes.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { ParentHomeService } from './modules/parent-home/parent-home.service.ts';
import type { ParentInvitationsService } from './modules/parent-invitations/parent-invitations.service.ts';
import type { PasswordResetsService } from './modules/password-resets/password-resets.service.ts';
import type { PlanService } from './modules/plan/plan.service.ts';
import type { PredictionsService } from './modules/predictions/predictions.service.ts';
import type { QuestionBankService } from './modules/question-bank/question-bank.service.ts';
import type { QuizSessionsService } from './modules/quiz-sessions/quiz-sessions.service.ts';
import type { RetrievalPracticeService } from './modules/retrieval-practice/retrieval-practice.service.ts';
import type { RoutineService } from './modules/retrieval-practice/routine.service.ts';
import type { RosterSyncService } from './modules/roster-sync/roster-sync.service.ts';
import type { SchoolParentsService } from './modules/school-parents/school-parents.service.ts';
import type { SchoolReportsService } from './modules/school-reports/school-reports.service.ts';
import type { SchoolSignOnService } from './modules/school-sign-on/school-sign-on.service.ts';
import type { SchoolStructureService } from './modules/school-structure/school-structure.service.ts';
import type { SchoolStudentsService } from './modules/school-students/school-students.service.ts';
import type { SchoolSyncService } from './modules/school-sync/school-sync.service.ts';
import type { SchoolTeachersService } from './modules/school-teachers/school-teachers.service.ts';
import type { SchoolsService } from './modules/schools/schools.service.ts';
import type { SignUpService } from './modules/sign-up/sign-up.service.ts';
import type { StudentImportService } from './modules/student-import/student-import.service.ts';
import type { StudentProfileService } from './modules/student-profile/student-profile.service.ts';
import type { StudentReportsService } from './modules/student-reports/student-reports.service.ts';
import type { SupportChatService } from './modules/support-chat/support-chat.service.ts';
import type { SyncConnectionsService } from './modules/sync-connections/sync-connections.service.ts';
import type { TopicReportsService } from './modules/topic-reports/topic-reports.service.ts';
import type { TrackingService } from './modules/tracking/tracking.service.ts';
import type { UsageReportService } from './modules/usage-report/usage-report.service.ts';
import type { UsersService } from './modules/users/users.service.ts';
import type { WeeklyInsightsService } from './modules/weekly-insights/weekly-insights.service.ts';
import type { WorkReviewService } from './modules/work-review/work-review.service.ts';
import type { ContextChanges } from './notify-bus/context-changes.ts';
import type { ReportCache } from './reporting/report-cache.ts';
import type { SchoolAccessService } from './school-access/school-access.service.ts';
import type { ClassMembership } from './school-members/class-membership.ts';

/** Every module's service by name: what a module may ask of the modules listed before it. */
export interface Services {
  auth: AuthService;
  emailConfirmations: EmailConfirmationService;
  signUp: SignUpService;
  googleSignIn: GoogleSignInService;
  passwordResets: PasswordResetsService;
  emailPreferences: EmailPreferencesService;
  account: AccountService;
  schools: SchoolsService;
  schoolTeachers: SchoolTeachersService;
  parentInvitations: ParentInvitationsService;
  invitations: InvitationsService;
  content: ContentService;
  users: UsersService;
  assignments: AssignmentsService;
  plan: PlanService;
  retrievalPractice: RetrievalPracticeService;
  routine: RoutineService;
  notifications: NotificationsService;
  quizSessions: QuizSessionsService;
  flows: FlowsService;
  groups: GroupsService;
  graphql: GraphqlService;
  classNotifications: ClassNotificationsService;
  schoolStudents: SchoolStudentsService;
  studentImport: StudentImportService;
  schoolParents: SchoolParentsService;
  schoolSync: SchoolSyncService;
  schoolStructure: SchoolStructureService;
  supportChat: SupportChatService;
  syncConnections: SyncConnectionsService;
  rosterSync: RosterSyncService;
  schoolSignOn: SchoolSignOnService;
  insights: InsightsService;
  insightActions: InsightActionsService;
  predictions: PredictionsService;
  studentProfile: StudentProfileService;
  leagues: LeaguesService;
  parentHome: ParentHomeService;
  studentReports: StudentReportsService;
  questionBank: QuestionBankService;
  growth: GrowthService;
  schoolReports: SchoolReportsService;
  topicReports: TopicReportsService;
  lessonProgress: LessonProgressService;
  dataExports: DataExportsService;
  workReview: WorkReviewService;
  weeklyInsights: WeeklyInsightsService;
  assistant: AssistantService;
  feedbackReview: FeedbackReviewService;
  assistantDocuments: DocumentsService;
  tracking: TrackingService;
  experiments: ExperimentsService;
  usageReport: UsageReportService;
  liveLessons: LiveLessonsService;
  liveVotes: LiveVotesService;
  liveLessonHub: LiveLessonHub;
}

/** What the server's log is asked for: Fastify's logger in the server, a console or nothing in jobs. */
export interface ServerLog {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
}

/** Work a module starts with the server and stops with it (timers, listeners, queues to drain). */
export interface Lifecycle {
  onReady(start: () => void | Promise<void>): void;
  /** Run after the requests have stopped, last added first: modules' stops before the shared channels'. */
  onClose(stop: () => void | Promise<void>): void;
}

/**
 * What every module is built from (shared-context.ts builds it once): configuration, the database,
 * sign-in, the school-access cache, the context channels, mail and the one owner of class
 * membership. No hidden globals: a module needing anything else builds it from these.
 */
export interface SharedContext {
  config: Config;
  database: Database;
  log: ServerLog;
  lifecycle: Lifecycle;
  tokens: TokenService;
  revocations: SessionRevocations;
  /** A user's or school's context (users/me, access, plan pages) changed: every node's caches evict. */
  contextChanges: ContextChanges;
  /** A school's set work changed: plan pages evict, users/me stays (decision 0005). */
  workChanges: ContextChanges;
  access: SchoolAccessService;
  /** A school's report figures, shared by its teachers for a few seconds (decision 0043). */
  reports: ReportCache;
  membership: ClassMembership;
  mail: MailService;
  unsubscribeTokens: UnsubscribeTokens;
  /** The simulator's clock; the server's is the wall clock. */
  now?: () => Date;
}

/**
 * One module's registration (`<name>.module.ts`, issue 25): it builds its repositories and services
 * from the shared context and the services of modules listed before it, registers its routes (each
 * routes file receives its own service; the access guards are on the scope already) and subscribes
 * to what it listens to. app.ts lists the modules; test worlds, the simulator and jobs build them
 * with buildServices (module-registry.ts).
 */
export interface ServerModule<Own extends Partial<Services> = Partial<Services>> {
  readonly name: string;
  build(shared: SharedContext, earlier: Services): Own | Promise<Own>;
  routes?(scope: FastifyInstance, own: Own, shared: SharedContext, earlier: Services): Promise<void>;
}

/** Types a module's registration from what its build returns. */
export function defineModule<Own extends Partial<Services>>(module: ServerModule<Own>): ServerModule<Own> {
  return module;
}
