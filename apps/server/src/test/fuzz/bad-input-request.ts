import fc from 'fast-check';
import type { DeclaredRoute } from '../../auth/access.ts';
import { DATA_EXCEPTION_MESSAGE } from '../../http/error-handler.ts';
import {
  type IdHints,
  type JsonSchema,
  JUNK_ID_TEXTS,
  JUNK_TEXTS,
  junkValue,
  malformedValue,
  toJsonSchema,
  toJsonText,
  validValue,
} from './bad-input-arbitrary.ts';

/** One generated request, ready for `app.inject` (minus the caller's headers). */
export interface BadRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
}

/** The spec's paging keys (http/paging.ts) and every filter name a list call reads. */
const PAGING_KEYS = [
  'request.skip',
  'request.take',
  'request.sort[0].FieldName',
  'request.sort[0].Direction',
  'request.sort[99].FieldName',
  ...[
    'group',
    'searchText',
    'collectionId',
    'tab',
    'groupIds',
    'type',
    'quizDate',
    'groupId',
    'studentId',
    'strand',
    'schoolId',
    'kind',
    'category',
    'topicUnitId',
    'selectedGroup',
    'selectedAssignmentStatus',
    'questionId',
  ].map((name) => `request.filter.${name}`),
];

/** Plausible values for paging keys, so a filter is sometimes right and the rest of the query is reached. */
function pagingValue(hints: IdHints): fc.Arbitrary<string> {
  const ids = [...hints('schoolId'), ...hints('groupId'), ...hints('studentId')].map(String);
  return fc.oneof(
    fc.constantFrom('0', '10', '30', 'Upcoming', 'Done', 'Assignment', 'TopicQuiz', 'Ascending', 'EndDate'),
    fc.constantFrom('2025-09-01', ids.join(','), ...ids),
    fc.constantFrom(...JUNK_TEXTS),
    fc.constantFrom(...JUNK_ID_TEXTS),
  );
}

/** Text as it travels in a path or query string. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^__raw_json__:/, '');
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return toJsonText(value);
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes as its three raw bytes:
 * not UTF-8 at all, which is exactly the junk the server must survive.
 */
function encodeText(text: string): string {
  if (text.isWellFormed()) return encodeURIComponent(text);
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryString(value: unknown): string {
  if (!isObject(value)) return value === undefined ? '' : `${encodeText(asText(value))}`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      parts.push(`${encodeText(key)}=${encodeText(asText(one))}`);
    }
  }
  return parts.join('&');
}

function paramArbitrary(name: string, schema: JsonSchema, hints: IdHints): fc.Arbitrary<string> {
  const isId = schema.type === 'integer' || schema.type === 'number';
  const ids = isId ? hints(name) : [];
  return fc.oneof(
    {
      weight: 4,
      arbitrary: ids.length
        ? fc.constantFrom(...ids.map(String))
        : validValue(schema, name, hints).map(asText),
    },
    { weight: 3, arbitrary: fc.constantFrom(...JUNK_ID_TEXTS) },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK_TEXTS) },
  );
}

function paramsArbitrary(route: DeclaredRoute, hints: IdHints): fc.Arbitrary<Record<string, string>> {
  const schema = toJsonSchema(route.schema?.params);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const shape = Object.fromEntries(
    names.map((name) => {
      const property = schema?.properties?.[name];
      return [
        name,
        paramArbitrary(name, typeof property === 'object' ? property : { type: 'string' }, hints),
      ];
    }),
  );
  return fc.record(shape);
}

function queryArbitrary(route: DeclaredRoute, hints: IdHints): fc.Arbitrary<string> {
  const schema = toJsonSchema(route.schema?.querystring);
  const isPaging = schema !== undefined && !schema.properties && schema.additionalProperties !== undefined;
  if (isPaging || !schema) {
    return fc
      .dictionary(
        fc.oneof(fc.constantFrom(...PAGING_KEYS), fc.string({ maxLength: 10 })),
        pagingValue(hints),
        {
          maxKeys: 6,
        },
      )
      .map(queryString);
  }
  return malformedValue(schema, hints).map(queryString);
}

/** Bodies that are not JSON, or not the JSON they claim to be. */
const BROKEN_BODIES: fc.Arbitrary<{ contentType?: string; payload: string }> = fc.constantFrom(
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"a":1e400}' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { payload: '{"a":1}' },
);

function bodyArbitrary(route: DeclaredRoute, hints: IdHints) {
  const schema = toJsonSchema(route.schema?.body);
  const json = (schema ? malformedValue(schema, hints) : junkValue()).map((value) => ({
    contentType: 'application/json' as string | undefined,
    payload: toJsonText(value),
  }));
  const sendsBody = schema !== undefined || route.method !== 'GET';
  if (!sendsBody) return fc.constant(undefined);
  return fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: BROKEN_BODIES });
}

/** Malformed requests for one declared route, built from its own params, querystring and body schemas. */
export function badRequestsFor(route: DeclaredRoute, hints: IdHints): fc.Arbitrary<BadRequest> {
  return fc
    .tuple(paramsArbitrary(route, hints), queryArbitrary(route, hints), bodyArbitrary(route, hints))
    .map(([params, query, body]) => {
      const path = route.url.replace(/:(\w+)/g, (_match, name: string) => encodeText(params[name] ?? ''));
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        ...(body ?? {}),
      };
    });
}

/** Signs of a leak in an error body: stack frames, file paths, SQL. */
const LEAKS: readonly RegExp[] = [
  /\bat \S+ \(/,
  /\bat (file:\/\/)?\/\S+:\d+/,
  /\/(?:work|home|app|src|node_modules)\/\S+\.[cm]?[jt]s\b/,
  /\bselect /i,
  /\binsert /i,
  /syntax error/i,
  /relation "/i,
  /\bSQLSTATE\b|\bpg_/i,
];

function isStringArrayRecord(value: unknown): boolean {
  return (
    isObject(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  );
}

/**
 * What is wrong with an answer to a bad request, if anything: a 5xx; a 4xx not shaped
 * `{ message }` or `{ message, modelState }`; a stack trace or SQL in the body (unless the request
 * itself carried that text, as an echoed include name would).
 */
export function problemWith(
  response: { statusCode: number; body: string },
  request: BadRequest,
): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `a ${response.statusCode} that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const keys = isObject(body) ? Object.keys(body).sort().join(',') : '';
  const shaped =
    isObject(body) &&
    typeof body.message === 'string' &&
    (keys === 'message' || (keys === 'message,modelState' && isStringArrayRecord(body.modelState)));
  if (isObject(body) && body.message === DATA_EXCEPTION_MESSAGE) {
    return `reached the database: a schema let through a value only the safety net refused: ${response.body}`;
  }
  if (!shaped)
    return `a ${response.statusCode} not shaped { message[, modelState] }: ${response.body.slice(0, 300)}`;
  const sent = `${request.url} ${request.payload ?? ''}`;
  const decodedSent = safeDecode(sent);
  for (const leak of LEAKS) {
    if (leak.test(response.body) && !leak.test(decodedSent))
      return `a ${response.statusCode} that leaks ${leak}: ${response.body.slice(0, 300)}`;
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
