import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Path parameters that carry a credential, on every route that has one: a one-time code (an
 * emailed password reset, email confirmation or teacher invitation) or a class's code, which lets
 * anyone join the class (`/invitations/{code}/…`, `/password-resets/{code}`,
 * `/email-confirmations/{code}`). A route's parameter is secret by its name; log-redaction.api.test
 * checks every parameter name the app's routes use is either one of these or a public one.
 */
export const SECRET_PATH_PARAMS: ReadonlySet<string> = new Set(['code', 'token']);

/**
 * Pages of the web app whose path carries a one-time code: the emailed reset link. No route declares
 * them (the not-found handler serves the web app's index.html), so they are named here.
 */
export const SECRET_PAGE_PATTERNS: readonly string[] = ['/login/reset-password/:code'];

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

/** A route pattern's segments, each marked with whether it holds a secret parameter (`:code`). */
type Pattern = ReadonlyArray<{ literal: string | null; secret: boolean }>;

function parsePattern(pattern: string): Pattern {
  return pattern.split('/').map((segment) => {
    const names = [...segment.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
    return {
      literal: names.length === 0 && !segment.includes('*') ? segment : null,
      secret: names.some((name) => SECRET_PATH_PARAMS.has(name)),
    };
  });
}

const hasSecret = (pattern: Pattern) => pattern.some((s) => s.secret);

/**
 * A path with the segments `pattern` marks secret replaced, when the path has the pattern's shape
 * (as many segments, the same literal ones); null otherwise. `loose`, for a path no route matched:
 * literals in any case and empty segments ignored ("/API/v3//password-resets/…/"), so a mistyped
 * call keeps its code out of the log too; the path is then logged without its empty segments.
 */
function redactByPattern(path: string, pattern: Pattern, loose = false): string | null {
  const segments = loose ? path.split('/').filter((s, i) => i === 0 || s !== '') : path.split('/');
  const shape = loose ? pattern.filter((p, i) => i === 0 || p.literal !== '') : pattern;
  if (segments.length !== shape.length) return null;
  const same = (literal: string, segment: string | undefined) =>
    loose ? literal.toLowerCase() === segment?.toLowerCase() : literal === segment;
  if (shape.some((p, i) => p.literal !== null && !same(p.literal, segments[i]))) return null;
  return segments.map((segment, i) => (shape[i]?.secret ? REDACTED : segment)).join('/');
}

/**
 * The request log's address, redacted by route: a matched route's secret path parameters (its pattern
 * says which), and for a path no route matched (a web page, a wrong method, a mistyped call) the
 * secret parameters of any route or page whose shape it has; and every query value, as redactUrl.
 * One per app: it learns the app's routes from Fastify's onRoute hook.
 */
export class RequestLogRedaction {
  readonly #secretShapes: Pattern[] = SECRET_PAGE_PATTERNS.map(parsePattern);
  readonly #byRoute = new Map<string, Pattern>();

  /** Fastify's onRoute hook: remembers each route pattern that has a secret parameter. */
  readonly noteRoute = (route: { url: string }) => {
    const pattern = parsePattern(route.url);
    if (!hasSecret(pattern) || this.#byRoute.has(route.url)) return;
    this.#byRoute.set(route.url, pattern);
    this.#secretShapes.push(pattern);
  };

  /** The address to log for `url`, which `routeUrl` (the matched route's pattern) answered, if any. */
  redact(url: string, routeUrl: string | undefined): string {
    const start = url.indexOf('?');
    const path = start === -1 ? url : url.slice(0, start);
    const query = start === -1 ? '' : redactUrl(url.slice(start));
    if (routeUrl !== undefined) {
      const pattern = this.#byRoute.get(routeUrl);
      // A matched route's path has its pattern's shape; a route with a wildcard before a secret would not.
      return `${pattern ? (redactByPattern(path, pattern) ?? REDACTED) : path}${query}`;
    }
    for (const pattern of this.#secretShapes) {
      const redacted = redactByPattern(path, pattern, true);
      if (redacted !== null) return `${redacted}${query}`;
    }
    return `${path}${query}`;
  }

  /** Fastify's own request serializer, with the address redacted. */
  readonly serialize = (request: FastifyRequest) => ({
    method: request.method,
    url: this.redact(request.url, request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
}

/** Headers that carry credentials, for pino's `redact` (in case a log line ever includes headers). */
export const CREDENTIAL_HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-refresh-token"]',
  'req.headers["x-partner-token"]',
];
