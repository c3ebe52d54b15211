import { liveLessonPaths as paths } from '@mathsight/contract/live-lessons.paths.ts';
import {
  HubClientMessageSchema,
  type HubServerMessage,
  HubViewSchema,
  NegotiateQuerySchema,
  NegotiateResponseSchema,
} from '@mathsight/contract/live-lessons.ts';
import { REALTIME_TOKEN_TTL_SECONDS } from '@mathsight/contract/quiz-sessions.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Caller, callerOf } from '../../auth/authenticate.ts';
import type { SessionRevocations } from '../../auth/session-revocations.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { HttpError, MESSAGES, unauthorised } from '../../http/errors.ts';
import type { LiveLessonHub } from './live-lesson-hub.ts';
import type { LiveLessonsService } from './live-lessons.service.ts';

export interface HubDeps {
  liveLessons: LiveLessonsService;
  hub: LiveLessonHub;
  tokens: Pick<TokenService, 'issueRealtime' | 'verify'>;
  revocations: Pick<SessionRevocations, 'isRevoked'>;
}

/**
 * Spec §7 "negotiate for realtime hubs" and §6 (the live lesson connection only for teachers and the
 * students in the lesson): negotiate checks the caller against the lesson and the view asked for
 * (teachers of the class: board or teacher; joined students: student; anyone else 404, parents 403)
 * and answers a short-lived realtime token of the caller's sign-in (so signing out stops it, decision
 * 0025). The socket checks the token and the lesson again when it opens (4401, 4404), then sends the
 * current state and every change.
 */
export async function liveLessonHubRoutes(app: FastifyInstance, deps: HubDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { liveLessons, hub, tokens, revocations } = deps;

  r.post(
    paths.negotiate,
    {
      config: { access: 'teacherOrStudent' },
      schema: {
        tags: ['live-lessons'],
        querystring: NegotiateQuerySchema,
        response: { 200: NegotiateResponseSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!caller.sessionId) throw unauthorised();
      const { liveLessonId, view } = request.query;
      await liveLessons.viewerOf(caller, liveLessonId, view);
      const { token, expiresAt } = await tokens.issueRealtime(
        caller.userId,
        caller.roles,
        REALTIME_TOKEN_TTL_SECONDS,
        caller.sessionId,
      );
      return {
        url: `${paths.hub}?liveLessonId=${liveLessonId}&view=${view}`,
        accessToken: token,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },
  );

  r.get(
    paths.hub,
    {
      websocket: true,
      // Public to the HTTP guards: a browser cannot set headers on a socket, so the token comes in the query.
      config: { access: 'public' },
      schema: {
        hide: true,
        querystring: z.object({
          token: z.string().optional(),
          liveLessonId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          view: HubViewSchema.optional(),
        }),
      },
    },
    (socket, request) => {
      const send = (message: HubServerMessage) => socket.send(JSON.stringify(message));
      const refuse = (code: number, message: string) => {
        send({ type: 'error', message });
        socket.close(code, message);
      };
      const { token, liveLessonId, view } = request.query;
      const connection = {
        view: view ?? ('board' as const),
        studentId: undefined as number | undefined,
        send: (m: string) => socket.send(m),
      };
      let connected = false;
      socket.on('close', () => {
        if (connected && liveLessonId) hub.disconnect(liveLessonId, connection);
      });
      socket.on('message', (raw: Buffer) => {
        try {
          HubClientMessageSchema.parse(JSON.parse(raw.toString()));
          send({ type: 'pong' });
        } catch {
          send({ type: 'error', message: MESSAGES.invalid });
        }
      });
      void (async () => {
        const verified = await tokens.verify(token ?? '', 'realtime');
        if (!verified?.sessionId || revocations.isRevoked(verified.sessionId)) {
          return refuse(4401, MESSAGES.unauthorised);
        }
        if (!liveLessonId || !view) return refuse(4404, MESSAGES.notFound);
        const caller: Caller = {
          userId: verified.userId,
          roles: verified.roles,
          sessionId: verified.sessionId,
        };
        try {
          const viewer = await liveLessons.viewerOf(caller, liveLessonId, view);
          if (viewer.kind === 'student') connection.studentId = viewer.studentId;
        } catch (error) {
          const status = error instanceof HttpError ? error.statusCode : 500;
          return refuse(4000 + (status === 403 ? 403 : 404), MESSAGES.notFound);
        }
        if (socket.readyState !== socket.OPEN) return;
        connected = true;
        await hub.connect(liveLessonId, connection);
      })().catch(() => refuse(1011, MESSAGES.server));
    },
  );
}
