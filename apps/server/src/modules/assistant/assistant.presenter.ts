import type {
  AssistantAnswer,
  AssistantConversation,
  AssistantConversationSummary,
  AssistantMessage,
} from '@mathsight/contract/assistant.ts';
import type { ConversationRow, MessageRow } from './assistant.repository.ts';

export function toConversationSummary(row: ConversationRow): AssistantConversationSummary {
  return {
    conversationId: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): AssistantMessage {
  return {
    messageId: row.id,
    role: row.role,
    text: row.text,
    ...(row.role === 'assistant' && row.answer !== null && { answer: row.answer as AssistantAnswer }),
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConversation(row: ConversationRow, messages: MessageRow[]): AssistantConversation {
  return { ...toConversationSummary(row), messages: messages.map(toMessage) };
}
