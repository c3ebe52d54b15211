import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * The address as the log shows it: the path, and every query key with its value replaced.
 * Tokens travel in some query strings (a refresh token from older clients, a partner's `?token=`,
 * the realtime socket's `?token=`, which a browser cannot send as a header), and a log is read by
 * more people than the tokens are meant for. Keys stay, so a log still shows which call was made.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request serializer, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Headers that carry credentials, for pino's `redact` (in case a log line ever includes headers). */
export const CREDENTIAL_HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-refresh-token"]',
  'req.headers["x-partner-token"]',
];
