import path from 'node:path';
import type { ExperimentDefinition } from '@mathsight/contract/experiments.ts';
import { experimentsFromEnv } from './experiments-config.ts';

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder, used when no DATABASE_URL is set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_REPLICA_URL: a streaming replica of DATABASE_URL that the reports and CSV exports read from
   * (decision 0052); a client reads from the primary until the replica has replayed its last write.
   */
  databaseReplicaUrl: string | undefined;
  /** DATABASE_REPLICA_MAX_LAG_SECONDS (30): further behind than this, the replica is not read from. */
  replicaMaxLagSeconds: number;
  isProduction: boolean;
  logLevel: string;
  /** Built web app to serve, if present. */
  webDistDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * Failed sign-ins an account (one counter for its username and email) may make within the window
   * before each further attempt must wait (2, 4, 8 … seconds up to loginDelayCapSeconds; 429 until then).
   * Per address: failures within the window before every sign-in from it gets 429.
   */
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  loginFailureWindowSeconds: number;
  /** The longest an account's next sign-in attempt is made to wait. */
  loginDelayCapSeconds: number;
  /**
   * How long after a refresh token was rotated it is still honoured (two tabs refreshing at once);
   * after that, presenting it again revokes every token of its sign-in.
   */
  refreshReuseGraceSeconds: number;
  /** Sign-in requests allowed per address per minute, whatever their outcome. */
  loginRequestsPerMinute: number;
  /**
   * Public writes (sign-up, password resets, invitation codes, confirmation links) allowed per address
   * per hour, each call counted on its own: a school's students signing up together share one address.
   */
  publicWritesPerHour: number;
  /** Argon2id cost: OWASP's minimum (19 MiB, 2 iterations, 1 lane). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** How long a node keeps plan-list pages (evicted by NOTIFY on every write); 0 turns it off. */
  planCacheSeconds: number;
  /**
   * How long a node keeps a school's report figures (school, classes, class, growth by class, leagues),
   * shared by every teacher who reads them and evicted by NOTIFY when the school's work or classes
   * change; answers arriving meanwhile show within this limit (decision 0043). 0 turns it off.
   */
  reportCacheSeconds: number;
  /** How long a node keeps a teacher's membership of a school for reads (evicted by ContextChanges); 0 off. */
  accessCacheSeconds: number;
  /** Topic flows pace the chat with milliSecondsDelay; FLOW_DELAYS=off sends 0 (tests, demos). */
  flowDelays: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the default) believes none,
   * so a client cannot pick its own address; a hop count or a list of addresses/CIDRs; true only when
   * TRUST_PROXY=true is set explicitly.
   */
  trustProxy: TrustProxy;
  /** The address people reach the app at, for links in emails (PUBLIC_URL; http://localhost:<port> by default). */
  publicUrl: string;
  /**
   * Google sign-in (issue 28): the OpenID issuer (GOOGLE_ISSUER, https://accounts.google.com), the OAuth
   * client (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET). No client id: Google sign-in is off.
   */
  google: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  /** SMTP_URL (smtp://user:pass@host:port, smtps://…): send email there; unset keeps it in the outbox only. */
  smtpUrl: string | undefined;
  /** The sender of every email (MAIL_FROM). */
  mailFrom: string;
  /** DEMO_DATA=off starts an empty database with no demo schools (a real school's first day; e2e's fresh server). */
  demoData: boolean;
  /**
   * WEEKLY_INSIGHTS_EMAILS=off stops this server's scheduler of the Monday weekly insights email
   * (decision 0019); on by default, off in tests unless a test turns it on.
   */
  weeklyInsightsEmails: boolean;
  /** How often the scheduler checks whether the weekly email is due (WEEKLY_INSIGHTS_CHECK_MINUTES, 15). */
  weeklyInsightsCheckMinutes: number;
  /**
   * NIGHTLY_SYNC=off stops this server's timer that applies the nightly roster syncs schools asked for
   * (issue 28); on by default, off in tests and jobs.
   */
  nightlySync: boolean;
  /**
   * NIGHTLY_PRUNE=off stops this server's nightly deletion of tracking events older than
   * TRACKING_RETENTION_DAYS (400) (issue 32); on by default, off in tests and jobs.
   */
  nightlyPrune: boolean;
  trackingRetentionDays: number;
  /**
   * WEB_CONCURRENCY: how many worker processes serve on PostgreSQL; 0 (the default) means one per core.
   * PGlite always runs in one process: the embedded database belongs to the process that opened it.
   */
  webConcurrency: number;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per process for queries; 0 (the default) shares about 60 among the workers. */
  databasePoolSize: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long a stop waits for requests in flight before it forces the exit (20). */
  shutdownTimeoutSeconds: number;
  /** Roster providers (issue 28): API and OAuth addresses (the real ones by default; tests point them at ops/provider-fakes). */
  sync: SyncProvidersConfig;
  /**
   * How often this process folds the rows the answers append into the questions' difficulties and the
   * school report rollups (ANSWER_FOLD_SECONDS, 2; decision 0022): a question's difficulty is read by
   * answers at most about this much behind. One process folds at a time, whatever the number running.
   */
  answerFoldSeconds: number;
  /** ANSWER_FOLDS=off: this process never folds (another must); off in tests, which fold when they mean to. */
  answerFolds: boolean;
  /**
   * EXPORT_BATCH_ROWS: answers a data export (the transaction CSV) reads per statement and sends as one
   * piece (2000, about 300 KB of CSV): what it holds in memory, whatever the export's length.
   */
  exportBatchRows: number;
  /**
   * The teacher assistant's model (issue 29): an OpenAI-compatible server (ASSISTANT_BASE_URL, e.g.
   * Ollama's http://localhost:11434/v1), its key (ASSISTANT_API_KEY, secret, optional for local servers)
   * and model (ASSISTANT_MODEL). Unset base URL or model: no model, the built-in assistant answers.
   */
  assistantModel: AssistantModelConfig | undefined;
  /**
   * The support chat widget for teachers (issue 32 point 5, spec §6): its script (SUPPORT_CHAT_SCRIPT_URL)
   * and app id (SUPPORT_CHAT_APP_ID), both or neither; neither: no widget, no script. The script's origin
   * and SUPPORT_CHAT_CSP_ORIGINS (comma-separated origins the widget talks to) join the page's CSP.
   */
  supportChat: SupportChatConfig | undefined;
  /**
   * The product's experiments (issue 32 point 3, decision 0048): EXPERIMENTS as JSON, checked at start-up
   * (experiments-config.ts); unset: the wording of the feedback after a wrong answer, half and half.
   */
  experiments: ExperimentDefinition[];
}

export interface SupportChatConfig {
  scriptUrl: string;
  appId: string;
  /** The origins the page's CSP lets the widget load from, connect to and frame: the script's first. */
  origins: string[];
}

export interface AssistantModelConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** ASSISTANT_TIMEOUT_MS (30,000): the longest one model call may take before the built-in answer is used. */
  timeoutMs: number;
}

/** ASSISTANT_BASE_URL and ASSISTANT_MODEL both set (the URL http or https): the model; otherwise none. */
export function assistantModelFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): AssistantModelConfig | undefined {
  const baseUrl = env.ASSISTANT_BASE_URL?.trim();
  const model = env.ASSISTANT_MODEL?.trim();
  if (!baseUrl || !model) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error('ASSISTANT_BASE_URL must be an http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('ASSISTANT_BASE_URL must be an http(s) URL');
  if (url.username || url.password)
    throw new Error('ASSISTANT_BASE_URL must not hold credentials: use ASSISTANT_API_KEY');
  const rawTimeout = env.ASSISTANT_TIMEOUT_MS;
  const timeoutMs = rawTimeout === undefined || rawTimeout === '' ? 30_000 : Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    throw new Error(`ASSISTANT_TIMEOUT_MS must be a whole number of milliseconds, got '${rawTimeout}'`);
  }
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.ASSISTANT_API_KEY || undefined,
    model,
    timeoutMs,
  };
}

/**
 * An https (or, for the widget's sockets, wss) origin; http and ws only for localhost, a development
 * fake. Otherwise the error naming the setting.
 */
function originOf(raw: string, name: string, secure: string[] = ['https:']): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an https URL`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  const plain = secure.map((p) => p.replace('s:', ':'));
  if (!secure.includes(url.protocol) && !(local && plain.includes(url.protocol)))
    throw new Error(`${name} must be an https URL`);
  if (url.username || url.password) throw new Error(`${name} must not hold credentials`);
  return url.origin;
}

/** SUPPORT_CHAT_SCRIPT_URL and SUPPORT_CHAT_APP_ID both set: the widget; neither: none; one alone: an error. */
export function supportChatFromEnv(env: NodeJS.ProcessEnv = process.env): SupportChatConfig | undefined {
  const scriptUrl = env.SUPPORT_CHAT_SCRIPT_URL?.trim() ?? '';
  const appId = env.SUPPORT_CHAT_APP_ID?.trim() ?? '';
  if (!scriptUrl && !appId) return undefined;
  if (!scriptUrl || !appId)
    throw new Error('Set both SUPPORT_CHAT_SCRIPT_URL and SUPPORT_CHAT_APP_ID, or neither');
  const extra = (env.SUPPORT_CHAT_CSP_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => originOf(o, 'SUPPORT_CHAT_CSP_ORIGINS', ['https:', 'wss:']));
  const origins = [...new Set([originOf(scriptUrl, 'SUPPORT_CHAT_SCRIPT_URL'), ...extra])];
  return { scriptUrl, appId, origins };
}

export type TrustProxy = boolean | number | string[];

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface SyncProvidersConfig {
  /** SYNC_TOKEN_KEY: 32 bytes, base64, sealing provider tokens at rest; unset outside production: DATA_DIR/sync-token.key. */
  tokenKey: string | undefined;
  cleverApiUrl: string;
  cleverOauthUrl: string;
  cleverClientId: string;
  cleverClientSecret: string;
  googleClassroomApiUrl: string;
  googleOauthUrl: string;
  googleTokenUrl: string;
  googleClientId: string;
  googleClientSecret: string;
  wondeApiUrl: string;
  /** SYNC_REQUEST_TIMEOUT_MS (180,000) per provider request; SYNC_READ_TIMEOUT_MS (1,800,000, spec §9) per roster read. */
  requestTimeoutMs: number;
  readTimeoutMs: number;
}

function syncFromEnv(): SyncProvidersConfig {
  const env = process.env;
  return {
    tokenKey: env.SYNC_TOKEN_KEY || undefined,
    cleverApiUrl: env.CLEVER_API_URL || 'https://api.clever.com',
    cleverOauthUrl: env.CLEVER_OAUTH_URL || env.CLEVER_API_URL || 'https://clever.com',
    cleverClientId: env.CLEVER_CLIENT_ID ?? '',
    cleverClientSecret: env.CLEVER_CLIENT_SECRET ?? '',
    googleClassroomApiUrl: env.GOOGLE_CLASSROOM_API_URL || 'https://classroom.googleapis.com',
    googleOauthUrl: env.GOOGLE_OAUTH_URL || 'https://accounts.google.com',
    googleTokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    googleClientId: env.GOOGLE_CLIENT_ID ?? '',
    googleClientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
    wondeApiUrl: env.WONDE_API_URL || 'https://api.wonde.com',
    requestTimeoutMs: intFromEnv('SYNC_REQUEST_TIMEOUT_MS', 180_000),
    readTimeoutMs: Math.min(intFromEnv('SYNC_READ_TIMEOUT_MS', 1_800_000), 1_800_000),
  };
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return n;
}

/** TRUST_PROXY: unset, `false` or `off` → false; `true`; a whole number of hops; else addresses/CIDRs, comma-separated. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === 'off') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The read replica to open beside DATABASE_URL, if any (PGlite has none: it is ignored there). */
export function replicaOf(config: Config): { url: string; maxLagSeconds: number } | undefined {
  if (!config.databaseUrl || !config.databaseReplicaUrl) return undefined;
  return { url: config.databaseReplicaUrl, maxLagSeconds: config.replicaMaxLagSeconds };
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: intFromEnv('PORT', 3000),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: process.env.DATABASE_URL || undefined,
    databaseReplicaUrl: process.env.DATABASE_REPLICA_URL || undefined,
    replicaMaxLagSeconds: Math.max(1, intFromEnv('DATABASE_REPLICA_MAX_LAG_SECONDS', 30)),
    isProduction: process.env.NODE_ENV === 'production',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    accessTokenTtlSeconds: intFromEnv('ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: intFromEnv('REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 60 * 60),
    loginFailuresPerAccount: intFromEnv('LOGIN_FAILURES_PER_ACCOUNT', 10),
    loginFailuresPerAddress: intFromEnv('LOGIN_FAILURES_PER_ADDRESS', 50),
    loginFailureWindowSeconds: intFromEnv('LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60),
    loginDelayCapSeconds: intFromEnv('LOGIN_DELAY_CAP_SECONDS', 300),
    refreshReuseGraceSeconds: intFromEnv('REFRESH_REUSE_GRACE_SECONDS', 30),
    loginRequestsPerMinute: intFromEnv('LOGIN_REQUESTS_PER_MINUTE', 120),
    publicWritesPerHour: intFromEnv('PUBLIC_WRITES_PER_HOUR', 300),
    argon2: { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 },
    planCacheSeconds: intFromEnv('PLAN_CACHE_SECONDS', 10),
    reportCacheSeconds: intFromEnv('REPORT_CACHE_SECONDS', 10),
    accessCacheSeconds: intFromEnv('ACCESS_CACHE_SECONDS', 60),
    flowDelays: process.env.FLOW_DELAYS !== 'off',
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    publicUrl: (process.env.PUBLIC_URL || `http://localhost:${intFromEnv('PORT', 3000)}`).replace(/\/+$/, ''),
    google: {
      issuer: process.env.GOOGLE_ISSUER || 'https://accounts.google.com',
      clientId: process.env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: process.env.GOOGLE_CLIENT_SECRET || undefined,
    },
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? 'Mathsight <no-reply@mathsight.example>',
    demoData: process.env.DEMO_DATA !== 'off',
    weeklyInsightsEmails: process.env.WEEKLY_INSIGHTS_EMAILS !== 'off',
    weeklyInsightsCheckMinutes: Math.max(1, intFromEnv('WEEKLY_INSIGHTS_CHECK_MINUTES', 15)),
    nightlySync: process.env.NIGHTLY_SYNC !== 'off',
    nightlyPrune: process.env.NIGHTLY_PRUNE !== 'off',
    trackingRetentionDays: Math.max(1, intFromEnv('TRACKING_RETENTION_DAYS', 400)),
    webConcurrency: intFromEnv('WEB_CONCURRENCY', 0),
    databasePoolSize: intFromEnv('DATABASE_POOL_SIZE', 0),
    shutdownTimeoutSeconds: Math.max(1, intFromEnv('SHUTDOWN_TIMEOUT_SECONDS', 20)),
    answerFoldSeconds: Math.max(1, intFromEnv('ANSWER_FOLD_SECONDS', 2)),
    answerFolds: process.env.ANSWER_FOLDS !== 'off',
    exportBatchRows: Math.max(1, intFromEnv('EXPORT_BATCH_ROWS', 2000)),
    sync: syncFromEnv(),
    assistantModel: assistantModelFromEnv(),
    supportChat: supportChatFromEnv(),
    experiments: experimentsFromEnv(),
    ...overrides,
  };
}
