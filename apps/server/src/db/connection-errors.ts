/**
 * Errors that say the database cannot be reached right now (restarting, failing over, the network
 * between), as opposed to a query it refused. They pass: the same call works again once the
 * database is back, so a caller is told to retry (503) rather than that the server failed (500).
 */

/** Socket failures on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE: class 08 (connection exception), 57P01 admin_shutdown (a fast stop or a failover ended the
 * session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), 53300
 * too_many_connections (a restarting server's slots not yet free).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and pg-pool say, without a code, when a connection ends or cannot be had. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "…unexpectedly", "…due to connection timeout"
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Connection closed$/,
];

function isConnectionClass(error: object): boolean {
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message));
}

/**
 * Searches the error and what it wraps: Drizzle wraps the driver's error in `cause`, and Node's
 * connection attempts to several addresses end in an AggregateError of each (`errors`).
 */
export function isConnectionError(error: unknown): boolean {
  return connectionErrorIn(error) !== null;
}

/** The connection-class error itself, found in the chain (the one to log: it holds no SQL). */
export function connectionErrorIn(error: unknown): object | null {
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isConnectionClass(current)) return current;
    if ('cause' in current) queue.push(current.cause);
    if ('errors' in current && Array.isArray(current.errors)) queue.push(...current.errors);
  }
  return null;
}

/** A short description for a log line: the code and message, never the query or its values. */
export function describeConnectionError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return error === undefined ? 'closed' : String(error);
  const code = 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : 'no message';
  return `${code}${message}`;
}
