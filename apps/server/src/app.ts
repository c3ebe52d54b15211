import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { AssignmentList, HomeworkInsightsResponse } from '@mathsight/contract/assignments.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppContext } from './app-context.ts';
import { installAccessGuards } from './auth/access.ts';
import { makeAuthenticate } from './auth/authenticate.ts';
import { ChatSupportIdentity } from './auth/chat-support.ts';
import { RevokedSessionsRepository } from './auth/revoked-sessions.repository.ts';
import { loadOrCreateSecret } from './auth/secrets.ts';
import { SessionRevocations } from './auth/session-revocations.ts';
import { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { makeAuthenticatePartner } from './http/authenticate-partner.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { MESSAGES } from './http/errors.ts';
import { registerHealthRoutes } from './http/health.ts';
import { CREDENTIAL_HEADER_PATHS, RequestLogRedaction } from './http/log-redaction.ts';
import type { SerialisedJson } from './http/serialised-json.ts';
import { AnswerFolds } from './jobs/answer-folds.ts';
import { WeeklyInsightsScheduler } from './jobs/weekly-insights-scheduler.ts';
import { LiveAnswersRepository } from './live-answers/live-answers.repository.ts';
import { LiveAnswers } from './live-answers/live-answers.ts';
import { MailRepository } from './mail/mail.repository.ts';
import { MailService } from './mail/mail.service.ts';
import { UnsubscribeTokens } from './mail/unsubscribe-tokens.ts';
import { AccountRepository } from './modules/account/account.repository.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AssignmentsRepository } from './modules/assignments/assignments.repository.ts';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.ts';
import { AssignmentsService } from './modules/assignments/assignments.service.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { ClassNotificationsRepository } from './modules/class-notifications/class-notifications.repository.ts';
import { classNotificationsRoutes } from './modules/class-notifications/class-notifications.routes.ts';
import { ClassNotificationsService } from './modules/class-notifications/class-notifications.service.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { EmailConfirmationsRepository } from './modules/email-confirmations/email-confirmations.repository.ts';
import { emailConfirmationsRoutes } from './modules/email-confirmations/email-confirmations.routes.ts';
import { EmailConfirmationService } from './modules/email-confirmations/email-confirmations.service.ts';
import { EmailPreferencesRepository } from './modules/email-preferences/email-preferences.repository.ts';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes.ts';
import { EmailPreferencesService } from './modules/email-preferences/email-preferences.service.ts';
import { FlowsRepository } from './modules/flows/flows.repository.ts';
import { flowsRoutes } from './modules/flows/flows.routes.ts';
import { FlowsService } from './modules/flows/flows.service.ts';
import { GroupsRepository } from './modules/groups/groups.repository.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { GrowthRepository } from './modules/growth/growth.repository.ts';
import { growthRoutes } from './modules/growth/growth.routes.ts';
import { GrowthService } from './modules/growth/growth.service.ts';
import { InsightActionsService } from './modules/insights/insight-actions.service.ts';
import { InsightsRepository } from './modules/insights/insights.repository.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { InsightsService } from './modules/insights/insights.service.ts';
import { InvitationsRepository } from './modules/invitations/invitations.repository.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { InvitationsService } from './modules/invitations/invitations.service.ts';
import { LeaguesRepository } from './modules/leagues/leagues.repository.ts';
import { leaguesRoutes } from './modules/leagues/leagues.routes.ts';
import { LeaguesService } from './modules/leagues/leagues.service.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { PasswordResetsRepository } from './modules/password-resets/password-resets.repository.ts';
import { passwordResetsRoutes } from './modules/password-resets/password-resets.routes.ts';
import { PasswordResetsService } from './modules/password-resets/password-resets.service.ts';
import { PlanRepository } from './modules/plan/plan.repository.ts';
import { PlanService } from './modules/plan/plan.service.ts';
import { PredictionsRepository } from './modules/predictions/predictions.repository.ts';
import { predictionsRoutes } from './modules/predictions/predictions.routes.ts';
import { PredictionsService } from './modules/predictions/predictions.service.ts';
import { QuestionBankRepository } from './modules/question-bank/question-bank.repository.ts';
import { questionBankRoutes } from './modules/question-bank/question-bank.routes.ts';
import { QuestionBankService } from './modules/question-bank/question-bank.service.ts';
import { QuizSessionsRepository } from './modules/quiz-sessions/quiz-sessions.repository.ts';
import { quizSessionsRoutes } from './modules/quiz-sessions/quiz-sessions.routes.ts';
import { QuizSessionsService } from './modules/quiz-sessions/quiz-sessions.service.ts';
import { RetrievalPracticeRepository } from './modules/retrieval-practice/retrieval-practice.repository.ts';
import { retrievalPracticeRoutes } from './modules/retrieval-practice/retrieval-practice.routes.ts';
import { RetrievalPracticeService } from './modules/retrieval-practice/retrieval-practice.service.ts';
import { SchoolParentsRepository } from './modules/school-parents/school-parents.repository.ts';
import { schoolParentsRoutes } from './modules/school-parents/school-parents.routes.ts';
import { SchoolParentsService } from './modules/school-parents/school-parents.service.ts';
import { SchoolReportsRepository } from './modules/school-reports/school-reports.repository.ts';
import { schoolReportsRoutes } from './modules/school-reports/school-reports.routes.ts';
import { SchoolReportsService } from './modules/school-reports/school-reports.service.ts';
import { SchoolStudentsRepository } from './modules/school-students/school-students.repository.ts';
import { schoolStudentsRoutes } from './modules/school-students/school-students.routes.ts';
import { SchoolStudentsService } from './modules/school-students/school-students.service.ts';
import { SchoolSyncRepository } from './modules/school-sync/school-sync.repository.ts';
import { schoolSyncRoutes } from './modules/school-sync/school-sync.routes.ts';
import { SchoolSyncService } from './modules/school-sync/school-sync.service.ts';
import { SchoolTeachersRepository } from './modules/school-teachers/school-teachers.repository.ts';
import { schoolTeachersRoutes } from './modules/school-teachers/school-teachers.routes.ts';
import { SchoolTeachersService } from './modules/school-teachers/school-teachers.service.ts';
import { SchoolsRepository } from './modules/schools/schools.repository.ts';
import { schoolsRoutes } from './modules/schools/schools.routes.ts';
import { SchoolsService } from './modules/schools/schools.service.ts';
import { SignUpRepository } from './modules/sign-up/sign-up.repository.ts';
import { signUpRoutes } from './modules/sign-up/sign-up.routes.ts';
import { SignUpService } from './modules/sign-up/sign-up.service.ts';
import { StudentImportRepository } from './modules/student-import/student-import.repository.ts';
import { studentImportRoutes } from './modules/student-import/student-import.routes.ts';
import { StudentImportService } from './modules/student-import/student-import.service.ts';
import { StudentProfileRepository } from './modules/student-profile/student-profile.repository.ts';
import { studentProfileRoutes } from './modules/student-profile/student-profile.routes.ts';
import { StudentProfileService } from './modules/student-profile/student-profile.service.ts';
import { StudentReportsRepository } from './modules/student-reports/student-reports.repository.ts';
import { studentReportsRoutes } from './modules/student-reports/student-reports.routes.ts';
import { StudentReportsService } from './modules/student-reports/student-reports.service.ts';
import { MeCache } from './modules/users/me-cache.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { WeeklyInsightsRepository } from './modules/weekly-insights/weekly-insights.repository.ts';
import { weeklyInsightsRoutes } from './modules/weekly-insights/weekly-insights.routes.ts';
import { WeeklyInsightsService } from './modules/weekly-insights/weekly-insights.service.ts';
import { WorkReviewRepository } from './modules/work-review/work-review.repository.ts';
import { workReviewRoutes } from './modules/work-review/work-review.routes.ts';
import { WorkReviewService } from './modules/work-review/work-review.service.ts';
import { type ContextChange, ContextChanges, WORK_CHANNEL } from './notify-bus/context-changes.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { EffortReader } from './reporting/effort/effort-reader.ts';
import { SchoolAccessRepository } from './school-access/school-access.repository.ts';
import { SchoolAccessService } from './school-access/school-access.service.ts';
import { SchoolCache } from './school-access/school-cache.ts';
import { serializeError } from './shared/redact-error.ts';
import type { SchoolAccess } from './shared/school-access.ts';

/** The headers every answer carries; the web page gets helmet's full set, CSP included. */
const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const;

/** Calls, not pages: never cached, and never answered with the web app. */
const API_PATH = /^\/(api|flow|functions|graphql)(\/|$)/;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** false in tests and benchmarks; true logs with pino at config.logLevel (to stdout, or to `stream`). */
  logger?: boolean | { stream: DestinationStream };
  /** The cluster worker's id, answered by /healthz so a client can tell which worker its connection reached. */
  worker?: number;
}

/** Wires the services and routes onto one Fastify instance; the caller decides when to listen. */
export async function buildApp({
  config,
  database,
  logger = false,
  worker,
}: BuildAppOptions): Promise<FastifyInstance> {
  // The log holds no secret (decision 0024): no query value, no secret path parameter, no SQL values.
  const requestLog = new RequestLogRedaction();
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: CREDENTIAL_HEADER_PATHS,
          serializers: { req: requestLog.serialize, err: serializeError, error: serializeError },
          ...(typeof logger === 'object' && { stream: logger.stream }),
        }
      : false,
    // Only a configured proxy's X-Forwarded-For is believed (TRUST_PROXY); request.ip is the socket's otherwise.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  // Before any route: the request log learns which routes carry a secret in their path.
  app.addHook('onRoute', requestLog.noteRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('caller', null);
  registerErrorHandler(app);

  // The spec's client headers say which app and API version called; they go into every request's log line.
  app.addHook('onRequest', async (request) => {
    const source = request.headers['x-source'];
    if (source) request.log = request.log.child({ source, apiVersion: request.headers['x-api-version'] });
  });

  // Helmet's full set (CSP and the rest) is applied to the HTML page only (serveWebApp): run on every
  // call it cost more than half the throughput of a cached read (measured: 11k → 4.6k req/s on /healthz).
  // Every answer still carries the headers that matter for JSON and static files, set from one constant.
  // API answers are personal and current: no browser or proxy keeps them (a route may set its own).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BASE_SECURITY_HEADERS);
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
  // Every HTML answer gets the page headers, CSP included, however it is asked for: the web app's
  // index.html (by any path, or directly from the static files) and the API docs.
  // A callback hook: the JSON answers that pass straight through cost no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (
      typeof type !== 'string' ||
      !type.startsWith('text/html') ||
      reply.hasHeader('content-security-policy')
    ) {
      done(null, payload);
      return;
    }
    Promise.resolve(reply.helmet()).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the live-answers socket on this host (ws:/wss: of the same origin).
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // Answers of 4 KB or more go compressed to clients that ask (browsers do): the results grid of a
  // year group is 1.5 MB of JSON. Brotli at quality 4 keeps the cost to a few milliseconds; the web
  // app's files are compressed once at build time (serveWebApp).
  await app.register(compress, {
    threshold: 4096,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Mathsight API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const tokens = new TokenService(await loadOrCreateSecret(database.db, 'jwt'), {
    accessSeconds: config.accessTokenTtlSeconds,
    refreshSeconds: config.refreshTokenTtlSeconds,
  });
  // Ended sign-ins, known in memory: an access token stops at once, at no query per call (decision 0025).
  const revocations = new SessionRevocations(new RevokedSessionsRepository(database.db), database, {
    accessTokenSeconds: config.accessTokenTtlSeconds,
    log: app.log,
  });
  await revocations.start();
  app.addHook('onClose', () => revocations.stop());
  const contextChanges = new ContextChanges(database);
  await contextChanges.start();
  const meCache = new MeCache();
  contextChanges.onChange((change) => meCache.evict(change));
  app.addHook('onClose', () => contextChanges.stop());

  // Set work has its own NOTIFY channel: a school's work changing must not evict users/me (decision 0005).
  const workChanges = new ContextChanges(database, WORK_CHANNEL);
  await workChanges.start();
  app.addHook('onClose', () => workChanges.stop());
  const planPages = {
    list: new SchoolCache<SerialisedJson<AssignmentList>>(config.planCacheSeconds * 1000),
    homeworkInsights: new SchoolCache<SerialisedJson<HomeworkInsightsResponse>>(
      config.planCacheSeconds * 1000,
    ),
  };
  const schoolAccess = new SchoolCache<SchoolAccess | null>(config.accessCacheSeconds * 1000);
  const evictPlanPages = (change: ContextChange) => {
    planPages.list.evict(change);
    planPages.homeworkInsights.evict(change);
  };
  workChanges.onChange(evictPlanPages);
  contextChanges.onChange((change) => {
    evictPlanPages(change);
    schoolAccess.evict(change);
  });
  // Back after a lost database connection: the evictions published meanwhile were never heard here.
  const clearPlanPages = () => {
    planPages.list.clear();
    planPages.homeworkInsights.clear();
  };
  workChanges.onResubscribed(clearPlanPages);
  contextChanges.onResubscribed(() => {
    meCache.clear();
    clearPlanPages();
    schoolAccess.clear();
  });

  const content = new ContentService(new ContentRepository(database.db));
  // Who a teacher is in a school: one service every module asks (school-access/).
  const access = new SchoolAccessService(new SchoolAccessRepository(database.db), schoolAccess);
  const assignments = new AssignmentsService(new AssignmentsRepository(database.db), access, {
    workChanges,
  });
  const plan = new PlanService(new PlanRepository(database.db), access, { pages: planPages });
  // Live answers: every node hears every stored answer (NOTIFY) and forwards it to its subscribed sockets.
  const quizSessionsRepository = new QuizSessionsRepository(database.db);
  const liveAnswers = new LiveAnswers(database, new LiveAnswersRepository(database.db), access);
  await liveAnswers.start();
  app.addHook('onClose', async () => {
    // Answers stored just before shutdown still reach the other nodes' live screens.
    await quizSessionsRepository.answers.idle();
    await liveAnswers.stop();
  });
  const quizSessions = new QuizSessionsService(quizSessionsRepository);
  const insightsRepository = new InsightsRepository(database.db);
  const insights = new InsightsService(insightsRepository, access);
  // Email: every message through one service (outbox, then SMTP when configured); built before the
  // services that send, which are given it.
  const unsubscribeTokens = new UnsubscribeTokens(await loadOrCreateSecret(database.db, 'unsubscribe'));
  const mail = new MailService(new MailRepository(database.db), config, unsubscribeTokens, app.log);
  const auth = new AuthService(new AuthRepository(database.db), tokens, revocations, config);
  const emailConfirmations = new EmailConfirmationService(
    new EmailConfirmationsRepository(database.db),
    mail,
    contextChanges,
    config,
  );
  const emailPreferences = new EmailPreferencesService(
    new EmailPreferencesRepository(database.db),
    unsubscribeTokens,
  );
  const weeklyInsights = new WeeklyInsightsService(
    new WeeklyInsightsRepository(database.db),
    access,
    mail,
    config,
    app.log,
  );
  if (config.weeklyInsightsEmails) {
    // The Monday email (decision 0019): checked every few minutes once the server is up, stopped on close.
    const scheduler = new WeeklyInsightsScheduler(
      (week, signal) => weeklyInsights.sendWeek(week, { signal }),
      {
        everyMs: config.weeklyInsightsCheckMinutes * 60_000,
        log: app.log,
      },
    );
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', () => scheduler.stop());
  }
  if (config.answerFolds) {
    // Decision 0022: every process runs the timer; each fold's advisory lock keeps one folder at a time.
    const folds = new AnswerFolds(database.db, { everyMs: config.answerFoldSeconds * 1000, log: app.log });
    app.addHook('onReady', async () => folds.start());
    app.addHook('onClose', () => folds.stop());
  }
  const ctx: AppContext = {
    config,
    services: {
      auth,
      mail,
      emailConfirmations,
      signUp: new SignUpService(new SignUpRepository(database.db), auth, emailConfirmations, config),
      emailPreferences,
      account: new AccountService(
        new AccountRepository(database.db),
        auth,
        emailConfirmations,
        emailPreferences,
        mail,
        contextChanges,
        revocations,
        config,
      ),
      passwordResets: new PasswordResetsService(
        new PasswordResetsRepository(database.db),
        mail,
        revocations,
        config,
        app.log,
      ),
      schools: new SchoolsService(new SchoolsRepository(database.db), access, mail, contextChanges, config),
      schoolTeachers: new SchoolTeachersService(
        new SchoolTeachersRepository(database.db),
        access,
        mail,
        contextChanges,
        config,
      ),
      invitations: new InvitationsService(
        new InvitationsRepository(database.db),
        auth,
        assignments,
        access,
        mail,
        contextChanges,
        config,
      ),
      content,
      users: new UsersService(
        new UsersRepository(database.db),
        new ChatSupportIdentity(await loadOrCreateSecret(database.db, 'chat-support')),
        contextChanges,
        meCache,
      ),
      assignments,
      plan,
      retrievalPractice: new RetrievalPracticeService(
        new RetrievalPracticeRepository(database.db),
        assignments,
        plan,
        access,
        content,
      ),
      notifications: new NotificationsService(new NotificationsRepository(database.db)),
      quizSessions,
      flows: new FlowsService(new FlowsRepository(database.db), {
        quizSessions,
        schoolAccess: access,
        delays: config.flowDelays,
      }),
      groups: new GroupsService(new GroupsRepository(database.db), access, {
        argon2: config.argon2,
        // As the other writers of class membership: the work and every users/me of the school follow
        // (students pasted into a class were counted a minute late on the dashboard and in Set work).
        membersChanged: async (schoolId) => {
          await assignments.classMembersChanged(schoolId);
          await contextChanges.publish({ schoolId });
        },
        contextChanges,
      }),
      classNotifications: new ClassNotificationsService(
        new ClassNotificationsRepository(database.db),
        access,
      ),
      schoolStudents: new SchoolStudentsService(new SchoolStudentsRepository(database.db), access, {
        membersChanged: async (schoolId) => {
          await assignments.classMembersChanged(schoolId);
          await contextChanges.publish({ schoolId });
        },
        argon2: config.argon2,
        sessionsEnded: (sessionIds) => revocations.ended(sessionIds),
      }),
      studentImport: new StudentImportService(new StudentImportRepository(database.db), access, {
        argon2: config.argon2,
        publicUrl: config.publicUrl,
        membersChanged: async (schoolId) => {
          await assignments.classMembersChanged(schoolId);
          await contextChanges.publish({ schoolId });
        },
      }),
      schoolParents: new SchoolParentsService(new SchoolParentsRepository(database.db), access),
      schoolSync: new SchoolSyncService(new SchoolSyncRepository(database.db), access),
      insights,
      insightActions: new InsightActionsService(insightsRepository, assignments, access, { workChanges }),
      workReview: new WorkReviewService(new WorkReviewRepository(database.db), insights),
      predictions: new PredictionsService(new PredictionsRepository(database.db), access),
      studentProfile: new StudentProfileService(
        new StudentProfileRepository(database.db),
        access,
        new EffortReader(database.db),
      ),
      weeklyInsights,
      leagues: new LeaguesService(new LeaguesRepository(database.db), access, new EffortReader(database.db)),
      studentReports: new StudentReportsService(
        new StudentReportsRepository(database.db),
        access,
        new EffortReader(database.db),
      ),
      questionBank: new QuestionBankService(new QuestionBankRepository(database.db), assignments, access),
      growth: new GrowthService(database.db, new GrowthRepository(database.db), access),
      schoolReports: new SchoolReportsService(new SchoolReportsRepository(database.db), access),
    },
  };

  registerHealthRoutes(app, database, worker);
  await app.register(async (scope) => {
    // The one HTTP boundary: every API route declares its access rule, and its guards run first.
    installAccessGuards(app, scope, {
      user: makeAuthenticate(tokens, revocations),
      partner: makeAuthenticatePartner((token) => content.partnerFor(token)),
    });
    await authRoutes(scope, ctx);
    await signUpRoutes(scope, ctx);
    await emailConfirmationsRoutes(scope, ctx);
    await schoolsRoutes(scope, ctx);
    await schoolTeachersRoutes(scope, ctx);
    await passwordResetsRoutes(scope, ctx);
    await emailPreferencesRoutes(scope, ctx);
    await accountRoutes(scope, ctx);
    await invitationsRoutes(scope, ctx);
    await usersRoutes(scope, ctx);
    await contentRoutes(scope, ctx);
    await assignmentsRoutes(scope, ctx);
    await retrievalPracticeRoutes(scope, ctx);
    await notificationsRoutes(scope, ctx);
    await quizSessionsRoutes(scope, ctx);
    await groupsRoutes(scope, ctx);
    await classNotificationsRoutes(scope, ctx);
    await schoolStudentsRoutes(scope, ctx);
    await studentImportRoutes(scope, ctx);
    await schoolParentsRoutes(scope, ctx);
    await schoolSyncRoutes(scope, ctx);
    await insightsRoutes(scope, ctx);
    await predictionsRoutes(scope, ctx);
    await studentProfileRoutes(scope, ctx);
    await leaguesRoutes(scope, ctx);
    await studentReportsRoutes(scope, ctx);
    await questionBankRoutes(scope, ctx);
    await growthRoutes(scope, ctx);
    await schoolReportsRoutes(scope, ctx);
    await workReviewRoutes(scope, ctx);
    await weeklyInsightsRoutes(scope, ctx);
    await realtimeRoutes(scope, { tokens, revocations, live: liveAnswers });
    await flowsRoutes(scope, ctx);
  });

  await serveWebApp(app, config.webDistDir);
  return app;
}

/** Fastify's trustProxy; a hop count becomes the function Fastify builds for one (its types omit numbers). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** In production the built single-page app is served from the same origin; unknown pages get index.html. */
async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies apps/web/scripts/precompress.mjs wrote beside each file.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite names every file under assets/ by its content hash: a new build means new names.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (hasBuild && request.method === 'GET' && !API_PATH.test(request.url)) {
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}
