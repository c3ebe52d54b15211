/**
 * The assistant's model provider (issue 29 point 2): the project's own interface in front of any
 * chat model, so the assistant module never depends on one vendor's client. A provider streams a
 * model's answer as text deltas and completed tool calls (a call's arguments arrive whole, joined
 * from however many chunks the server split them into), and fails with a `ModelProviderError` whose
 * kind the caller acts on (timeouts, 429 and 5xx fall back to the built-in assistant).
 */

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ModelToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A tool the model may call: one of the server's data queries, described by a JSON Schema. */
export interface ModelTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
}

/** A completed tool call: `arguments` is the joined JSON text (already checked to parse as an object). */
export interface ModelToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ModelStreamEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool-call'; call: ModelToolCall }
  | { type: 'done'; finishReason: string | null };

export interface ModelStreamRequest {
  messages: ChatMessage[];
  tools?: ModelTool[];
  /** The caller's abort (the teacher left): ends the stream with the abort's own error, not a ModelProviderError. */
  signal?: AbortSignal;
  /**
   * Called with the exact body (and URL) of every outbound HTTP request just before it is sent; a
   * throw stops the request from leaving (the PII guard's fail-closed check, `pii-guard.ts`).
   */
  inspectOutbound?: (outbound: { url: string; body: string }) => void;
}

export interface ModelProvider {
  /** The model's name, for logs and the note on an answer. */
  readonly model: string;
  stream(request: ModelStreamRequest): AsyncIterable<ModelStreamEvent>;
}

export type ModelProviderErrorKind =
  /** No answer (or no end of the answer) within the provider's timeout. */
  | 'timeout'
  /** 429 from the model server. */
  | 'rate-limited'
  /** 5xx, a refused connection, a reset: the server is not there or not well. */
  | 'unavailable'
  /** 4xx other than 429 (bad key, unknown model, request too large), or the request was not let out. */
  | 'refused'
  /** The server answered with something that is not a chat completion (bad SSE, tool arguments not JSON). */
  | 'malformed';

/**
 * A provider's failure. Its message never holds the request, the key or the model's text: it names
 * the kind, and the HTTP status when there was one, so it is safe to log as it is.
 */
export class ModelProviderError extends Error {
  override readonly name = 'ModelProviderError';
  constructor(
    readonly kind: ModelProviderErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function isModelProviderError(error: unknown): error is ModelProviderError {
  return error instanceof ModelProviderError;
}
