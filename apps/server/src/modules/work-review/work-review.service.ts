import { QUIZ_SESSION_MESSAGES } from '@mathsight/contract/quiz-sessions.ts';
import type {
  MarkReviewReadResult,
  StudentNotificationList,
  WorkReview,
} from '@mathsight/contract/work-review.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { assertStudent } from '../../policies/roles.ts';
import { assertOwnWork } from '../../policies/work.ts';
import { workConflict } from '../../work/work-conflict.ts';
import type { InsightsService } from '../insights/insights.service.ts';
import type { WorkReviewRepository } from './work-review.repository.ts';

/** Notifications shown to a student: their latest comments. */
const NOTIFICATION_LIMIT = 50;
/** The latest messages from their teachers to their classes shown beside them. */
const CLASS_MESSAGE_LIMIT = 20;

/**
 * A student reviewing their own work (issue 11): each question with the option chosen, the right
 * one, the misconception and the teacher's comments, once the work is handed in or has closed
 * (before that the review would give the answers away: 409). Work not set for them is 404. Their
 * notifications are the teachers' comments on their answers, unread until they open the review.
 */
export class WorkReviewService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: WorkReviewRepository,
    private readonly insights: InsightsService,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async myReview(caller: Caller, assignmentId: number): Promise<WorkReview> {
    const target = await this.#reviewable(caller, assignmentId);
    return this.insights.ownReview(assignmentId, target.studentId);
  }

  async markRead(caller: Caller, assignmentId: number): Promise<MarkReviewReadResult> {
    const target = await this.#reviewable(caller, assignmentId);
    return { markedCount: await this.repo.markRead(assignmentId, target.studentId, this.now()) };
  }

  async notifications(caller: Caller): Promise<StudentNotificationList> {
    assertStudent(caller);
    const [items, unreadCount, classMessages] = await Promise.all([
      this.repo.notifications(caller.userId, NOTIFICATION_LIMIT),
      this.repo.unreadCount(caller.userId),
      this.repo.classMessages(caller.userId, CLASS_MESSAGE_LIMIT),
    ]);
    return { items, unreadCount, classMessages };
  }

  async #reviewable(caller: Caller, assignmentId: number) {
    assertStudent(caller);
    const target = await this.repo.target(caller.userId, assignmentId);
    assertOwnWork(target);
    if (!target.completedAt && this.now() < target.endDate) {
      throw workConflict('notHandedIn', QUIZ_SESSION_MESSAGES.notHandedIn);
    }
    return target;
  }
}
