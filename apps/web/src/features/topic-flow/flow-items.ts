import {
  FLOW_INPUT_TYPES,
  FLOW_PINNED_TYPES,
  FLOW_QUESTION_CONTENT_TYPE,
  type FlowGeneratorSession,
  type FlowItem,
  type FlowQuestionContent,
  FlowQuestionContentSchema,
  type FlowResponseResult,
} from '@mathsight/contract/flows.ts';

/** Whether an item waits for the learner (and is drawn as a control while it waits). */
export const isInput = (item: FlowItem) => FLOW_INPUT_TYPES.includes(item.flowItemType);

/** Pinned items stay above the chat; the rest form the conversation. */
export const isPinned = (item: FlowItem) => FLOW_PINNED_TYPES.includes(item.flowItemType);

/** The input waiting at the end of the flow, if any (only the last item can be one). */
export function waitingInput(items: FlowItem[]): FlowItem | null {
  const last = items.at(-1);
  return last && isInput(last) && last.response === null ? last : null;
}

/** A diagnostic question item's content, or null when the item is not one (or is malformed). */
export function questionContent(item: FlowItem): FlowQuestionContent | null {
  if (item.contentType !== FLOW_QUESTION_CONTENT_TYPE || !item.text) return null;
  try {
    const parsed = FlowQuestionContentSchema.safeParse(JSON.parse(item.text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The session after a response: the responded item replaced, the dispatched items appended once. */
export function mergeResponse(
  session: FlowGeneratorSession,
  result: FlowResponseResult,
): FlowGeneratorSession {
  const byId = new Map(session.items.map((i) => [i.flowItemId, i]));
  byId.set(result.respondedItem.flowItemId, result.respondedItem);
  for (const item of result.items) byId.set(item.flowItemId, item);
  return {
    ...session,
    items: [...byId.values()].sort((a, b) => a.sequence - b.sequence),
    finished: result.finished,
    summary: result.summary ?? session.summary,
  };
}
