import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import { assistantDocumentPaths } from '@mathsight/contract/assistant-documents.paths.ts';
import { idOf, type Sample } from './access-sample.ts';
import type { AccessWorld, WorldCaller } from './access-world.ts';

/**
 * A conversation of the caller's own in the world's school, with one answer (made in the database:
 * the ask call is sampled on its own), so every caller the rule serves finds theirs.
 */
async function ownConversation(w: AccessWorld, caller: WorldCaller) {
  const [conversation] = await w.database.query<{ id: number }>(
    `insert into assistant_conversations (school_id, user_id, title) values ($1, $2, 'Sample') returning id`,
    [w.school.id, idOf(w, caller)],
  );
  const conversationId = conversation?.id ?? 0;
  const [message] = await w.database.query<{ id: number }>(
    `insert into assistant_messages (conversation_id, school_id, role, text) values ($1, $2, 'assistant', 'Hello') returning id`,
    [conversationId, w.school.id],
  );
  return { conversationId, messageId: message?.id ?? 0 };
}

/** Issue 29: the teacher assistant; any Confirmed teacher of the school, their own conversations only. */
export const ASSISTANT_SAMPLES: Record<string, Sample> = {
  'POST /flow/v1/schools/:id/teacher-assistant/ask': {
    request: (w) => ({ url: assistantPaths.ask(w.school.id), payload: { instruction: 'What can you do?' } }),
  },
  'POST /flow/v1/schools/:id/teacher-assistant/feedback': {
    request: async (w, caller) => ({
      url: assistantPaths.feedback(w.school.id),
      payload: { messageId: (await ownConversation(w, caller)).messageId, rating: 'up' },
    }),
  },
  'GET /flow/v1/schools/:id/teacher-assistant/feedback': {
    request: (w) => ({ url: assistantPaths.feedback(w.school.id) }),
  },
  'GET /flow/v1/schools/:id/teacher-assistant/conversations': {
    request: (w) => ({ url: assistantPaths.conversations(w.school.id) }),
  },
  'GET /flow/v1/schools/:id/teacher-assistant/conversations/:conversationId': {
    request: async (w, caller) => ({
      url: assistantPaths.conversation(w.school.id, (await ownConversation(w, caller)).conversationId),
    }),
  },
  'DELETE /flow/v1/schools/:id/teacher-assistant/conversations/:conversationId': {
    request: async (w, caller) => ({
      url: assistantPaths.conversation(w.school.id, (await ownConversation(w, caller)).conversationId),
    }),
  },
  // Issue 29 point 4: the documents. The student report covers only the caller's own classes
  // (decision 0045), even an administrator's: a colleague or administrator who does not teach the work's
  // class is refused as if it were not there.
  'POST /flow/v1/schools/:id/teacher-assistant/csv-summarizer': {
    request: (w) => ({
      url: assistantDocumentPaths.csvSummarizer(w.school.id),
      payload: { instruction: 'Who scored below 50%?', csv: 'Name,Score\nA,40\nB,60\n' },
    }),
  },
  'POST /flow/v1/schools/:id/teacher-assistant/assignment-student-report': {
    request: (w) => ({
      url: assistantDocumentPaths.studentReport(w.school.id),
      payload: { instruction: "Parents' evening", assignmentId: w.work.id },
    }),
    overrides: { colleague: 404, administrator: 404 },
  },
  'POST /flow/v1/schools/:id/pdf-generator': {
    request: async (w, caller) => ({
      url: assistantDocumentPaths.pdf(w.school.id),
      payload: { instruction: 'Sample', conversationId: (await ownConversation(w, caller)).conversationId },
    }),
  },
};
