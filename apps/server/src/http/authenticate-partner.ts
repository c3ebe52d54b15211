import type { FastifyRequest } from 'fastify';

/** Finds the live partner of a token, or throws 401 (ContentService.partnerFor). */
type FindPartner = (token: string | undefined) => Promise<{ id: number; name: string }>;

/** Every partner token begins so (ContentService.issuePartnerToken); a user's access token never does. */
export const PARTNER_TOKEN_PREFIX = 'msp_';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner calling (B2B), once its token is checked; null on every other call. */
    partner: { id: number; name: string } | null;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The call carries a partner's token: the `X-Partner-Token` header or a bearer token of a partner's form. */
export function bearsPartnerToken(request: FastifyRequest): boolean {
  return (
    typeof request.headers['x-partner-token'] === 'string' ||
    (bearerOf(request)?.startsWith(PARTNER_TOKEN_PREFIX) ?? false)
  );
}

/**
 * The guard of `partner` routes (B2B): the partner's token from the `X-Partner-Token` header, as a
 * bearer token (`Authorization: Bearer msp_…`), or `?token=` for partners that can only build a URL.
 * No user is signed in on these calls.
 */
export function makeAuthenticatePartner(findPartner: FindPartner) {
  return async function authenticatePartner(request: FastifyRequest) {
    const header = request.headers['x-partner-token'];
    const query = (request.query as Record<string, unknown> | undefined)?.token;
    const bearer = bearerOf(request);
    const token =
      typeof header === 'string'
        ? header
        : bearer?.startsWith(PARTNER_TOKEN_PREFIX)
          ? bearer
          : typeof query === 'string'
            ? query
            : undefined;
    const partner = await findPartner(token);
    request.partner = { id: partner.id, name: partner.name };
  };
}
