import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import {
  type AskAssistantRequest,
  AssistantAnswerSchema,
  type AssistantFeedbackRequest,
  AssistantFeedbackSchema,
} from '@mathsight/contract/assistant.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../../shared/api/http-client.ts';
import { assistantKeys } from './assistant-keys.ts';

/** The answer as it streams in: the text so far, and the note when the model gave up part-way. */
export interface LiveAnswer {
  text: string;
  note: string | null;
}

/**
 * POST …/teacher-assistant/ask, read as server-sent events so the words show as they come (`live`,
 * while the call is pending); resolves with the answer as kept. The conversations read again after.
 */
export function useAskAssistant(schoolId: number) {
  const client = useQueryClient();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const onEvent = (name: string, data: string) => {
    // A model that failed after it began: what it wrote goes, the built-in answer follows.
    if (name === 'fallback') setLive({ text: '', note: (JSON.parse(data) as { note: string }).note });
    else if (name === 'delta')
      setLive((now) => ({ text: (now?.text ?? '') + (JSON.parse(data) as string), note: now?.note ?? null }));
  };
  const mutation = useMutation({
    mutationFn: (body: AskAssistantRequest) => {
      setLive({ text: '', note: null });
      return request({
        method: 'POST',
        endpoint: assistantPaths.ask(schoolId),
        body,
        schema: AssistantAnswerSchema,
        events: { onEvent, result: 'answer' },
      });
    },
    onSettled: () => setLive(null),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.all(schoolId) }),
  });
  return { ...mutation, live };
}

/** POST …/teacher-assistant/feedback: thumbs up or down on one answer, and an optional comment. */
export function useAssistantFeedback(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssistantFeedbackRequest) =>
      request({
        method: 'POST',
        endpoint: assistantPaths.feedback(schoolId),
        body,
        schema: AssistantFeedbackSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistantKeys.all(schoolId) }),
  });
}
