import type { Config } from './config.ts';
import type { MailService } from './mail/mail.service.ts';
import type { AccountService } from './modules/account/account.service.ts';
import type { AssignmentsService } from './modules/assignments/assignments.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { ClassNotificationsService } from './modules/class-notifications/class-notifications.service.ts';
import type { ContentService } from './modules/content/content.service.ts';
import type { EmailConfirmationService } from './modules/email-confirmations/email-confirmations.service.ts';
import type { EmailPreferencesService } from './modules/email-preferences/email-preferences.service.ts';
import type { FlowsService } from './modules/flows/flows.service.ts';
import type { GroupsService } from './modules/groups/groups.service.ts';
import type { GrowthService } from './modules/growth/growth.service.ts';
import type { InsightActionsService } from './modules/insights/insight-actions.service.ts';
import type { InsightsService } from './modules/insights/insights.service.ts';
import type { InvitationsService } from './modules/invitations/invitations.service.ts';
import type { LeaguesService } from './modules/leagues/leagues.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { PasswordResetsService } from './modules/password-resets/password-resets.service.ts';
import type { PlanService } from './modules/plan/plan.service.ts';
import type { PredictionsService } from './modules/predictions/predictions.service.ts';
import type { QuestionBankService } from './modules/question-bank/question-bank.service.ts';
import type { QuizSessionsService } from './modules/quiz-sessions/quiz-sessions.service.ts';
import type { RetrievalPracticeService } from './modules/retrieval-practice/retrieval-practice.service.ts';
import type { SchoolParentsService } from './modules/school-parents/school-parents.service.ts';
import type { SchoolReportsService } from './modules/school-reports/school-reports.service.ts';
import type { SchoolStudentsService } from './modules/school-students/school-students.service.ts';
import type { SchoolSyncService } from './modules/school-sync/school-sync.service.ts';
import type { SchoolTeachersService } from './modules/school-teachers/school-teachers.service.ts';
import type { SchoolsService } from './modules/schools/schools.service.ts';
import type { SignUpService } from './modules/sign-up/sign-up.service.ts';
import type { StudentImportService } from './modules/student-import/student-import.service.ts';
import type { StudentProfileService } from './modules/student-profile/student-profile.service.ts';
import type { StudentReportsService } from './modules/student-reports/student-reports.service.ts';
import type { UsersService } from './modules/users/users.service.ts';
import type { WeeklyInsightsService } from './modules/weekly-insights/weekly-insights.service.ts';
import type { WorkReviewService } from './modules/work-review/work-review.service.ts';

/**
 * What every route module is given: the configuration (e.g. the sign-in rate limit) and the services,
 * no hidden globals. Sign-in checks are not here: the access guards run them (http/access.ts). A route
 * module that needs more (the realtime routes: tokens, live answers) is given it explicitly.
 */
export interface AppContext {
  config: Config;
  services: {
    auth: AuthService;
    mail: MailService;
    emailConfirmations: EmailConfirmationService;
    signUp: SignUpService;
    passwordResets: PasswordResetsService;
    emailPreferences: EmailPreferencesService;
    account: AccountService;
    schools: SchoolsService;
    schoolTeachers: SchoolTeachersService;
    invitations: InvitationsService;
    content: ContentService;
    users: UsersService;
    assignments: AssignmentsService;
    plan: PlanService;
    retrievalPractice: RetrievalPracticeService;
    notifications: NotificationsService;
    quizSessions: QuizSessionsService;
    flows: FlowsService;
    groups: GroupsService;
    classNotifications: ClassNotificationsService;
    schoolStudents: SchoolStudentsService;
    studentImport: StudentImportService;
    schoolParents: SchoolParentsService;
    schoolSync: SchoolSyncService;
    insights: InsightsService;
    insightActions: InsightActionsService;
    predictions: PredictionsService;
    studentProfile: StudentProfileService;
    leagues: LeaguesService;
    studentReports: StudentReportsService;
    questionBank: QuestionBankService;
    growth: GrowthService;
    schoolReports: SchoolReportsService;
    workReview: WorkReviewService;
    weeklyInsights: WeeklyInsightsService;
  };
}
