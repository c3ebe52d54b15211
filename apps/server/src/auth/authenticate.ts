import type { UserRole } from '@mathsight/contract/auth.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorised } from '../http/errors.ts';
import type { TokenService } from './tokens.ts';

export interface Caller {
  userId: number;
  roles: UserRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** A preHandler that admits only a valid bearer access token and records who is calling. */
export function makeAuthenticate(tokens: TokenService) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw unauthorised();
    const verified = await tokens.verify(token, 'access');
    if (!verified) throw unauthorised();
    request.caller = { userId: verified.userId, roles: verified.roles };
  };
}

/** The authenticated caller; routes behind `authenticate` always have one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorised();
  return request.caller;
}
