import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import {
  REALTIME_TOKEN_TTL_SECONDS,
  RealtimeClientMessageSchema,
  type RealtimeServerMessage,
  RealtimeTokenSchema,
} from '@mathsight/contract/quiz-sessions.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate.ts';
import type { SessionRevocations } from '../auth/session-revocations.ts';
import type { TokenService } from '../auth/tokens.ts';
import { HttpError, MESSAGES, unauthorised } from '../http/errors.ts';
import type { LiveAnswers } from '../live-answers/live-answers.ts';

/** What the live feed needs beyond the services: realtime tokens, ended sign-ins, and this node's subscriptions. */
export interface RealtimeDeps {
  tokens: Pick<TokenService, 'issueRealtime' | 'verify'>;
  revocations: Pick<SessionRevocations, 'isRevoked'>;
  live: LiveAnswers;
}

/**
 * The live answer feed: a short-lived realtime token (GET), and the socket a teacher opens with it
 * (`/api/v3/realtime?token=`), subscribing to an assignment or a class. Each subscription is checked
 * with the same rules as reading that work (LiveAnswers.authorise → SchoolAccessService).
 */
export async function realtimeRoutes(app: FastifyInstance, deps: RealtimeDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tokens, revocations, live } = deps;

  r.get(
    quizSessionPaths.realtimeToken,
    {
      // Any teacher gets a token; each subscription made with it is checked like reading that work.
      config: { access: 'teacher' },
      schema: { tags: ['realtime'], response: { 200: RealtimeTokenSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!caller.sessionId) throw unauthorised();
      // Of the caller's sign-in, so that signing out also stops the socket's token (decision 0025).
      const { token, expiresAt } = await tokens.issueRealtime(
        caller.userId,
        caller.roles,
        REALTIME_TOKEN_TTL_SECONDS,
        caller.sessionId,
      );
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
  );

  r.get(
    quizSessionPaths.realtime,
    {
      websocket: true,
      // Public to the HTTP guards: a browser cannot set headers on a socket, so the realtime token comes
      // in the query and is checked when the socket opens (a teacher's, or closed with 4401).
      config: { access: 'public' },
      schema: { hide: true, querystring: z.object({ token: z.string().optional() }) },
    },
    (socket, request) => {
      const send = (message: RealtimeServerMessage) => socket.send(JSON.stringify(message));
      // Listen at once (messages may arrive while the token is checked), then check the token.
      const verifying = tokens.verify(request.query.token ?? '', 'realtime').then((verified) => {
        const current = verified?.sessionId && !revocations.isRevoked(verified.sessionId);
        if (!verified || !current || !verified.roles.includes('Teacher')) {
          send({ type: 'error', message: MESSAGES.unauthorised });
          socket.close(4401, 'unauthorised');
          return null;
        }
        return { userId: verified.userId, roles: verified.roles };
      });
      const subscriber = { send: (m: string) => socket.send(m) };
      socket.on('close', () => live.remove(subscriber));
      socket.on('message', async (raw: Buffer) => {
        const caller = await verifying;
        if (!caller) return;
        let message: z.infer<typeof RealtimeClientMessageSchema>;
        try {
          message = RealtimeClientMessageSchema.parse(JSON.parse(raw.toString()));
        } catch {
          send({ type: 'error', message: MESSAGES.invalid });
          return;
        }
        const key =
          message.assignmentId !== undefined
            ? { assignmentId: message.assignmentId }
            : { groupId: message.groupId ?? 0 };
        if (message.type === 'unsubscribe') {
          live.unsubscribe(key, subscriber);
          return;
        }
        try {
          await live.authorise(caller, key);
        } catch (error) {
          send({
            type: 'error',
            message: error instanceof HttpError ? error.message : MESSAGES.server,
            ...key,
          });
          return;
        }
        live.subscribe(key, subscriber);
        send({ type: 'subscribed', ...key });
      });
    },
  );
}
