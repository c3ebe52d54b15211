import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bankLetters } from '../bank-letters.ts';
import { defined } from '../defined.ts';
import { makeAnswer, makeAssignment, makeSchoolWithClasses } from '../factories.ts';

/** The range every test of the transaction CSV asks for: June, in British Summer Time (UTC+1). */
export const JUNE = { from: '2025-06-01', to: '2025-06-30' } as const;

/**
 * A school for the transaction CSV's tests (issue 26 point 2): class 8A's work answered by two of its
 * students, one of whom also practises and retries; 8B's work answered by one student whose account was
 * deleted; answers just inside and just outside June in London time; another school's answer in June.
 * Two answers and a practice answer share one instant, so the order's tie-breaks are exercised.
 */
export async function makeExportWorld(app: FastifyInstance, database: Database) {
  const db = database.db;
  const s = await makeSchoolWithClasses(app, db);
  const [a0, a1] = [
    defined(s.studentsA[0], 'a student of 8A'),
    defined(s.studentsA[1], 'a second student of 8A'),
  ];
  const b0 = defined(s.studentsB[0], 'a student of 8B');
  await database.query(`update students set upn = 'A123456789012' where id = $1`, [a0.studentId]);
  await database.query(`update users set first_name = 'Zara', last_name = 'Okafor' where id = $1`, [
    a0.userId,
  ]);
  // Typed by a person: the file must carry it as text, never as a formula.
  await database.query(`update users set first_name = '=HYPERLINK("http://x")' where id = $1`, [a1.userId]);
  await database.query(`update students set upn = 'B123456789012' where id = $1`, [b0.studentId]);
  await database.query(
    `update users set first_name = 'Deleted', last_name = 'student', deleted_at = now() where id = $1`,
    [b0.userId],
  );

  const workA = await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    name: 'Fractions check',
    createdByTeacherId: s.teacher.teacherId,
  });
  const workB = await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classB.id],
    name: 'Ratio starter',
  });
  const [q0, q1] = [
    defined(workA.questionIds[0], 'a question'),
    defined(workA.questionIds[1], 'a second question'),
  ];
  const [b0q, b1q] = [
    defined(workB.questionIds[0], "8B's question"),
    defined(workB.questionIds[1], "8B's second"),
  ];
  const { wrong, wrongMisconceptionId } = await bankLetters(database, q0);
  const at = (iso: string) => new Date(iso);
  const answer = (o: Omit<Parameters<typeof makeAnswer>[1], 'schoolId'>) =>
    makeAnswer(db, { schoolId: s.school.id, ...o });

  // 23:30 UTC on 31 May is 00:30 on 1 June in London: inside; 22:59:59 UTC is 23:59:59 on 31 May: outside.
  await answer({
    assignmentId: workA.id,
    studentId: a1.studentId,
    questionId: q0,
    correct: true,
    answeredAt: at('2025-05-31T23:30:00Z'),
  });
  await answer({
    assignmentId: workA.id,
    studentId: a1.studentId,
    questionId: q1,
    correct: true,
    answeredAt: at('2025-05-31T22:59:59Z'),
  });
  // Three answers at 09:00 London on 2 June: two of set work (by id), then a practice answer.
  const nine = at('2025-06-02T08:00:00Z');
  await answer({
    assignmentId: workA.id,
    studentId: a0.studentId,
    questionId: q0,
    correct: false,
    letter: wrong as 'A' | 'B' | 'C' | 'D',
    answeredAt: nine,
  });
  await answer({
    assignmentId: workA.id,
    studentId: a1.studentId,
    questionId: q1,
    correct: false,
    answeredAt: nine,
    attempt: 2,
  });
  const [session] = await database.query<{ id: number }>(
    `insert into quiz_sessions (school_id, student_id, topic_unit_id, kind)
     select $1, $2, topic_unit_id, 'Generic' from questions where id = $3 returning id`,
    [s.school.id, a0.studentId, q1],
  );
  await database.query(
    `insert into practice_answers (school_id, quiz_session_id, student_id, question_id, answer_id, letter, is_correct,
       misconception_id, confidence, time_taken_ms, answered_at, client_answer_id)
     select $1, $2, $3, qa.question_id, qa.id, qa.letter, qa.is_correct, qa.misconception_id, 4, 12345, $4, $5
     from question_answers qa where qa.question_id = $6 and qa.is_correct`,
    [s.school.id, defined(session, 'a practice session').id, a0.studentId, nine, randomUUID(), q1],
  );
  // The retry, thirty seconds later.
  await answer({
    assignmentId: workA.id,
    studentId: a0.studentId,
    questionId: q0,
    correct: true,
    attempt: 2,
    answeredAt: at('2025-06-02T08:00:30Z'),
  });
  // The last second of 30 June in London is inside; its midnight is 1 July, outside.
  await answer({
    assignmentId: workB.id,
    studentId: b0.studentId,
    questionId: b0q,
    correct: false,
    answeredAt: at('2025-06-30T22:59:59Z'),
  });
  await answer({
    assignmentId: workB.id,
    studentId: b0.studentId,
    questionId: b1q,
    correct: true,
    answeredAt: at('2025-06-30T23:00:00Z'),
  });
  // The bank was wrong for 8B's first question: the teacher's correction is the right letter shown.
  await database.query(
    `insert into mark_corrections (assignment_id, question_id, school_id, correct_letter) values ($1, $2, $3, 'D')`,
    [workB.id, b0q, s.school.id],
  );
  const otherWork = await makeAssignment(db, { schoolId: s.other.id, groupIds: [s.otherClass.id] });
  await makeAnswer(db, {
    schoolId: s.other.id,
    assignmentId: otherWork.id,
    studentId: s.otherStudent.studentId,
    questionId: defined(otherWork.questionIds[0], "the other school's question"),
    correct: true,
    answeredAt: at('2025-06-10T10:00:00Z'),
  });
  return { ...s, a0, a1, b0, workA, workB, q0, q1, b0q, wrongMisconceptionId };
}
