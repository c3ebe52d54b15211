import {
  type AssignmentKind,
  type AssignmentSettings,
  DEFAULT_ASSIGNMENT_SETTINGS,
  type FeedbackMode,
} from '@mathsight/contract/assignments.ts';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignmentGroups,
  assignmentQuestions,
  assignmentStudents,
  assignments,
  groupStudents,
  questions,
  quizQuestions,
  quizzes,
  schemeQuizzes,
  schoolAssignmentSettings,
  students,
  topicUnits,
  users,
} from '../../db/schema.ts';
import { type ListOptions, listAssignments } from '../../work/assignment-list-sql.ts';

export interface NewAssignment {
  schoolId: number;
  kind: AssignmentKind;
  name: string;
  quizId: number | null;
  schemeQuizId: number | null;
  templateSlug: string | null;
  startDate: Date;
  endDate: Date;
  feedbackMode: FeedbackMode;
  askConfidence: boolean;
  createdByTeacherId: number;
  groupIds: number[];
  students: Array<{ studentId: number; groupId: number }>;
  questions: Array<{ questionId: number; reason: string | null }>;
}

export type AssignmentChanges = Pick<
  NewAssignment,
  'name' | 'startDate' | 'endDate' | 'feedbackMode' | 'askConfidence' | 'groupIds'
> & { students?: NewAssignment['students']; questions?: NewAssignment['questions'] };

/** Every query over assignments, their classes, students and questions, and the school's settings. */
export class AssignmentsRepository {
  constructor(private readonly db: Db) {}

  /** Active students of these classes, each with the lowest of their classes among them. */
  studentsOfGroups(groupIds: number[]) {
    return this.db
      .select({ studentId: groupStudents.studentId, groupId: sql<number>`min(${groupStudents.groupId})` })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .where(inArray(groupStudents.groupId, groupIds))
      .groupBy(groupStudents.studentId)
      .orderBy(asc(groupStudents.studentId));
  }

  async findQuiz(quizId: number) {
    const [row] = await this.db
      .select({ quizId: quizzes.id, kind: quizzes.kind, name: quizzes.name })
      .from(quizzes)
      .where(eq(quizzes.id, quizId));
    return row ?? null;
  }

  async quizQuestionIds(quizId: number) {
    const rows = await this.db
      .select({ questionId: quizQuestions.questionId })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.sequence));
    return rows.map((r) => r.questionId);
  }

  /** A scheme-of-work unit with its topic quiz. */
  async findSchemeQuiz(topicUnitQuizId: number) {
    const [row] = await this.db
      .select({ topicUnitQuizId: schemeQuizzes.id, quizId: schemeQuizzes.quizId, name: topicUnits.name })
      .from(schemeQuizzes)
      .innerJoin(topicUnits, eq(topicUnits.id, schemeQuizzes.topicUnitId))
      .where(eq(schemeQuizzes.id, topicUnitQuizId));
    return row ?? null;
  }

  /** Which of these question ids exist in the bank. */
  async existingQuestionIds(questionIds: number[]) {
    if (questionIds.length === 0) return [];
    const rows = await this.db
      .select({ id: questions.id })
      .from(questions)
      .where(inArray(questions.id, questionIds));
    return rows.map((r) => r.id);
  }

  async settings(schoolId: number): Promise<AssignmentSettings> {
    const [row] = await this.db
      .select({
        feedbackMode: schoolAssignmentSettings.feedbackMode,
        askConfidence: schoolAssignmentSettings.askConfidence,
        defaultDurationDays: schoolAssignmentSettings.defaultDurationDays,
        defaultDueTime: schoolAssignmentSettings.defaultDueTime,
      })
      .from(schoolAssignmentSettings)
      .where(eq(schoolAssignmentSettings.schoolId, schoolId));
    return row ?? DEFAULT_ASSIGNMENT_SETTINGS;
  }

  async saveSettings(schoolId: number, settings: AssignmentSettings) {
    await this.db
      .insert(schoolAssignmentSettings)
      .values({ schoolId, ...settings })
      .onConflictDoUpdate({
        target: schoolAssignmentSettings.schoolId,
        set: { ...settings, updatedAt: new Date() },
      });
  }

  /** Inserts the assignment with its classes, students and questions in one transaction. */
  async create(input: NewAssignment): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(assignments)
        .values({
          schoolId: input.schoolId,
          kind: input.kind,
          name: input.name,
          quizId: input.quizId,
          schemeQuizId: input.schemeQuizId,
          templateSlug: input.templateSlug,
          startDate: input.startDate,
          endDate: input.endDate,
          feedbackMode: input.feedbackMode,
          askConfidence: input.askConfidence,
          createdByTeacherId: input.createdByTeacherId,
        })
        .returning({ id: assignments.id });
      if (!row) throw new Error('assignment not created');
      const assignmentId = row.id;
      const schoolId = input.schoolId;
      await tx
        .insert(assignmentGroups)
        .values(input.groupIds.map((groupId) => ({ assignmentId, groupId, schoolId })));
      if (input.students.length) {
        await tx
          .insert(assignmentStudents)
          .values(input.students.map((s) => ({ assignmentId, schoolId, ...s })));
      }
      if (input.questions.length) {
        await tx
          .insert(assignmentQuestions)
          .values(input.questions.map((q, i) => ({ assignmentId, schoolId, sequence: i + 1, ...q })));
      }
      return assignmentId;
    });
  }

  /**
   * Replaces the editable fields, classes and targeted students in one transaction. Students no
   * longer targeted are dropped unless they have started (their work is kept); the students and the
   * questions are replaced only when given.
   */
  async update(assignmentId: number, schoolId: number, changes: AssignmentChanges) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(assignments)
        .set({
          name: changes.name,
          startDate: changes.startDate,
          endDate: changes.endDate,
          feedbackMode: changes.feedbackMode,
          askConfidence: changes.askConfidence,
          updatedAt: new Date(),
        })
        .where(eq(assignments.id, assignmentId));
      await tx.delete(assignmentGroups).where(eq(assignmentGroups.assignmentId, assignmentId));
      await tx
        .insert(assignmentGroups)
        .values(changes.groupIds.map((groupId) => ({ assignmentId, groupId, schoolId })));
      if (changes.students) {
        const keep = changes.students.map((s) => s.studentId);
        await tx
          .delete(assignmentStudents)
          .where(
            and(
              eq(assignmentStudents.assignmentId, assignmentId),
              isNull(assignmentStudents.startedAt),
              keep.length ? notInArray(assignmentStudents.studentId, keep) : undefined,
            ),
          );
      }
      if (changes.students?.length) {
        await tx
          .insert(assignmentStudents)
          .values(changes.students.map((s) => ({ assignmentId, schoolId, ...s })))
          .onConflictDoUpdate({
            target: [assignmentStudents.assignmentId, assignmentStudents.studentId],
            set: { groupId: sql`excluded.group_id` },
          });
      }
      if (changes.questions) {
        await tx.delete(assignmentQuestions).where(eq(assignmentQuestions.assignmentId, assignmentId));
        await tx
          .insert(assignmentQuestions)
          .values(changes.questions.map((q, i) => ({ assignmentId, schoolId, sequence: i + 1, ...q })));
      }
    });
  }

  /** One statement: classes, students, questions, answers and notifications go with it (cascade). */
  async delete(assignmentId: number) {
    await this.db.delete(assignments).where(eq(assignments.id, assignmentId));
  }

  /** The targeted students with their progress, by name. */
  studentsOf(assignmentId: number) {
    return this.db
      .select({
        studentId: assignmentStudents.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
        groupId: assignmentStudents.groupId,
        startedAt: assignmentStudents.startedAt,
        completedAt: assignmentStudents.completedAt,
        answeredCount: assignmentStudents.answeredCount,
        correctCount: assignmentStudents.correctCount,
      })
      .from(assignmentStudents)
      .innerJoin(students, eq(students.id, assignmentStudents.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(assignmentStudents.assignmentId, assignmentId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(assignmentStudents.studentId));
  }

  /** One assignment's row of the work list (its detail), with classes and counts. */
  list(o: ListOptions) {
    return listAssignments(this.db, o);
  }

  /** The assignment's own questions in order, with their topic. */
  questionsOf(assignmentId: number) {
    return this.db
      .select({
        questionId: assignmentQuestions.questionId,
        sequence: assignmentQuestions.sequence,
        reason: assignmentQuestions.reason,
        topicUnitId: questions.topicUnitId,
        topicUnitName: topicUnits.name,
      })
      .from(assignmentQuestions)
      .innerJoin(questions, eq(questions.id, assignmentQuestions.questionId))
      .innerJoin(topicUnits, eq(topicUnits.id, questions.topicUnitId))
      .where(eq(assignmentQuestions.assignmentId, assignmentId))
      .orderBy(asc(assignmentQuestions.sequence));
  }
}
