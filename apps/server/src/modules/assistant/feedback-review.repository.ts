import {
  ASSISTANT_FEEDBACK_PAGE,
  type AssistantFeedbackReviewQuery,
} from '@mathsight/contract/assistant-feedback-review.ts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistantFeedback, assistantMessages, users } from '../../db/schema.ts';

/**
 * The school's rated answers for its administrators to review (issue 29): newest first, each with the
 * question it answered (the conversation's last teacher turn before it), over the feedback's
 * (school_id, created_at) index. A conversation its teacher deleted takes its feedback with it.
 */
export class FeedbackReviewRepository {
  constructor(private readonly db: Db) {}

  async review(schoolId: number, query: AssistantFeedbackReviewQuery) {
    const ofSchool = eq(assistantFeedback.schoolId, schoolId);
    const where = query.rating ? and(ofSchool, eq(assistantFeedback.rating, query.rating)) : ofSchool;
    const [items, tally] = await Promise.all([
      this.db
        .select({
          messageId: assistantFeedback.messageId,
          rating: assistantFeedback.rating,
          comment: assistantFeedback.comment,
          ratedAt: assistantFeedback.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          answer: assistantMessages.text,
          intent: assistantMessages.intent,
          source: sql<string | null>`${assistantMessages.answer}->>'source'`,
          question: sql<string | null>`(
            select q.text from assistant_messages q
            where q.conversation_id = "assistant_messages"."conversation_id"
              and q.role = 'teacher' and q.id < "assistant_messages"."id"
            order by q.id desc limit 1)`,
        })
        .from(assistantFeedback)
        .innerJoin(assistantMessages, eq(assistantMessages.id, assistantFeedback.messageId))
        .innerJoin(users, eq(users.id, assistantFeedback.userId))
        .where(where)
        .orderBy(desc(assistantFeedback.createdAt), desc(assistantFeedback.id))
        .limit(ASSISTANT_FEEDBACK_PAGE),
      this.db
        .select({ rating: assistantFeedback.rating, n: count() })
        .from(assistantFeedback)
        .where(ofSchool)
        .groupBy(assistantFeedback.rating),
    ]);
    return { items, tally };
  }
}
