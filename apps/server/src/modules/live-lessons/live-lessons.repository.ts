import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LIVE_LESSON_PHASES } from '../../db/live-lesson-schema.ts';

export type Phase = (typeof LIVE_LESSON_PHASES)[number];

export interface LessonHead {
  id: number;
  schoolId: number;
  groupId: number;
  groupName: string;
  assignmentId: number;
  name: string;
  joinCode: string;
  phase: Phase;
  currentQuestionId: number | null;
  startedAt: Date;
  endedAt: Date | null;
}

export interface VoteRow {
  id: number;
  studentId: number;
  questionId: number;
  round: 1 | 2;
  letter: string;
  isCorrect: boolean;
  misconceptionId: number | null;
  studentAnswerId: number | null;
  clientAnswerId: string;
  reason: string | null;
  reasonHidden: boolean;
  votedAt: Date;
}

const HEAD = sql`select l.id, l.school_id, l.group_id, g.code as group_name, l.assignment_id, l.name, l.join_code,
  l.phase, l.current_question_id, l.started_at, l.ended_at
from live_lessons l join groups g on g.id = l.group_id`;

const VOTE = sql`select id, student_id, question_id, round, letter, is_correct, misconception_id, student_answer_id,
  client_answer_id, reason, reason_hidden, voted_at from live_lesson_votes`;

type RawHead = {
  id: number;
  school_id: number;
  group_id: number;
  group_name: string;
  assignment_id: number;
  name: string;
  join_code: string;
  phase: Phase;
  current_question_id: number | null;
  started_at: Date | string;
  ended_at: Date | string | null;
};

type RawVote = {
  id: number;
  student_id: number;
  question_id: number;
  round: number;
  letter: string;
  is_correct: boolean;
  misconception_id: number | null;
  student_answer_id: number | null;
  client_answer_id: string;
  reason: string | null;
  reason_hidden: boolean;
  voted_at: Date | string;
};

const toHead = (r: RawHead): LessonHead => ({
  id: r.id,
  schoolId: r.school_id,
  groupId: r.group_id,
  groupName: r.group_name,
  assignmentId: r.assignment_id,
  name: r.name,
  joinCode: r.join_code,
  phase: r.phase,
  currentQuestionId: r.current_question_id,
  startedAt: new Date(r.started_at),
  endedAt: r.ended_at === null ? null : new Date(r.ended_at),
});

const toVote = (r: RawVote): VoteRow => ({
  id: r.id,
  studentId: r.student_id,
  questionId: r.question_id,
  round: r.round === 2 ? 2 : 1,
  letter: r.letter,
  isCorrect: r.is_correct,
  misconceptionId: r.misconception_id,
  studentAnswerId: r.student_answer_id,
  clientAnswerId: r.client_answer_id,
  reason: r.reason,
  reasonHidden: r.reason_hidden,
  votedAt: new Date(r.voted_at),
});

/** Every SQL statement of live lessons (decision 0051). */
export class LiveLessonsRepository {
  constructor(private readonly db: Db) {}

  async head(id: number): Promise<LessonHead | null> {
    const { rows } = await this.db.execute<RawHead>(sql`${HEAD} where l.id = ${id}`);
    return rows[0] ? toHead(rows[0]) : null;
  }

  /** The running lesson with this code (live_lessons_running_code_idx). */
  async runningByCode(code: string): Promise<LessonHead | null> {
    const { rows } = await this.db.execute<RawHead>(
      sql`${HEAD} where l.join_code = ${code} and l.ended_at is null`,
    );
    return rows[0] ? toHead(rows[0]) : null;
  }

  /** A class's lessons: running first, then the latest ended (live_lessons_group_idx). */
  async ofGroup(groupId: number): Promise<LessonHead[]> {
    const { rows } = await this.db.execute<RawHead>(
      sql`${HEAD} where l.group_id = ${groupId} order by (l.ended_at is null) desc, l.started_at desc limit 21`,
    );
    return rows.map(toHead);
  }

  /** The running lessons of the classes this user is an active student of. */
  async runningForStudent(userId: number): Promise<LessonHead[]> {
    const { rows } = await this.db.execute<RawHead>(sql`${HEAD}
join group_students gs on gs.group_id = l.group_id
join students s on s.id = gs.student_id and s.user_id = ${userId} and not s.is_archived
where l.ended_at is null and not g.is_archived
order by l.started_at desc`);
    return rows.map(toHead);
  }

  /** Null when the code is taken by a running lesson (the caller draws another). */
  async insert(lesson: {
    schoolId: number;
    groupId: number;
    assignmentId: number;
    teacherId: number;
    name: string;
    joinCode: string;
  }): Promise<number | null> {
    const { rows } = await this.db.execute<{ id: number }>(sql`insert into live_lessons
  (school_id, group_id, assignment_id, teacher_id, name, join_code)
values (${lesson.schoolId}, ${lesson.groupId}, ${lesson.assignmentId}, ${lesson.teacherId}, ${lesson.name}, ${lesson.joinCode})
on conflict (join_code) where ended_at is null do nothing
returning id`);
    return rows[0]?.id ?? null;
  }

  /** The active student of the lesson's class with this user, or null (another class, archived). */
  async classStudent(groupId: number, userId: number): Promise<{ studentId: number } | null> {
    const { rows } = await this.db.execute<{ student_id: number }>(sql`select s.id as student_id
from students s join group_students gs on gs.student_id = s.id and gs.group_id = ${groupId}
where s.user_id = ${userId} and not s.is_archived`);
    return rows[0] ? { studentId: rows[0].student_id } : null;
  }

  async join(m: { lessonId: number; studentId: number; schoolId: number; quizSessionId: number }) {
    const { rows } = await this.db.execute<{ student_id: number }>(sql`insert into live_lesson_members
  (live_lesson_id, student_id, school_id, quiz_session_id)
values (${m.lessonId}, ${m.studentId}, ${m.schoolId}, ${m.quizSessionId})
on conflict do nothing returning student_id`);
    return rows.length > 0;
  }

  /** The caller's membership of the lesson (joined students only). */
  async member(lessonId: number, userId: number) {
    const { rows } = await this.db.execute<{ student_id: number; quiz_session_id: number }>(sql`select
  m.student_id, m.quiz_session_id
from live_lesson_members m join students s on s.id = m.student_id
where m.live_lesson_id = ${lessonId} and s.user_id = ${userId}`);
    return rows[0] ? { studentId: rows[0].student_id, quizSessionId: rows[0].quiz_session_id } : null;
  }

  /** Moves a running lesson (one statement: the lesson and the furthest phase its question reached). */
  async stage(lessonId: number, schoolId: number, questionId: number, phase: Phase): Promise<boolean> {
    const { rows } = await this.db.execute<{ id: number }>(sql`with moved as (
  update live_lessons set phase = ${phase}, current_question_id = ${questionId}
  where id = ${lessonId} and ended_at is null returning id
), reached as (
  insert into live_lesson_questions (live_lesson_id, question_id, school_id, reached)
  select id, ${questionId}, ${schoolId}, ${phase} from moved
  on conflict (live_lesson_id, question_id) do update set reached = case
    when array_position(array['Voting','Revealed','Revoting','RevoteRevealed'], excluded.reached)
       > array_position(array['Voting','Revealed','Revoting','RevoteRevealed'], live_lesson_questions.reached)
    then excluded.reached else live_lesson_questions.reached end
  returning live_lesson_id
)
select id from moved`);
    return rows.length > 0;
  }

  async end(lessonId: number, at: Date): Promise<boolean> {
    const { rows } = await this.db.execute<{ id: number }>(sql`update live_lessons
set phase = 'Ended', ended_at = ${at.toISOString()}::timestamptz
where id = ${lessonId} and ended_at is null returning id`);
    return rows.length > 0;
  }

  async reached(lessonId: number): Promise<Map<number, Phase>> {
    const { rows } = await this.db.execute<{ question_id: number; reached: Phase }>(
      sql`select question_id, reached from live_lesson_questions where live_lesson_id = ${lessonId}`,
    );
    return new Map(rows.map((r) => [r.question_id, r.reached]));
  }

  async voteByClient(studentId: number, clientAnswerId: string): Promise<VoteRow | null> {
    const { rows } = await this.db.execute<RawVote>(
      sql`${VOTE} where client_answer_id = ${clientAnswerId}::uuid and student_id = ${studentId}`,
    );
    return rows[0] ? toVote(rows[0]) : null;
  }

  /**
   * One student's votes on one question of a lesson (round order), and the one stored under this
   * clientAnswerId wherever it is (a resend): one read before a vote.
   */
  async votesOf(
    lessonId: number,
    studentId: number,
    questionId: number,
    clientAnswerId: string,
  ): Promise<VoteRow[]> {
    const { rows } = await this.db.execute<RawVote>(sql`${VOTE}
where live_lesson_id = ${lessonId} and student_id = ${studentId} and question_id = ${questionId}
union
${VOTE} where client_answer_id = ${clientAnswerId}::uuid and student_id = ${studentId}
order by round`);
    return rows.map(toVote);
  }

  /** Every vote on one question of a lesson. */
  async questionVotes(lessonId: number, questionId: number): Promise<VoteRow[]> {
    const { rows } = await this.db.execute<RawVote>(sql`${VOTE}
where live_lesson_id = ${lessonId} and question_id = ${questionId} order by voted_at, id`);
    return rows.map(toVote);
  }

  /**
   * Stores a vote, marked from the bank's option (its key and misconception); null when this round
   * is already voted (or the clientAnswerId already used).
   */
  async insertVote(v: {
    schoolId: number;
    lessonId: number;
    studentId: number;
    questionId: number;
    round: 1 | 2;
    letter: string;
    studentAnswerId: number | null;
    clientAnswerId: string;
    at: Date;
  }): Promise<VoteRow | null> {
    const { rows } = await this.db.execute<RawVote>(sql`insert into live_lesson_votes
  (school_id, live_lesson_id, student_id, question_id, round, letter, is_correct, misconception_id,
   student_answer_id, client_answer_id, voted_at)
select ${v.schoolId}, ${v.lessonId}, ${v.studentId}, ${v.questionId}, ${v.round}, qa.letter, qa.is_correct,
  qa.misconception_id, ${v.studentAnswerId}, ${v.clientAnswerId}::uuid, ${v.at.toISOString()}::timestamptz
from question_answers qa where qa.question_id = ${v.questionId} and qa.letter = ${v.letter}
on conflict do nothing
returning id, student_id, question_id, round, letter, is_correct, misconception_id, student_answer_id,
  client_answer_id, reason, reason_hidden, voted_at`);
    return rows[0] ? toVote(rows[0]) : null;
  }

  /** The reason goes with the student's latest vote on the question; null when they have none. */
  async setReason(lessonId: number, studentId: number, questionId: number, text: string) {
    // A hidden reason stays hidden when rewritten: moderation is the teacher's to lift.
    const { rows } = await this.db.execute<RawVote>(sql`update live_lesson_votes v set reason = ${text}
where v.id = (select id from live_lesson_votes where live_lesson_id = ${lessonId} and student_id = ${studentId}
  and question_id = ${questionId} order by round desc limit 1)
returning id, student_id, question_id, round, letter, is_correct, misconception_id, student_answer_id,
  client_answer_id, reason, reason_hidden, voted_at`);
    return rows[0] ? toVote(rows[0]) : null;
  }

  async setHidden(lessonId: number, voteId: number, hidden: boolean): Promise<boolean> {
    const { rows } = await this.db.execute<{
      id: number;
    }>(sql`update live_lesson_votes set reason_hidden = ${hidden}
where id = ${voteId} and live_lesson_id = ${lessonId} returning id`);
    return rows.length > 0;
  }

  /** The class's active students, by name, and whether each joined the lesson. */
  async roster(lessonId: number, groupId: number) {
    const { rows } = await this.db.execute<{
      student_id: number;
      first_name: string;
      last_name: string;
      joined: boolean;
    }>(sql`select s.id as student_id, u.first_name, u.last_name, (m.student_id is not null) as joined
from group_students gs
join students s on s.id = gs.student_id and not s.is_archived
join users u on u.id = s.user_id
left join live_lesson_members m on m.live_lesson_id = ${lessonId} and m.student_id = s.id
where gs.group_id = ${groupId}
order by u.last_name, u.first_name, s.id`);
    return rows.map((r) => ({
      studentId: r.student_id,
      name: `${r.first_name} ${r.last_name}`,
      joined: r.joined,
    }));
  }

  /** The lesson's questions with every option, its key and misconception (content never changes once set). */
  async questions(assignmentId: number) {
    const { rows } = await this.db.execute<{
      question_id: number;
      sequence: number;
      stem: string;
      diagram_svg: string | null;
      diagram_alt: string | null;
      letter: string;
      text: string;
      is_correct: boolean;
      misconception_id: number | null;
      misconception_name: string | null;
      how_to_fix: string | null;
    }>(sql`select q.id as question_id, aq.sequence, q.stem, q.diagram_svg, q.diagram_alt, qa.letter, qa.text,
  qa.is_correct, qa.misconception_id, m.name as misconception_name, m.how_to_fix
from assignment_questions aq
join questions q on q.id = aq.question_id
join question_answers qa on qa.question_id = q.id
left join misconceptions m on m.id = qa.misconception_id
where aq.assignment_id = ${assignmentId}
order by aq.sequence, qa.letter`);
    return rows;
  }

  /** Students (of this lesson's class) whose latest vote on the question chose an option tagged with the misconception. */
  async holders(lessonId: number, questionId: number, misconceptionId: number): Promise<number[]> {
    const { rows } = await this.db.execute<{ student_id: number }>(sql`select student_id from (
  select distinct on (student_id) student_id, misconception_id, is_correct
  from live_lesson_votes where live_lesson_id = ${lessonId} and question_id = ${questionId}
  order by student_id, round desc
) latest where not is_correct and misconception_id = ${misconceptionId}`);
    return rows.map((r) => r.student_id);
  }
}
