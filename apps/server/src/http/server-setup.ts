import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import { serializeError } from '../shared/redact-error.ts';
import { answerFrameworkError, registerErrorHandler } from './error-handler.ts';
import { CREDENTIAL_HEADER_PATHS, RequestLogRedaction } from './log-redaction.ts';

/** The headers every answer carries; the web page gets helmet's full set, CSP included. */
const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const;

/** Calls, not pages: never cached, and never answered with the web app. */
export const API_PATH = /^\/(api|flow|functions|graphql)(\/|$)/;

/**
 * The Fastify instance every server starts from, before any module: logging without secrets, the
 * security headers, compression, cookies, sockets, rate limits and the API docs (moved from app.ts).
 */
export async function createServer(
  config: Config,
  logger: boolean | { stream: DestinationStream },
): Promise<FastifyInstance> {
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
  app.decorateRequest('partner', null);
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
  // The support chat widget, when configured (SUPPORT_CHAT_*), may load from, talk to and frame its
  // own origins; with none configured the page's policy names no other host.
  const chat = config.supportChat?.origins ?? [];
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        fontSrc: ["'self'", 'data:', ...chat],
        // 'self' covers the live-answers socket on this host (ws:/wss: of the same origin).
        connectSrc: ["'self'", ...chat],
        ...(chat.length > 0 && { frameSrc: ["'self'", ...chat] }),
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

  return app;
}

/** Fastify's trustProxy; a hop count becomes the function Fastify builds for one (its types omit numbers). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
