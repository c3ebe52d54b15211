/**
 * The `ModelProvider` over the official `openai` client (issue 29 point 2), for any server speaking
 * OpenAI's `/v1/chat/completions`: OpenAI itself, Ollama (`http://host:11434/v1`), vLLM, llama.cpp's
 * server. Configured by ASSISTANT_BASE_URL, ASSISTANT_API_KEY (optional: local servers need none) and
 * ASSISTANT_MODEL (`config.ts`). Always streamed; tool calls are joined from their chunks by index and
 * handed over whole; one timeout covers the whole call, from connecting to the stream's end. The
 * client's own retries are off: a 429 or 5xx falls back to the built-in assistant at once rather than
 * keeping the teacher waiting. Nothing here logs; errors carry a kind and a status, never the body,
 * the key or the server's message (which may echo the request).
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type {
  ChatMessage,
  ModelProvider,
  ModelStreamEvent,
  ModelStreamRequest,
  ModelToolCall,
} from './provider.ts';
import { ModelProviderError } from './provider.ts';

export interface OpenAiProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The longest one call may take, first byte to last (ASSISTANT_TIMEOUT_MS, 30,000). */
  timeoutMs: number;
}

export function createOpenAiProvider(config: OpenAiProviderConfig): ModelProvider {
  return {
    model: config.model,
    stream: (request) => streamChat(config, request),
  };
}

async function* streamChat(
  config: OpenAiProviderConfig,
  request: ModelStreamRequest,
): AsyncGenerator<ModelStreamEvent> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), config.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timer.signal]) : timer.signal;
  /** A throw of `inspectOutbound` (the PII guard said no): passed on as it is, the request not sent. */
  let blocked: { error: unknown } | undefined;

  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers take no key, but the client insists on one (and would otherwise read OPENAI_API_KEY).
    apiKey: config.apiKey || 'no-key',
    maxRetries: 0,
    // The client would print an unreadable chunk (the model's text) to the console: it stays quiet.
    logLevel: 'off',
    timeout: config.timeoutMs,
    fetch: async (url, init) => {
      const body = init?.body;
      try {
        if (typeof body !== 'string')
          throw new ModelProviderError('refused', 'outbound body is not text; not sent');
        request.inspectOutbound?.({ url: String(url), body });
      } catch (error) {
        blocked = { error };
        throw error;
      }
      return fetch(url, init);
    },
  });

  try {
    const tools = request.tools?.length ? request.tools.map(toOpenAiTool) : undefined;
    const stream = await client.chat.completions.create(
      {
        model: config.model,
        messages: request.messages.map(toOpenAiMessage),
        stream: true,
        ...(tools ? { tools } : {}),
      },
      { signal },
    );
    const calls = new ToolCallJoiner();
    let finishReason: string | null = null;
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      if (!choice) continue; // a usage-only chunk
      const delta = choice.delta ?? {};
      if (typeof delta.content === 'string' && delta.content !== '')
        yield { type: 'text', delta: delta.content };
      if (delta.tool_calls) calls.add(delta.tool_calls);
      if (choice.finish_reason) finishReason = choice.finish_reason;
    }
    // The client ends an aborted stream quietly: an abort mid-stream is not an answer's end.
    if (signal.aborted)
      throw request.signal?.aborted
        ? request.signal.reason
        : new ModelProviderError('timeout', 'model did not finish in time');
    for (const call of calls.complete()) yield { type: 'tool-call', call };
    yield { type: 'done', finishReason };
  } catch (error) {
    if (blocked) throw blocked.error;
    if (request.signal?.aborted) throw error;
    throw toProviderError(error, timer.signal.aborted);
  } finally {
    clearTimeout(timeout);
  }
}

function toProviderError(error: unknown, timedOut: boolean): unknown {
  if (error instanceof ModelProviderError) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError)
    return new ModelProviderError('timeout', 'model did not answer in time');
  if (error instanceof APIUserAbortError) return new ModelProviderError('timeout', 'model call aborted');
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 429)
      return new ModelProviderError('rate-limited', 'model server: 429 too many requests', status);
    if (status === 408) return new ModelProviderError('timeout', 'model server: 408 timeout', status);
    if (status >= 500) return new ModelProviderError('unavailable', `model server: ${status}`, status);
    return new ModelProviderError('refused', `model server: ${status}`, status);
  }
  if (error instanceof APIConnectionError)
    return new ModelProviderError('unavailable', 'model server unreachable');
  // An `error` event in the stream (a local server whose model crashed or ran out of memory mid-answer).
  if (error instanceof APIError)
    return new ModelProviderError('unavailable', 'model server reported an error mid-stream');
  // A stream the client could not read (SSE not JSON).
  return new ModelProviderError('malformed', 'model server sent an answer that is not a chat completion');
}

/** Joins streamed tool-call pieces: by index, and a new id at a used index starts a new call (Ollama). */
class ToolCallJoiner {
  private readonly calls: Array<{ id: string; name: string; arguments: string }> = [];
  private readonly slotOfIndex = new Map<number, number>();

  add(deltas: ChatCompletionChunk.Choice.Delta.ToolCall[]) {
    for (const delta of deltas) {
      const index = typeof delta.index === 'number' ? delta.index : this.calls.length - (delta.id ? 0 : 1);
      let slot = this.slotOfIndex.get(index);
      const current = slot === undefined ? undefined : this.calls[slot];
      if (current === undefined || (delta.id && current.id && delta.id !== current.id)) {
        slot = this.calls.push({ id: '', name: '', arguments: '' }) - 1;
        this.slotOfIndex.set(index, slot);
      }
      const call = this.calls[slot as number] as { id: string; name: string; arguments: string };
      if (delta.id) call.id = delta.id;
      if (delta.function?.name)
        call.name += call.name && call.name === delta.function.name ? '' : delta.function.name;
      if (delta.function?.arguments) call.arguments += delta.function.arguments;
    }
  }

  complete(): ModelToolCall[] {
    return this.calls.map((call, at) => {
      const args = call.arguments.trim() === '' ? '{}' : call.arguments;
      let parsed: unknown;
      try {
        parsed = JSON.parse(args);
      } catch {
        throw new ModelProviderError('malformed', `tool call ${at + 1}: arguments are not JSON`);
      }
      if (!call.name || parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new ModelProviderError('malformed', `tool call ${at + 1}: no name or arguments not an object`);
      }
      return { id: call.id || `call_${at + 1}`, name: call.name, arguments: args };
    });
  }
}

function toOpenAiTool(tool: {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}): ChatCompletionTool {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

function toOpenAiMessage(message: ChatMessage): ChatCompletionMessageParam {
  switch (message.role) {
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant':
      return message.toolCalls?.length
        ? {
            role: 'assistant',
            content: message.content || null,
            tool_calls: message.toolCalls.map((call) => ({
              id: call.id,
              type: 'function' as const,
              function: { name: call.name, arguments: call.arguments },
            })),
          }
        : { role: 'assistant', content: message.content };
    default:
      return { role: message.role, content: message.content };
  }
}
