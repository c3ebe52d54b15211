import type { FastifyRequest } from 'fastify';

/** Finds the live partner of a token, or throws 401 (ContentService.partnerFor). */
type FindPartner = (token: string | undefined) => Promise<unknown>;

/**
 * The guard of `partner` routes (B2B): the partner's token from the `X-Partner-Token` header, or
 * `?token=` for partners that can only build a URL. No user is signed in on these calls.
 */
export function makeAuthenticatePartner(findPartner: FindPartner) {
  return async function authenticatePartner(request: FastifyRequest) {
    const header = request.headers['x-partner-token'];
    const query = (request.query as Record<string, unknown> | undefined)?.token;
    await findPartner(typeof header === 'string' ? header : typeof query === 'string' ? query : undefined);
  };
}
