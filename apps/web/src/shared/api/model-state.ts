import { ApiError, ERROR_MESSAGES } from './api-error.ts';

/**
 * The server's modelState (spec §5) by form field: `{ "endDate": ["…"], "groupIds.0": ["…"] }`
 * becomes `{ endDate: "…", groupIds: "…" }`, the first message of each field, so a form can show
 * it beside the field. Keys are the first segment of the server's path.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { modelState?: unknown } | undefined;
  const modelState = body?.modelState;
  if (!modelState || typeof modelState !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(modelState as Record<string, unknown>)) {
    const field = path.split('.')[0] ?? path;
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
    if (first && !(field in out)) out[field] = first;
  }
  return out;
}

/** One sentence for a failure: the modelState messages, or the error's message. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) {
    return error.fieldMessages.length > 0 ? error.fieldMessages.join(' ') : error.message;
  }
  return ERROR_MESSAGES.network;
}
