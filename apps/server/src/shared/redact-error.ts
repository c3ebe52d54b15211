import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Errors as a log or a stored reason may show them: the SQL text and the SQLSTATE code, never a
 * value (decision 0024). A failed statement carries its values three ways, and all three reach a
 * log when the error is written as it is:
 * - Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <every parameter>" in its message
 *   and stack, and a `params` field (a new student's name and password hash, an email address);
 * - the driver's error (pg, PGlite): `detail` ("Key (user_name)=(ada.lovelace) already exists."),
 *   `where` ("unnamed portal parameter $1 = '…'"), and PGlite's own `params`;
 * - the database's message for a refused value: invalid input syntax for type integer: "<value>".
 */

/** Fields that hold a statement's values (or, internalQuery, SQL that may have them inlined). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);

/** A database error's fields that name the schema, not the data: kept, and lifted to the top of the log line. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/** How far down a chain of causes to look (drivers wrap once or twice). */
const MAX_CAUSES = 8;

type ErrorLike = { message: string; stack?: unknown; name?: unknown; constructor?: unknown };

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** A PostgreSQL error, from pg or PGlite: a five-character SQLSTATE and a severity. */
function isDatabaseError(error: ErrorLike): error is ErrorLike & Record<string, unknown> {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * The database's message with every quoted value masked. PostgreSQL quotes both identifiers and
 * values; a quoted word the error itself names as its table, column, constraint, schema or type is
 * kept ('duplicate key value violates unique constraint "users_user_name_key"'). Class 42 (syntax
 * and unknown names) quotes only the statement's own words, which the log keeps anyway.
 */
function maskDatabaseMessage(error: ErrorLike & Record<string, unknown>): string {
  if (String(error.code).startsWith('42')) return error.message;
  const names = new Set(
    ['schema', 'table', 'column', 'dataType', 'constraint'].map((key) => error[key]).filter(Boolean),
  );
  return error.message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) =>
    names.has(inner) ? quoted : '"[redacted]"',
  );
}

/** One error's message without values. */
function safeMessage(error: ErrorLike): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (isDatabaseError(error)) return maskDatabaseMessage(error);
  return error.message;
}

/** The error's type as pino names it: its class. */
function typeOf(error: ErrorLike): string {
  const ctor = error.constructor as { name?: unknown } | undefined;
  return typeof ctor?.name === 'string' && ctor.name !== 'Object' ? ctor.name : String(error.name ?? 'Error');
}

/** The stack's frames (its "    at …" lines) under a new first line: the original first lines hold the message. */
function safeStack(error: ErrorLike, message: string): string {
  const frames =
    typeof error.stack === 'string' ? error.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  return [`${typeOf(error)}: ${message}`, ...frames].join('\n');
}

/** The error and its causes, outermost first. */
function chainOf(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (isErrorLike(current) && chain.length < MAX_CAUSES && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The `err` serializer of every pino logger in the app (Fastify's: the request log, services and
 * jobs given app.log): pino's shape (type, message and stack with their causes, the error's own
 * fields) without values. The SQL text stays (`query`), and the database's code, constraint, table
 * and column are lifted from the cause, where pino's own serializer would not show them.
 */
export function serializeError(error: Error): SerializedError {
  // pino calls it with whatever was logged under the key; a value that is no error passes as it is.
  if (!isErrorLike(error)) return error as unknown as SerializedError;
  const chain = chainOf(error);
  const messages = chain.map(safeMessage);
  const out: SerializedError = {
    type: typeOf(error),
    message: messages.join(': '),
    stack: chain.map((e, i) => safeStack(e, messages[i] ?? '')).join('\ncaused by: '),
  };
  for (const key in error) {
    if (key in out || key === 'cause' || VALUE_FIELDS.has(key)) continue;
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'function') continue;
    out[key] = isErrorLike(value) ? serializeError(value as Error) : value;
  }
  if (error instanceof AggregateError) out.aggregateErrors = error.errors.map((e) => serializeError(e));
  const database = chain.find(isDatabaseError);
  if (database) {
    for (const key of DATABASE_FIELDS) if (database[key] !== undefined) out[key] ??= database[key];
    if (typeof database.query === 'string') out.query ??= database.query;
  }
  return out;
}

/**
 * One line for a log field or a stored column (a failed email's, a weekly run's reason): the
 * messages of the error and its causes without values, and the SQLSTATE when there is one.
 */
export function errorReason(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  const chain = chainOf(error);
  const database = chain.find(isDatabaseError);
  const reason = chain.map(safeMessage).join(': ');
  return database ? `${reason} (SQLSTATE ${String(database.code)})` : reason;
}
