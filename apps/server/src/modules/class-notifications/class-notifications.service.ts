import {
  CLASS_MESSAGE_HISTORY_TAKE,
  type ClassMessage,
  type ClassMessageList,
  type ClassMessageRequest,
  type ClassMessageValidation,
} from '@mathsight/contract/class-notifications.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { assertCanMessageClass } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { ClassNotificationsRepository } from './class-notifications.repository.ts';

/**
 * A teacher's short message to a class's students (spec §7 Groups: teacher-group notification send
 * and validate), shown among the students' notifications. The message itself is checked by the
 * contract's schema (not empty, at most 500 characters, no NUL) before the service runs.
 */
export class ClassNotificationsService {
  constructor(
    private readonly repo: ClassNotificationsRepository,
    private readonly schoolAccess: SchoolAccessService,
  ) {}

  /** POST …/validate: the message is fine; how many students would get it now. */
  async validate(caller: Caller, groupId: number): Promise<ClassMessageValidation> {
    const { group } = await this.#messageable(caller, groupId, false);
    return { groupId: group.groupId, recipientCount: await this.repo.recipientCount(group.groupId) };
  }

  async send(caller: Caller, groupId: number, request: ClassMessageRequest): Promise<ClassMessage> {
    const { group, access } = await this.#messageable(caller, groupId, true);
    const teacherId = access.teacherId;
    const sent = await this.repo.send({
      schoolId: group.schoolId,
      groupId: group.groupId,
      teacherId,
      body: request.message,
    });
    return {
      classMessageId: sent.id,
      groupId: group.groupId,
      message: request.message,
      senderName: await this.repo.senderName(teacherId),
      recipientCount: sent.recipientCount,
      sentAt: sent.createdAt.toISOString(),
    };
  }

  async history(caller: Caller, groupId: number): Promise<ClassMessageList> {
    const { group } = await this.#messageable(caller, groupId, false);
    const { items, total } = await this.repo.history(group.groupId, CLASS_MESSAGE_HISTORY_TAKE);
    return {
      items: items.map((m) => ({
        classMessageId: m.id,
        groupId: m.groupId,
        message: m.body,
        senderName: m.senderName,
        recipientCount: m.recipientCount,
        sentAt: m.createdAt.toISOString(),
      })),
      total,
    };
  }

  async #messageable(caller: Caller, groupId: number, fresh: boolean) {
    const { group, access } = await this.schoolAccess.groupAccess(caller, groupId, fresh);
    assertCanMessageClass(access, group.groupId);
    return { group, access };
  }
}
