import { insightPaths } from '@mathsight/contract/api-paths.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import { MarkCorrectionSchema } from '@mathsight/contract/insights.ts';
import { request } from '../../../shared/api/http-client.ts';

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
