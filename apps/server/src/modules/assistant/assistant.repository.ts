import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assistantConversations,
  assistantFeedback,
  assistantMessages,
  featureFlags,
  groupStudents,
  groups,
  students,
  teachers,
  users,
} from '../../db/schema.ts';

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect & { rating: 'up' | 'down' | null };

/** The names the assistant recognises in a question: the caller's classes and their students. */
export interface RosterStudent {
  studentId: number;
  firstName: string;
  lastName: string;
  groupId: number;
  /** What else identifies them, for the model's PII guard (never shown, never sent). */
  userName: string;
  email: string | null;
  upn: string | null;
}

/** A person of the school by name and what identifies them: for the PII guard and the scope check. */
export interface SchoolPerson {
  userId: number;
  title: string | null;
  firstName: string;
  lastName: string;
  userName: string;
  email: string | null;
  upn: string | null;
  studentId: number | null;
}

/** The assistant's tables, the school's `teacher-assistant` switch and the roster in the caller's scope. */
export class AssistantRepository {
  constructor(private readonly db: Db) {}

  /** The flag on for everyone, for this school or for this user (as users/me's featureFlags reads it). */
  async flagOn(key: string, userId: number, schoolId: number) {
    const [row] = await this.db
      .select({ id: featureFlags.id })
      .from(featureFlags)
      .where(
        and(
          eq(featureFlags.key, key),
          eq(featureFlags.enabled, true),
          or(
            and(isNull(featureFlags.schoolId), isNull(featureFlags.userId)),
            eq(featureFlags.userId, userId),
            eq(featureFlags.schoolId, schoolId),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The classes among `groupIds` in the school (not archived), by code. */
  classes(schoolId: number, groupIds: number[]) {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ groupId: groups.id, code: groups.code })
      .from(groups)
      .where(and(eq(groups.schoolId, schoolId), inArray(groups.id, groupIds), eq(groups.isArchived, false)))
      .orderBy(asc(groups.code));
  }

  /** The active students of those classes, one row per class they are in: one statement. */
  roster(schoolId: number, groupIds: number[]): Promise<RosterStudent[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        studentId: students.id,
        firstName: users.firstName,
        lastName: users.lastName,
        groupId: groupStudents.groupId,
        userName: users.userName,
        email: users.email,
        upn: students.upn,
      })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(groupStudents.schoolId, schoolId), inArray(groupStudents.groupId, groupIds)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id));
  }

  /** The school's teachers (Pending too): their names may be in the data a model reads. */
  teachers(schoolId: number): Promise<SchoolPerson[]> {
    return this.db
      .select({
        userId: users.id,
        title: users.title,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        email: users.email,
        upn: sql<string | null>`null`,
        studentId: sql<number | null>`null`,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.schoolId, schoolId));
  }

  /** Every student of the school, archived too: a question naming one outside the caller's scope is refused. */
  schoolStudents(schoolId: number): Promise<SchoolPerson[]> {
    return this.db
      .select({
        userId: users.id,
        title: sql<string | null>`null`,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        email: users.email,
        upn: students.upn,
        studentId: students.id,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, schoolId));
  }

  /** The codes of all the school's classes (archived too). */
  async schoolClassCodes(schoolId: number) {
    const rows = await this.db
      .select({ groupId: groups.id, code: groups.code })
      .from(groups)
      .where(eq(groups.schoolId, schoolId));
    return rows;
  }

  async conversation(id: number, userId: number, schoolId: number): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assistantConversations)
      .where(
        and(
          eq(assistantConversations.id, id),
          eq(assistantConversations.userId, userId),
          eq(assistantConversations.schoolId, schoolId),
        ),
      );
    return row;
  }

  async conversations(userId: number, schoolId: number) {
    const where = and(
      eq(assistantConversations.userId, userId),
      eq(assistantConversations.schoolId, schoolId),
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(assistantConversations)
        .where(where)
        .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
        .limit(100),
      this.db.select({ n: count() }).from(assistantConversations).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  messages(conversationId: number): Promise<MessageRow[]> {
    return this.db
      .select({
        id: assistantMessages.id,
        conversationId: assistantMessages.conversationId,
        schoolId: assistantMessages.schoolId,
        role: assistantMessages.role,
        text: assistantMessages.text,
        intent: assistantMessages.intent,
        answer: assistantMessages.answer,
        createdAt: assistantMessages.createdAt,
        rating: assistantFeedback.rating,
      })
      .from(assistantMessages)
      .leftJoin(assistantFeedback, eq(assistantFeedback.messageId, assistantMessages.id))
      .where(eq(assistantMessages.conversationId, conversationId))
      .orderBy(asc(assistantMessages.id));
  }

  /**
   * The question and its answer kept in one transaction (a new conversation first when none is
   * given); `finish` completes the answer with the ids it is given.
   */
  async keepTurn(
    input: { conversationId?: number; userId: number; schoolId: number; title: string; question: string },
    answer: Omit<AssistantAnswer, 'conversationId' | 'messageId'>,
  ): Promise<AssistantAnswer> {
    return this.db.transaction(async (tx) => {
      let conversationId = input.conversationId;
      if (conversationId === undefined) {
        const [made] = await tx
          .insert(assistantConversations)
          .values({ schoolId: input.schoolId, userId: input.userId, title: input.title })
          .returning({ id: assistantConversations.id });
        conversationId = made?.id ?? 0;
      } else {
        await tx
          .update(assistantConversations)
          .set({ updatedAt: new Date() })
          .where(eq(assistantConversations.id, conversationId));
      }
      await tx.insert(assistantMessages).values({
        conversationId,
        schoolId: input.schoolId,
        role: 'teacher',
        text: input.question,
      });
      const [message] = await tx
        .insert(assistantMessages)
        .values({
          conversationId,
          schoolId: input.schoolId,
          role: 'assistant',
          text: answer.text,
          intent: answer.intent,
        })
        .returning({ id: assistantMessages.id });
      const full: AssistantAnswer = { ...answer, conversationId, messageId: message?.id ?? 0 };
      await tx
        .update(assistantMessages)
        .set({ answer: full })
        .where(eq(assistantMessages.id, full.messageId));
      return full;
    });
  }

  /** An assistant message in one of the caller's conversations in the school. */
  async ownAnswer(messageId: number, userId: number, schoolId: number) {
    const [row] = await this.db
      .select({ id: assistantMessages.id })
      .from(assistantMessages)
      .innerJoin(assistantConversations, eq(assistantConversations.id, assistantMessages.conversationId))
      .where(
        and(
          eq(assistantMessages.id, messageId),
          eq(assistantMessages.role, 'assistant'),
          eq(assistantConversations.userId, userId),
          eq(assistantConversations.schoolId, schoolId),
        ),
      );
    return row;
  }

  async saveFeedback(row: {
    messageId: number;
    schoolId: number;
    userId: number;
    rating: 'up' | 'down';
    comment: string | null;
  }) {
    await this.db
      .insert(assistantFeedback)
      .values(row)
      .onConflictDoUpdate({
        target: assistantFeedback.messageId,
        set: { rating: row.rating, comment: row.comment, createdAt: new Date() },
      });
  }

  async deleteConversation(id: number, userId: number, schoolId: number) {
    const deleted = await this.db
      .delete(assistantConversations)
      .where(
        and(
          eq(assistantConversations.id, id),
          eq(assistantConversations.userId, userId),
          eq(assistantConversations.schoolId, schoolId),
        ),
      )
      .returning({ id: assistantConversations.id });
    return deleted.length > 0;
  }
}
