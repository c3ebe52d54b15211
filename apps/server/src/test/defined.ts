/**
 * Narrows a value a test relies on (a row it just inserted, the first student of a class, the last item
 * of a session) without a non-null assertion: when the value is missing the test fails here, naming
 * what it expected, instead of later with "cannot read properties of undefined".
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
