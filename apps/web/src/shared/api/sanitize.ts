import { SENSITIVE_FIELDS } from '@mathsight/contract/common.ts';

const exact = new Set(SENSITIVE_FIELDS.map((f) => f.toLowerCase()));
// Variants the contract's list cannot name one by one (newPassword, idToken, clientSecret, passwordHash…).
const fragments = ['password', 'token', 'secret', 'hash'];

function isSensitiveKey(key: string): boolean {
  const k = key.toLowerCase();
  return exact.has(k) || fragments.some((f) => k.includes(f));
}

/**
 * A copy of an error body without any sensitive field at any depth, so that a password or token
 * echoed by a server never reaches application state, a toast or a log.
 */
export function stripSensitiveFields<T>(value: T): T {
  return strip(value, 0) as T;
}

function strip(value: unknown, depth: number): unknown {
  // Error bodies are small; a depth limit keeps a hostile body from exhausting the stack.
  if (depth > 20) return undefined;
  if (Array.isArray(value)) return value.map((v) => strip(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'modelState') out[k] = fieldMessages(v);
      else if (!isSensitiveKey(k)) out[k] = strip(v, depth + 1);
    }
    return out;
  }
  return value;
}

/**
 * modelState names fields, it does not carry their values: `{ password: ["Use at least 8 characters."] }`
 * is the message a password field must show. Its keys stay; only lists of message strings are kept.
 */
function fieldMessages(modelState: unknown): Record<string, string[]> | undefined {
  if (modelState === null || typeof modelState !== 'object' || Array.isArray(modelState)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(modelState)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}
