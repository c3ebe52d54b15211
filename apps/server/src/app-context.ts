import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AssignmentsService } from './modules/assignments/assignments.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { ContentService } from './modules/content/content.service.ts';
import type { FlowsService } from './modules/flows/flows.service.ts';
import type { GroupsService } from './modules/groups/groups.service.ts';
import type { InsightActionsService } from './modules/insights/insight-actions.service.ts';
import type { InsightsService } from './modules/insights/insights.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { PlanService } from './modules/plan/plan.service.ts';
import type { QuizSessionsService } from './modules/quiz-sessions/quiz-sessions.service.ts';
import type { RetrievalPracticeService } from './modules/retrieval-practice/retrieval-practice.service.ts';
import type { UsersService } from './modules/users/users.service.ts';
import type { ContextChanges } from './notify-bus/context-changes.ts';

/** What every route module is given: configuration, the database and the services (no hidden globals). */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** Publish here after any write that changes what users/me answers (a user's or a school's context). */
  contextChanges: ContextChanges;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  services: {
    auth: AuthService;
    content: ContentService;
    users: UsersService;
    assignments: AssignmentsService;
    plan: PlanService;
    retrievalPractice: RetrievalPracticeService;
    notifications: NotificationsService;
    quizSessions: QuizSessionsService;
    flows: FlowsService;
    groups: GroupsService;
    insights: InsightsService;
    insightActions: InsightActionsService;
  };
}
