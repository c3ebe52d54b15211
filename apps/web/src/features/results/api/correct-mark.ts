import type { OptionLetter } from '@mathsight/contract/content.ts';
import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { MarkCorrectionSchema } from '@mathsight/contract/insights.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { invalidateWork } from '../../../shared/assignments/work-query-keys.ts';

/**
 * PUT assignments/{id}/questions/{questionId}/mark: the bank's answer was wrong for this work; every
 * answer is re-marked. The bank's own letter removes the correction.
 */
export function correctMark(assignmentId: number, questionId: number, correctLetter: OptionLetter) {
  return request({
    method: 'PUT',
    endpoint: insightPaths.markCorrection(assignmentId, questionId),
    body: { correctLetter },
    schema: MarkCorrectionSchema,
    notify: false,
  });
}

/** Corrects the mark; scores, insights, the plan and the dashboard all follow the new mark. */
export function useCorrectMark(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, correctLetter }: { questionId: number; correctLetter: OptionLetter }) =>
      correctMark(assignmentId, questionId, correctLetter),
    onSuccess: () => invalidateWork(client),
  });
}
