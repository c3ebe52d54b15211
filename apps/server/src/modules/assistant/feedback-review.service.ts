import type {
  AssistantFeedbackReview,
  AssistantFeedbackReviewQuery,
} from '@mathsight/contract/assistant-feedback-review.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { forbidden } from '../../http/errors.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AssistantRepository } from './assistant.repository.ts';
import { assistantAccess } from './assistant-scope.ts';
import type { FeedbackReviewRepository } from './feedback-review.repository.ts';

export const FEEDBACK_REVIEW_MESSAGES = {
  administratorsOnly: "Only a school administrator can review the feedback on the assistant's answers",
} as const;

/**
 * The feedback teachers gave on the assistant's answers, kept for the school to review (issue 29):
 * its administrators read it (403 for another teacher of the school, 404 for anyone else and while
 * the school's `teacher-assistant` flag is off), to see which questions it answers badly.
 */
export class FeedbackReviewService {
  constructor(
    private readonly repo: FeedbackReviewRepository,
    private readonly assistant: AssistantRepository,
    private readonly access: SchoolAccessService,
  ) {}

  async review(
    caller: Caller,
    schoolId: number,
    query: AssistantFeedbackReviewQuery,
  ): Promise<AssistantFeedbackReview> {
    const access = await assistantAccess(this.assistant, this.access, caller, schoolId);
    if (!access.isSchoolAdministrator) throw forbidden(FEEDBACK_REVIEW_MESSAGES.administratorsOnly);
    const { items, tally } = await this.repo.review(schoolId, query);
    const of = (rating: 'up' | 'down') => tally.find((t) => t.rating === rating)?.n ?? 0;
    const up = of('up');
    const down = of('down');
    return {
      items: items.map((row) => ({
        messageId: row.messageId,
        rating: row.rating,
        comment: row.comment,
        ratedAt: row.ratedAt.toISOString(),
        teacherName: `${row.firstName} ${row.lastName}`.trim(),
        question: row.question ?? '',
        answer: row.answer,
        intent: row.intent,
        source: row.source === 'model' ? 'model' : 'built-in',
      })),
      total: query.rating === 'up' ? up : query.rating === 'down' ? down : up + down,
      up,
      down,
    };
  }
}
