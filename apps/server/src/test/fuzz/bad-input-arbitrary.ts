import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for the generated bad-input test, derived from a route's own Zod schemas.
 * The schema goes through Zod's JSON Schema converter (the same shape the OpenAPI document shows)
 * rather than Zod's internals, so the generator keeps up with Zod. Two kinds of value come out:
 * well-formed ones (with the world's real ids, so requests reach the services) and junk, mixed by
 * `malformedValue` so that most requests are nearly right and one thing is wrong.
 */

export type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Real ids of the test's world for a field or parameter name ("groupIds" → the class ids). */
export type IdHints = (name: string) => readonly number[];

export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** A JSON token that JSON.stringify cannot write (1e400 parses to Infinity); see `toJsonText`. */
const RAW_PREFIX = '__raw_json__:';
const raw = (token: string) => `${RAW_PREFIX}${token}`;

/** JSON text of a generated value, with the raw tokens (`raw('1e400')`) written as they are. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(new RegExp(`"${RAW_PREFIX}([^"]*)"`, 'g'), '$1');
}

const MEGABYTE_STRING = 'x'.repeat(1_000_000);

function nested(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

/** An object whose own keys are the prototype-pollution names (a literal `__proto__:` would set the prototype). */
function pollutingObject(value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

export const JUNK_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'Zoë Ångström 日本語 עברית',
  '\u202Eevil',
  '\uD800',
  '🙂'.repeat(50),
  '<script>alert(1)</script>',
  '\'; -- "',
  '%00',
  '../../etc/passwd',
  '\t\r\n',
  MEGABYTE_STRING,
];

/** How an id can go wrong as text (a path segment or a query value). */
export const JUNK_ID_TEXTS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9'.repeat(400),
  '0x10',
  ' 1',
  '+1',
  '١٢',
  'null',
  'undefined',
  '[]',
];

const JUNK_NUMBERS: readonly unknown[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  raw('1e400'),
  raw('-1e400'),
  raw('1e-400'),
  raw('123456789012345678901234567890'),
];

/** Any value of the wrong kind: the generator's junk drawer. */
export function junkValue(): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constantFrom(...JUNK_TEXTS),
    fc.constantFrom(...JUNK_ID_TEXTS),
    fc.constantFrom(...JUNK_NUMBERS),
    fc.constantFrom<unknown>(true, false, null, [], {}, [1, 2, 3], { a: 1 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.double(),
    fc.integer(),
  );
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.constant(nested(1000, 1, (inner) => [inner])) },
    { weight: 1, arbitrary: fc.constant(nested(1000, 'x', (inner) => ({ a: inner }))) },
    { weight: 1, arbitrary: leaf.map(pollutingObject) },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  );
}

function isIdName(name: string) {
  return name === 'id' || /Ids?$/.test(name);
}

function singular(name: string) {
  return name.endsWith('Ids') ? name.slice(0, -1) : name;
}

/** A value that fits the schema's shape (refinements aside), with real ids where the name says id. */
export function validValue(schema: JsonSchema, name: string, hints: IdHints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, name, hints)));
  switch (schema.type) {
    case 'object':
      return validObject(schema, hints);
    case 'array': {
      const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
      const minLength = Math.min(schema.minItems ?? 0, 3);
      return fc.array(validValue(items, singular(name), hints), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number':
      return validNumber(schema, name, hints);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant('x');
  }
}

function validObject(schema: JsonSchema, hints: IdHints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const entries = Object.entries(properties).filter(
    (entry): entry is [string, JsonSchema] => typeof entry[1] === 'object',
  );
  if (entries.length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 12 }), validValue(schema.additionalProperties, '', hints), {
      maxKeys: 3,
    });
  }
  const shape = Object.fromEntries(entries.map(([key, value]) => [key, validValue(value, key, hints)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
}

const someDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return someDate.map((date) => date.toISOString());
    case 'date':
      return someDate.map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 60 });
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

function validNumber(schema: JsonSchema, name: string, hints: IdHints): fc.Arbitrary<number> {
  const ids = isIdName(name) ? hints(name) : [];
  if (ids.length) return fc.constantFrom(...ids);
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 1000;
  const min = schema.minimum ?? exclusiveMin;
  const max = schema.maximum ?? exclusiveMax;
  return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
}

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Adds a key as an own property, even `__proto__`. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * Mostly-right input with something wrong: a well-formed object with one field junk, one field
 * missing, extra or polluting keys, or the whole thing junk; and now and then a well-formed one.
 */
export function malformedValue(schema: JsonSchema, hints: IdHints): fc.Arbitrary<unknown> {
  const valid = validValue(schema, '', hints);
  const keys = Object.keys(schema.properties ?? {});
  const asObject = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  const arbitraries: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: valid },
    { weight: 2, arbitrary: junkValue() },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid.map(asObject), fc.string({ maxLength: 20 }), junkValue())
        .map(([object, key, value]) => withKey(object, key, value)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid.map(asObject), fc.constantFrom(...POLLUTING_KEYS), junkValue())
        .map(([object, key, value]) => withKey(object, key, value)),
    },
    { weight: 1, arbitrary: valid.map((value) => [value]) },
  ];
  if (keys.length) {
    arbitraries.push(
      {
        weight: 6,
        arbitrary: fc
          .tuple(valid.map(asObject), fc.constantFrom(...keys), junkValue())
          .map(([object, key, value]) => withKey(object, key, value)),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(valid.map(asObject), fc.constantFrom(...keys)).map(([object, key]) => {
          const { [key]: _dropped, ...rest } = object;
          return rest;
        }),
      },
    );
  }
  return fc.oneof(...arbitraries);
}
