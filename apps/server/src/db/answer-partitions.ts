import { sql } from 'drizzle-orm';
import { advisoryTransactionLock } from './advisory-locks.ts';
import type { Db } from './client.ts';

/**
 * Set work's answers partitioned by month on PostgreSQL (decision 0060, issue 33 point 3). PGlite keeps
 * the one table of the migrations. On PostgreSQL `student_answers` is a RANGE-partitioned table on
 * `answered_at`, one partition a calendar month in UTC (`student_answers_y2025m09`), and a default partition
 * (`student_answers_default`) that catches an answer no month exists for, so no answer is ever refused.
 *
 * A partitioned table's unique indexes must contain the partition key, so the answers' uniqueness (decision
 * 0006: one row per clientAnswerId, one per assignment, student, question and attempt) lives in a side table,
 * `student_answer_keys` (not partitioned), one row per answer: its id, clientAnswerId, attempt key and time.
 * A BEFORE INSERT trigger on the answers inserts the key `on conflict do nothing` and skips the answer when the
 * key was there already: to every writer that is exactly `insert … on conflict do nothing`, so the answer
 * statement, the simulator's sittings and COPY are unchanged. An AFTER DELETE trigger deletes the key with
 * its answer. The foreign keys that pointed at student_answers(id) (answer_feedback, live_lesson_votes) point at
 * student_answer_keys(id), with the same ON DELETE.
 */

/** Months created ahead of the current one, and kept behind it, by every run. */
const MONTHS_AHEAD = 3;
const MONTHS_BEHIND = 1;

/** `YYYY-MM` of a Date, in UTC. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return monthOf(d);
}

export function partitionName(month: string): string {
  const [y, m] = month.split('-');
  return `student_answers_y${y}m${m}`;
}

/** The month of a partition's name, or null for another table. */
export function monthOfPartition(name: string): string | null {
  const match = /^student_answers_y(\d{4})m(\d{2})$/.exec(name);
  return match ? `${match[1]}-${match[2]}` : null;
}

/** A month's bounds as SQL literals, UTC. */
function bounds(month: string) {
  return { from: `'${month}-01 00:00:00+00'`, to: `'${addMonths(month, 1)}-01 00:00:00+00'` };
}

export async function isPartitioned(db: Db): Promise<boolean> {
  const r = await db.execute<{ kind: string }>(
    sql`select c.relkind::text as kind from pg_class c where c.oid = to_regclass('public.student_answers')`,
  );
  return r.rows[0]?.kind === 'p';
}

/**
 * The coming months of a database whose answers are partitioned; nothing on one table. Partitioning is the
 * operator's choice (`npm run db:partitions -- ensure`): it costs the answer call a key row and a trigger per
 * answer (about a fifth of its throughput, decision 0060), worth it where old months must be archived.
 */
export async function keepAnswerMonths(db: Db, now = new Date()): Promise<string[]> {
  return (await isPartitioned(db)) ? ensureAnswerPartitions(db, now) : [];
}

/**
 * Converts a plain student_answers (a new database, or one migrated before decision 0060) into the
 * partitioned table, in one transaction: the table is locked against every read and write meanwhile (the
 * downtime is the copy of its rows and the building of its indexes), and a failure leaves the table as it was.
 * Does nothing when it is partitioned already. Then creates the months around `now`.
 */
export async function partitionAnswers(db: Db, now = new Date()): Promise<'converted' | 'partitioned'> {
  if (await isPartitioned(db)) {
    await ensureAnswerPartitions(db, now);
    return 'partitioned';
  }
  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    await run('lock table student_answers, answer_feedback, live_lesson_votes in access exclusive mode');
    // Another node converted it while this one waited for the lock.
    if (await isPartitioned(tx)) return;
    await run(`alter table answer_feedback drop constraint answer_feedback_student_answer_id_student_answers_id_fk;
alter table live_lesson_votes drop constraint live_lesson_votes_student_answer_id_student_answers_id_fk;
alter table student_answers rename to student_answers_unpartitioned;
alter sequence student_answers_id_seq rename to student_answers_unpartitioned_id_seq;
alter table student_answers_unpartitioned drop constraint student_answers_pkey;
drop index student_answers_attempt_idx, student_answers_client_idx, student_answers_school_answered_idx,
  student_answers_student_question_idx`);
    await run(`create table student_answers (
  id integer not null generated always as identity (sequence name student_answers_id_seq),
  school_id integer not null,
  assignment_id integer not null,
  student_id integer not null,
  question_id integer not null,
  answer_id integer not null,
  letter text not null,
  is_correct boolean not null,
  misconception_id integer,
  confidence integer,
  time_taken_ms integer not null,
  attempt integer not null default 1,
  answered_at timestamptz not null default now(),
  client_answer_id uuid
) partition by range (answered_at);
create table student_answers_default partition of student_answers default;
create table student_answer_keys (
  id integer primary key,
  client_answer_id uuid,
  assignment_id integer not null,
  student_id integer not null,
  question_id integer not null,
  attempt integer not null,
  answered_at timestamptz not null
)`);
    const range = await tx.execute<{ first: string | null; last: string | null }>(
      sql`select to_char(min(answered_at) at time zone 'UTC', 'YYYY-MM') as first,
  to_char(max(answered_at) at time zone 'UTC', 'YYYY-MM') as last from student_answers_unpartitioned`,
    );
    const current = monthOf(now);
    let month = minMonth(range.rows[0]?.first ?? current, addMonths(current, -MONTHS_BEHIND));
    const last = maxMonth(range.rows[0]?.last ?? current, addMonths(current, MONTHS_AHEAD));
    for (; month <= last; month = addMonths(month, 1)) await run(createPartitionSql(month));
    // The rows, then the keys, the sequence, the indexes (built once over the loaded partitions) and the rules.
    await run(`insert into student_answers overriding system value
select id, school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct, misconception_id,
  confidence, time_taken_ms, attempt, answered_at, client_answer_id from student_answers_unpartitioned;
insert into student_answer_keys (id, client_answer_id, assignment_id, student_id, question_id, attempt, answered_at)
select id, client_answer_id, assignment_id, student_id, question_id, attempt, answered_at
from student_answers_unpartitioned;
select setval('student_answers_id_seq', coalesce((select max(id) from student_answers_unpartitioned), 0) + 1, false);
drop table student_answers_unpartitioned;
${PARTITIONED_RULES}`);
  });
  await ensureAnswerPartitions(db, now);
  return 'converted';
}

/**
 * The key row of every answer that has none: for a bulk load that wrote answers with triggers off (COPY
 * under session_replication_role = replica, `seed/many-schools.ts`). Answers the rows written.
 */
export async function writeAnswerKeys(db: Db): Promise<number> {
  const result = await db.execute(sql`insert into student_answer_keys
  (id, client_answer_id, assignment_id, student_id, question_id, attempt, answered_at)
select id, client_answer_id, assignment_id, student_id, question_id, attempt, answered_at from student_answers
on conflict do nothing`);
  return result.rowCount ?? 0;
}

/** Indexes, keys, foreign keys and triggers of the partitioned table (decision 0060 says why each). */
const PARTITIONED_RULES = `
alter table student_answers add constraint student_answers_pkey primary key (id, answered_at);
create index student_answers_attempt_idx on student_answers (assignment_id, student_id, question_id, attempt);
create index student_answers_student_question_idx on student_answers (student_id, question_id);
create index student_answers_school_answered_idx on student_answers (school_id, answered_at, id);
create unique index student_answer_keys_client_idx on student_answer_keys (client_answer_id);
create unique index student_answer_keys_attempt_idx on student_answer_keys (assignment_id, student_id, question_id, attempt);
alter table student_answers
  add constraint student_answers_school_id_schools_id_fk foreign key (school_id) references schools(id) on delete cascade,
  add constraint student_answers_assignment_id_assignments_id_fk foreign key (assignment_id) references assignments(id) on delete cascade,
  add constraint student_answers_student_id_students_id_fk foreign key (student_id) references students(id) on delete cascade,
  add constraint student_answers_question_id_questions_id_fk foreign key (question_id) references questions(id),
  add constraint student_answers_answer_id_question_answers_id_fk foreign key (answer_id) references question_answers(id);
alter table answer_feedback add constraint answer_feedback_student_answer_id_student_answers_id_fk
  foreign key (student_answer_id) references student_answer_keys(id) on delete cascade;
alter table live_lesson_votes add constraint live_lesson_votes_student_answer_id_student_answers_id_fk
  foreign key (student_answer_id) references student_answer_keys(id) on delete set null;
create function student_answers_claim_key() returns trigger language plpgsql as $$
begin
  insert into student_answer_keys (id, client_answer_id, assignment_id, student_id, question_id, attempt, answered_at)
  values (new.id, new.client_answer_id, new.assignment_id, new.student_id, new.question_id, new.attempt, new.answered_at)
  on conflict do nothing;
  if not found then
    return null;
  end if;
  return new;
end $$;
create function student_answers_release_key() returns trigger language plpgsql as $$
begin
  -- Moving answers between partitions (ensureAnswerPartitions) deletes and inserts them: their keys stay.
  if coalesce(current_setting('mathsight.moving_answers', true), '') <> 'on' then
    delete from student_answer_keys where id = old.id;
  end if;
  return old;
end $$;
create function student_answers_keys_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'an answer''s id, time, clientAnswerId and attempt key are not changed (student_answer_keys holds them)';
end $$;
create trigger student_answers_keys_unchanged before update of id, answered_at, client_answer_id, assignment_id,
  student_id, question_id, attempt on student_answers
  for each row when ((old.id, old.answered_at, old.client_answer_id, old.assignment_id, old.student_id,
    old.question_id, old.attempt) is distinct from (new.id, new.answered_at, new.client_answer_id,
    new.assignment_id, new.student_id, new.question_id, new.attempt))
  execute function student_answers_keys_unchanged();
create trigger student_answers_claim_key before insert on student_answers
  for each row execute function student_answers_claim_key();
create trigger student_answers_release_key after delete on student_answers
  for each row execute function student_answers_release_key();`;

function minMonth(a: string, b: string) {
  return a < b ? a : b;
}
function maxMonth(a: string, b: string) {
  return a > b ? a : b;
}

function createPartitionSql(month: string): string {
  const { from, to } = bounds(month);
  return `create table if not exists ${partitionName(month)} partition of student_answers for values from (${from}) to (${to})`;
}

/** The month partitions that exist, oldest first. */
export async function answerPartitions(db: Db): Promise<string[]> {
  const r = await db.execute<{ name: string }>(sql`select c.relname as name from pg_inherits i
join pg_class c on c.oid = i.inhrelid where i.inhparent = 'student_answers'::regclass`);
  return r.rows
    .map((row) => monthOfPartition(row.name))
    .filter((m): m is string => m !== null)
    .sort();
}

/**
 * The job (on start and once a day, on every node): under an advisory lock, so nodes run it one at a time,
 * creates the month partitions from the month before `now` to three months ahead, and one for every month
 * an answer in the default partition belongs to, moving those answers into it (a month's partition cannot be
 * attached while the default holds rows of that month). Answers the months it created.
 */
export async function ensureAnswerPartitions(
  db: Db,
  now = new Date(),
  /** Also every month from this one's (the simulator, about to write past weeks). */
  options: { since?: Date } = {},
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await advisoryTransactionLock(tx, 'answerPartitions', true);
    const existing = new Set(await answerPartitions(tx));
    const current = monthOf(now);
    const wanted: string[] = [];
    const first = minMonth(
      addMonths(current, -MONTHS_BEHIND),
      options.since ? monthOf(options.since) : current,
    );
    for (let m = first; m <= addMonths(current, MONTHS_AHEAD); m = addMonths(m, 1)) wanted.push(m);
    const strays = await tx.execute<{ month: string }>(
      sql`select distinct to_char(answered_at at time zone 'UTC', 'YYYY-MM') as month from student_answers_default`,
    );
    const strayMonths = new Set(strays.rows.map((r) => r.month));
    const created: string[] = [];
    for (const month of [...new Set([...wanted, ...strayMonths])].sort()) {
      if (existing.has(month)) continue;
      const name = partitionName(month);
      const { from, to } = bounds(month);
      if (strayMonths.has(month)) {
        // The rows move inside this transaction. The new table has no trigger until it is attached, and the
        // default partition's delete trigger keeps the keys while mathsight.moving_answers is on.
        await tx.execute(
          sql.raw(`set local mathsight.moving_answers = 'on';
create table ${name} (like student_answers including defaults including constraints);
with moved as (
  delete from student_answers_default where answered_at >= ${from} and answered_at < ${to} returning *
) insert into ${name} select * from moved;
alter table student_answers attach partition ${name} for values from (${from}) to (${to});
set local mathsight.moving_answers = 'off'`),
        );
      } else {
        await tx.execute(sql.raw(createPartitionSql(month)));
      }
      created.push(month);
    }
    return created;
  });
}
