import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ServerModule } from './app-context.ts';
import { installAccessGuards } from './auth/access.ts';
import { makeAuthenticate } from './auth/authenticate.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { makeAuthenticatePartner } from './http/authenticate-partner.ts';
import { registerHealthRoutes } from './http/health.ts';
import { createServer } from './http/server-setup.ts';
import { serveWebApp } from './http/web-app.ts';
import { buildServices } from './module-registry.ts';
import { accountModule } from './modules/account/account.module.ts';
import { assignmentsModule } from './modules/assignments/assignments.module.ts';
import { assistantModule } from './modules/assistant/assistant.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { classNotificationsModule } from './modules/class-notifications/class-notifications.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { dataExportsModule } from './modules/data-exports/data-exports.module.ts';
import { emailConfirmationsModule } from './modules/email-confirmations/email-confirmations.module.ts';
import { emailPreferencesModule } from './modules/email-preferences/email-preferences.module.ts';
import { experimentsModule } from './modules/experiments/experiments.module.ts';
import { flowsModule } from './modules/flows/flows.module.ts';
import { googleSignInModule } from './modules/google-sign-in/google-sign-in.module.ts';
import { graphqlModule } from './modules/graphql/graphql.module.ts';
import { groupsModule } from './modules/groups/groups.module.ts';
import { growthModule } from './modules/growth/growth.module.ts';
import { insightsModule } from './modules/insights/insights.module.ts';
import { invitationsModule } from './modules/invitations/invitations.module.ts';
import { leaguesModule } from './modules/leagues/leagues.module.ts';
import { lessonProgressModule } from './modules/lesson-progress/lesson-progress.module.ts';
import { liveLessonsModule } from './modules/live-lessons/live-lessons.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { parentHomeModule } from './modules/parent-home/parent-home.module.ts';
import { parentInvitationsModule } from './modules/parent-invitations/parent-invitations.module.ts';
import { passwordResetsModule } from './modules/password-resets/password-resets.module.ts';
import { planModule } from './modules/plan/plan.module.ts';
import { predictionsModule } from './modules/predictions/predictions.module.ts';
import { questionBankModule } from './modules/question-bank/question-bank.module.ts';
import { quizSessionsModule } from './modules/quiz-sessions/quiz-sessions.module.ts';
import { retrievalPracticeModule } from './modules/retrieval-practice/retrieval-practice.module.ts';
import { rosterSyncModule } from './modules/roster-sync/roster-sync.module.ts';
import { schoolParentsModule } from './modules/school-parents/school-parents.module.ts';
import { schoolReportsModule } from './modules/school-reports/school-reports.module.ts';
import { schoolSignOnModule } from './modules/school-sign-on/school-sign-on.module.ts';
import { schoolStructureModule } from './modules/school-structure/school-structure.module.ts';
import { schoolStudentsModule } from './modules/school-students/school-students.module.ts';
import { schoolSyncModule } from './modules/school-sync/school-sync.module.ts';
import { schoolTeachersModule } from './modules/school-teachers/school-teachers.module.ts';
import { schoolsModule } from './modules/schools/schools.module.ts';
import { signUpModule } from './modules/sign-up/sign-up.module.ts';
import { studentImportModule } from './modules/student-import/student-import.module.ts';
import { studentProfileModule } from './modules/student-profile/student-profile.module.ts';
import { studentReportsModule } from './modules/student-reports/student-reports.module.ts';
import { supportChatModule } from './modules/support-chat/support-chat.module.ts';
import { syncConnectionsModule } from './modules/sync-connections/sync-connections.module.ts';
import { topicReportsModule } from './modules/topic-reports/topic-reports.module.ts';
import { trackingModule } from './modules/tracking/tracking.module.ts';
import { usageReportModule } from './modules/usage-report/usage-report.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { weeklyInsightsModule } from './modules/weekly-insights/weekly-insights.module.ts';
import { workReviewModule } from './modules/work-review/work-review.module.ts';
import { realtimeModule } from './realtime/realtime.module.ts';
import { buildSharedContext, OrderedLifecycle } from './shared-context.ts';

/**
 * Every module of the server, in build order: a module may use the services of those above it
 * (buildServices names the one asked for too early). A new module adds one line here.
 */
export function appModules(): ServerModule[] {
  return [
    authModule,
    emailConfirmationsModule,
    signUpModule,
    googleSignInModule,
    emailPreferencesModule,
    accountModule,
    passwordResetsModule,
    contentModule,
    assignmentsModule,
    planModule,
    schoolsModule,
    schoolStructureModule,
    supportChatModule,
    schoolTeachersModule,
    parentInvitationsModule,
    invitationsModule,
    usersModule,
    retrievalPracticeModule,
    notificationsModule,
    realtimeModule(),
    quizSessionsModule,
    flowsModule,
    groupsModule,
    classNotificationsModule,
    schoolStudentsModule,
    studentImportModule,
    schoolParentsModule,
    schoolSyncModule,
    syncConnectionsModule,
    rosterSyncModule,
    schoolSignOnModule,
    insightsModule,
    workReviewModule,
    predictionsModule,
    studentProfileModule,
    leaguesModule,
    parentHomeModule,
    studentReportsModule,
    questionBankModule,
    growthModule,
    schoolReportsModule,
    topicReportsModule,
    lessonProgressModule,
    dataExportsModule,
    weeklyInsightsModule,
    assistantModule,
    trackingModule,
    experimentsModule,
    usageReportModule,
    liveLessonsModule,
    graphqlModule,
  ];
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** false in tests and benchmarks; true logs with pino at config.logLevel (to stdout, or to `stream`). */
  logger?: boolean | { stream: DestinationStream };
  /** The cluster worker's id, answered by /healthz so a client can tell which worker its connection reached. */
  worker?: number;
}

/** The server's modules on one Fastify instance; the caller decides when to listen. */
export async function buildApp({
  config,
  database,
  logger = false,
  worker,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createServer(config, logger);
  const lifecycle = new OrderedLifecycle();
  app.addHook('onReady', () => lifecycle.ready());
  app.addHook('onClose', () => lifecycle.close());
  const shared = await buildSharedContext({ config, database, log: app.log, lifecycle });
  const modules = await buildServices(shared, appModules());

  registerHealthRoutes(app, database, worker);
  await app.register(async (scope) => {
    // The one HTTP boundary: every API route declares its access rule, and its guards run first.
    installAccessGuards(app, scope, {
      user: makeAuthenticate(shared.tokens, shared.revocations),
      partner: makeAuthenticatePartner((token) => modules.services.content.partnerFor(token)),
    });
    await modules.registerRoutes(scope);
  });

  await serveWebApp(app, config.webDistDir);
  return app;
}
