import { yearGroupOrdinal } from '@mathsight/contract/users.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignmentGroups,
  assignments,
  countryYearGroups,
  groupStudents,
  groupYearGroups,
  misconceptions,
  questions,
  quizzes,
  studentAnswers,
  students,
  topicUnits,
} from '../../db/schema.ts';
import { toDate } from '../../shared/to-date.ts';
import type { AnswerStat, CandidateQuestion, StudiedTopic } from './recommend.ts';

/** The reads behind recommendations (what a class studied and answered) and retrieval-practice insights. */
export class RetrievalPracticeRepository {
  constructor(private readonly db: Db) {}

  /** The class's year (7 for Year 7), from its youngest year group; null when it has none. */
  async classYear(groupId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ name: countryYearGroups.name })
      .from(groupYearGroups)
      .innerJoin(countryYearGroups, eq(countryYearGroups.id, groupYearGroups.countryYearGroupId))
      .where(eq(groupYearGroups.groupId, groupId))
      .orderBy(asc(countryYearGroups.position))
      .limit(1);
    if (!row) return null;
    const year = yearGroupOrdinal(row.name);
    return year < 0 ? null : year;
  }

  /**
   * The topic units the class studied through topic work that has ended, with when it last ended
   * (through assignment_groups_group_idx). Diagnostic quizzes sample many topics and retrieval
   * practice is itself retrieval, so neither counts as studying a topic.
   */
  async studiedTopics(groupId: number, now: Date): Promise<StudiedTopic[]> {
    const lastStudiedAt = sql<Date | string>`max(${assignments.endDate})`;
    const rows = await this.db
      .select({ topicUnitId: topicUnits.id, name: topicUnits.name, lastStudiedAt })
      .from(assignmentGroups)
      .innerJoin(assignments, eq(assignments.id, assignmentGroups.assignmentId))
      .innerJoin(quizzes, eq(quizzes.id, assignments.quizId))
      .innerJoin(topicUnits, eq(topicUnits.id, quizzes.topicUnitId))
      .where(
        and(
          eq(assignmentGroups.groupId, groupId),
          eq(assignments.kind, 'TopicQuiz'),
          sql`${assignments.endDate} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(topicUnits.id, topicUnits.name)
      .orderBy(asc(topicUnits.id));
    return rows.map((r) => ({ ...r, lastStudiedAt: toDate(r.lastStudiedAt) }));
  }

  /** Every question of the bank in these topic units (questions_topic_unit_idx). */
  async questionsOfTopics(topicUnitIds: number[]): Promise<CandidateQuestion[]> {
    if (topicUnitIds.length === 0) return [];
    return this.db
      .select({
        questionId: questions.id,
        topicUnitId: questions.topicUnitId,
        yearGroup: questions.yearGroup,
      })
      .from(questions)
      .where(and(inArray(questions.topicUnitId, topicUnitIds), eq(questions.retired, false)))
      .orderBy(asc(questions.id));
  }

  /**
   * The class's answers (its current, active students; every assignment and attempt) to questions
   * of these topic units, per question: read student by student through student_answers_student_question_idx.
   */
  async answerStats(schoolId: number, groupId: number, topicUnitIds: number[]): Promise<AnswerStat[]> {
    if (topicUnitIds.length === 0) return [];
    const rows = await this.db
      .select({
        questionId: studentAnswers.questionId,
        answered: sql<number>`count(*)`.mapWith(Number),
        wrong: sql<number>`count(*) filter (where not ${studentAnswers.isCorrect})`.mapWith(Number),
        lastCorrectAt: sql<
          Date | string | null
        >`max(${studentAnswers.answeredAt}) filter (where ${studentAnswers.isCorrect})`,
      })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .innerJoin(
        studentAnswers,
        and(eq(studentAnswers.studentId, groupStudents.studentId), eq(studentAnswers.schoolId, schoolId)),
      )
      .innerJoin(questions, eq(questions.id, studentAnswers.questionId))
      .where(and(eq(groupStudents.groupId, groupId), inArray(questions.topicUnitId, topicUnitIds)))
      .groupBy(studentAnswers.questionId);
    return rows.map((r) => ({
      ...r,
      lastCorrectAt: r.lastCorrectAt === null ? null : toDate(r.lastCorrectAt),
    }));
  }

  /** The topic of each of these questions (also tells which exist). */
  questionTopics(questionIds: number[]) {
    if (questionIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ questionId: questions.id, topicUnitId: topicUnits.id, topicUnitName: topicUnits.name })
      .from(questions)
      .innerJoin(topicUnits, eq(topicUnits.id, questions.topicUnitId))
      .where(inArray(questions.id, questionIds));
  }

  /** First-attempt answers of an assignment, grouped by question, option and correctness: one query. */
  answerBreakdown(assignmentId: number) {
    return this.db
      .select({
        questionId: studentAnswers.questionId,
        letter: studentAnswers.letter,
        isCorrect: studentAnswers.isCorrect,
        misconceptionId: studentAnswers.misconceptionId,
        misconceptionName: misconceptions.name,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(studentAnswers)
      .leftJoin(misconceptions, eq(misconceptions.id, studentAnswers.misconceptionId))
      .where(and(eq(studentAnswers.assignmentId, assignmentId), eq(studentAnswers.attempt, 1)))
      .groupBy(
        studentAnswers.questionId,
        studentAnswers.letter,
        studentAnswers.isCorrect,
        studentAnswers.misconceptionId,
        misconceptions.name,
      )
      .orderBy(asc(studentAnswers.questionId), asc(studentAnswers.letter));
  }
}
