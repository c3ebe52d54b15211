import type { UserRole } from '@mathsight/contract/auth.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorised } from '../http/errors.ts';
import type { SessionRevocations } from './session-revocations.ts';
import type { TokenService } from './tokens.ts';

export interface Caller {
  userId: number;
  roles: UserRole[];
  /** The sign-in the call's access token belongs to; absent for callers the server makes itself (the simulator). */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/**
 * A preHandler that admits only a valid bearer access token of a sign-in that has not ended, and
 * records who is calling. Both checks are in memory: no database on a call (decision 0025).
 */
export function makeAuthenticate(
  tokens: Pick<TokenService, 'verify'>,
  revocations: Pick<SessionRevocations, 'isRevoked'>,
) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw unauthorised();
    const verified = await tokens.verify(token, 'access');
    // Every access token names its sign-in (one without, from before revocation, is simply refreshed).
    if (!verified?.sessionId || revocations.isRevoked(verified.sessionId)) throw unauthorised();
    request.caller = { userId: verified.userId, roles: verified.roles, sessionId: verified.sessionId };
  };
}

/** The authenticated caller; routes behind `authenticate` always have one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorised();
  return request.caller;
}
