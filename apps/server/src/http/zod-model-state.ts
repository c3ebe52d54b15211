import type { ZodError } from 'zod';

/** A ZodError as the spec's modelState, with each path prefixed (e.g. "request.take"). */
export function modelStateFromZod(error: ZodError, prefix?: string): Record<string, string[]> {
  const state: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'request';
    (state[path] ??= []).push(issue.message);
  }
  return state;
}
