import type { AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import type { Paging, PagingOf } from '@mathsight/contract/common.ts';
import type {
  MarkAllNotificationsReadResult,
  NavigationContext,
  Notification,
  NotificationList,
  NotificationListFilter,
} from '@mathsight/contract/notifications.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { assertConfirmedMember, assertOwnNotification } from '../../policies/notifications.ts';
import { assertSelf, assertTeacher } from '../../policies/roles.ts';
import { toNotification } from './notifications.presenter.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** A teacher's notifications (spec §7) and the navigation badges (spec §3 "Navigation context"). */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The caller's notifications of one group (Upcoming by default) and category (Assignment), by
   * RelevantDate: ascending for Upcoming, descending for Done, unless the request sorts explicitly.
   */
  async list(
    caller: Caller,
    userId: number,
    paging: PagingOf<NotificationListFilter>,
  ): Promise<NotificationList> {
    assertTeacher(caller);
    assertSelf(caller, userId);
    // The one category (Assignment) is all there is to filter by.
    const { group, schoolId, groupId } = paging.filter;
    if (schoolId !== undefined) {
      assertConfirmedMember(await this.repo.isConfirmedIn(caller.userId, schoolId));
    }
    const descending = sortDescending(paging, group);
    await this.repo.materialise(userId, this.now());
    const page = await this.repo.list({
      userId,
      group,
      ...(schoolId !== undefined && { schoolId }),
      ...(groupId !== undefined && { groupId }),
      descending,
      skip: paging.skip,
      take: paging.take,
    });
    return {
      items: page.items.map((row) => ({ ...toNotification(row), groups: row.groups })),
      total: page.total,
      unreadCount: page.unread,
    };
  }

  /** Marks one of the caller's notifications read (or unread again); 404 for anyone else's. */
  async update(caller: Caller, notificationId: number, read: boolean): Promise<Notification> {
    assertTeacher(caller);
    const found = await this.repo.find(notificationId);
    assertOwnNotification(caller, found);
    const saved = await this.repo.setRead(notificationId, read);
    if (!saved) throw notFound();
    return toNotification(saved);
  }

  /**
   * Marks every unread notification of the caller in one school read. The notifications are brought
   * up to date first, so the bell (which counts after bringing them up to date) then shows 0.
   */
  async markAllRead(
    caller: Caller,
    userId: number,
    schoolId: number,
  ): Promise<MarkAllNotificationsReadResult> {
    assertTeacher(caller);
    assertSelf(caller, userId);
    assertConfirmedMember(await this.repo.isConfirmedIn(userId, schoolId));
    await this.repo.materialise(userId, this.now());
    return { markedCount: await this.repo.markAllRead(userId, schoolId) };
  }

  /** Badge counts for the caller in one school where they are a Confirmed teacher; never below 0. */
  async navigation(caller: Caller, userId: number, schoolId: number): Promise<NavigationContext> {
    assertTeacher(caller);
    assertSelf(caller, userId);
    assertConfirmedMember(await this.repo.isConfirmedIn(userId, schoolId));
    const now = this.now();
    await this.repo.materialise(userId, now);
    const counts = await this.repo.badgeCounts(userId, schoolId, now);
    return {
      type: 'school',
      schoolId,
      data: [
        { id: 'plan', badgeCount: Math.max(0, counts.plan) },
        { id: 'check', badgeCount: Math.max(0, counts.check) },
        { id: 'notifications', badgeCount: Math.max(0, counts.notifications) },
      ],
    };
  }
}

function invalid(field: string, message: string): never {
  throw badRequest(MESSAGES.invalid, { [field]: [message] });
}

function sortDescending(paging: Pick<Paging, 'sort'>, group: AssignmentStatusGroup): boolean {
  const first = paging.sort[0];
  if (!first) return group !== 'Upcoming';
  if (first.fieldName.toLowerCase() !== 'relevantdate')
    invalid('request.sort[0].FieldName', 'Sort by RelevantDate');
  return first.direction === 'Descending';
}
