import type { FlowKind, FlowRadioButton, FlowTemplateSlug } from '@mathsight/contract/flows.ts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowGeneratorSessions, flowItems } from '../../db/schema.ts';
import type { FlowItemDraft, FlowQuestion, OptionLetter } from './flow-generator.ts';

export type FlowSessionRow = typeof flowGeneratorSessions.$inferSelect & {
  /** The assignment's feedback mode, read live (null when the flow is not for set work). */
  feedbackMode: 'AfterEachQuestion' | 'AtEnd' | null;
};
export type FlowItemRow = typeof flowItems.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewFlowSession {
  schoolId: number | null;
  userId: number;
  kind: FlowKind;
  templateSlug: FlowTemplateSlug;
  isPreview: boolean;
  title: string;
  learningIntention: string;
  quizId: number | null;
  assignmentId: number | null;
  quizSessionId: number | null;
  questionSequence: number | null;
  questionIds: number[];
}

export interface FlowResponse {
  itemId: number;
  value: string;
  isCorrect: boolean | null;
  timeTakenMs: number;
  clientResponseId: string;
  at: Date;
}

/** Every SQL query of topic flows. Each names the index it uses (db/flow-schema.ts). */
export class FlowsRepository {
  constructor(private readonly db: Db) {}

  /** The caller's first name, for the greeting (users primary key). */
  async firstName(userId: number): Promise<string> {
    const result = await this.db.execute<{ first_name: string }>(
      sql`select first_name from users where id = ${userId}`,
    );
    return result.rows[0]?.first_name ?? 'there';
  }

  /** "First Last", for a teacher reading a student's lesson. */
  async fullName(userId: number): Promise<string | null> {
    const result = await this.db.execute<{ name: string }>(
      sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
    );
    return result.rows[0]?.name ?? null;
  }

  /** A student's school (students_user_school_idx), for self-study flows. */
  async studentSchool(userId: number): Promise<number | null> {
    const result = await this.db.execute<{ school_id: number }>(
      sql`select school_id from students where user_id = ${userId} and is_archived = false order by id limit 1`,
    );
    return result.rows[0]?.school_id ?? null;
  }

  /** A quiz with its topic unit (primary keys). */
  async quiz(quizId: number) {
    const result = await this.db.execute<{
      id: number;
      kind: 'TopicPathway' | 'Diagnostic';
      name: string;
      topic_name: string | null;
      description: string | null;
    }>(sql`select q.id, q.kind, q.name, t.name as topic_name, t.description
from quizzes q left join topic_units t on t.id = q.topic_unit_id where q.id = ${quizId}`);
    const r = result.rows[0];
    return r
      ? { quizId: r.id, kind: r.kind, title: r.topic_name ?? r.name, learningIntention: r.description }
      : null;
  }

  /**
   * Whether the quiz is set for this user as a student in any assignment, open, scheduled or ended
   * (students by user, assignment_students_student_idx, then the assignments' primary key).
   */
  async isSetWorkOf(userId: number, quizId: number): Promise<boolean> {
    const result = await this.db.execute<{ found: boolean }>(sql`select exists (
  select 1 from students s
  join assignment_students st on st.student_id = s.id
  join assignments a on a.id = st.assignment_id
  where s.user_id = ${userId} and a.quiz_id = ${quizId}
) as found`);
    return result.rows[0]?.found === true;
  }

  /** A quiz's questions in order with their difficulty (quiz_questions primary key). */
  async quizQuestions(quizId: number) {
    const result = await this.db.execute<{ question_id: number; sequence: number; difficulty: number }>(
      sql`select qq.question_id, qq.sequence, q.difficulty from quiz_questions qq
join questions q on q.id = qq.question_id where qq.quiz_id = ${quizId} order by qq.sequence`,
    );
    return result.rows.map((r) => ({
      questionId: r.question_id,
      sequence: r.sequence,
      difficulty: r.difficulty,
    }));
  }

  /** Set work's name, kind, template and topic (primary keys), and its questions (assignment_questions primary key). */
  async assignment(assignmentId: number) {
    const result = await this.db.execute<{
      kind: string;
      name: string;
      quiz_id: number | null;
      template_slug: string | null;
      feedback_mode: 'AfterEachQuestion' | 'AtEnd';
      description: string | null;
    }>(sql`select a.kind, a.name, a.quiz_id, a.template_slug, a.feedback_mode, t.description
from assignments a left join quizzes q on q.id = a.quiz_id left join topic_units t on t.id = q.topic_unit_id
where a.id = ${assignmentId}`);
    const r = result.rows[0];
    if (!r) return null;
    const questions = await this.db.execute<{ question_id: number }>(
      sql`select question_id from assignment_questions where assignment_id = ${assignmentId} order by sequence`,
    );
    return {
      kind: r.kind,
      name: r.name,
      quizId: r.quiz_id,
      templateSlug: r.template_slug,
      feedbackMode: r.feedback_mode,
      learningIntention: r.description,
      questionIds: questions.rows.map((q) => q.question_id),
    };
  }

  /**
   * The flow's questions with their options, whether each is right and its misconception: one query
   * (questions primary key, question_answers_question_letter_idx), in the order given.
   */
  async questions(ids: number[]): Promise<FlowQuestion[]> {
    if (ids.length === 0) return [];
    const result = await this.db.execute<{
      question_id: number;
      stem: string;
      diagram_svg: string | null;
      diagram_alt: string | null;
      letter: string;
      text: string;
      is_correct: boolean;
      misconception_id: number | null;
      name: string | null;
      how_to_fix: string | null;
    }>(sql`select q.id as question_id, q.stem, q.diagram_svg, q.diagram_alt, qa.letter, qa.text, qa.is_correct,
  qa.misconception_id, m.name, m.how_to_fix
from questions q join question_answers qa on qa.question_id = q.id
left join misconceptions m on m.id = qa.misconception_id
where q.id in ${ids}
order by q.id, qa.letter`);
    const byId = new Map<number, FlowQuestion>();
    for (const r of result.rows) {
      let q = byId.get(r.question_id);
      if (!q) {
        q = {
          questionId: r.question_id,
          stem: r.stem,
          diagramSvg: r.diagram_svg,
          diagramAlt: r.diagram_alt,
          options: [],
        };
        byId.set(r.question_id, q);
      }
      q.options.push({
        letter: r.letter as OptionLetter,
        text: r.text,
        isCorrect: r.is_correct,
        misconception:
          r.misconception_id === null
            ? null
            : { misconceptionId: r.misconception_id, name: r.name ?? '', howToFix: r.how_to_fix ?? '' },
      });
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Creates the session and its first items together; for set work, resumes the quiz session's flow if one exists. */
  async createSession(session: NewFlowSession, firstItems: (id: number) => FlowItemDraft[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(flowGeneratorSessions)
        .values(session)
        .onConflictDoNothing({
          target: [flowGeneratorSessions.quizSessionId, flowGeneratorSessions.templateSlug],
        })
        .returning({ id: flowGeneratorSessions.id });
      if (!created) {
        // Set work started before (flow_generator_sessions_quiz_session_idx): resume it.
        const [existing] = await tx
          .select({ id: flowGeneratorSessions.id })
          .from(flowGeneratorSessions)
          .where(
            and(
              eq(flowGeneratorSessions.quizSessionId, session.quizSessionId ?? 0),
              eq(flowGeneratorSessions.templateSlug, session.templateSlug),
            ),
          );
        if (!existing) throw new Error('flow session vanished');
        return existing.id;
      }
      await this.#insertItems(tx, created.id, session.userId, firstItems(created.id), new Date());
      return created.id;
    });
  }

  /** One session with its assignment's live feedback mode (primary keys). */
  async findSession(id: number): Promise<FlowSessionRow | null> {
    const result = await this.db
      .select({
        session: flowGeneratorSessions,
        feedbackMode: sql<
          'AfterEachQuestion' | 'AtEnd' | null
        >`(select a.feedback_mode from assignments a where a.id = ${flowGeneratorSessions.assignmentId})`,
      })
      .from(flowGeneratorSessions)
      .where(eq(flowGeneratorSessions.id, id));
    const r = result[0];
    return r ? { ...r.session, feedbackMode: r.feedbackMode } : null;
  }

  /** A session's items in order (flow_items_session_sequence_idx). */
  async items(sessionId: number, db: Db | Tx = this.db): Promise<FlowItemRow[]> {
    return db
      .select()
      .from(flowItems)
      .where(eq(flowItems.flowGeneratorSessionId, sessionId))
      .orderBy(asc(flowItems.sequence));
  }

  /** The item a clientResponseId already answered (flow_items_client_response_idx). */
  async itemByClientResponse(clientResponseId: string): Promise<FlowItemRow | null> {
    const [row] = await this.db
      .select()
      .from(flowItems)
      .where(eq(flowItems.clientResponseId, clientResponseId));
    return row ?? null;
  }

  /**
   * Records a response and stores what it dispatches, in one transaction with the session locked, so
   * two responses at once cannot both extend the flow. `next` sees every item, the new response
   * included, and answers the drafts (all of them; those already stored are skipped).
   * Null when the item had been answered meanwhile.
   */
  async respond(
    sessionId: number,
    userId: number,
    response: FlowResponse,
    next: (items: FlowItemRow[]) => { drafts: FlowItemDraft[]; finished: boolean },
  ): Promise<{ items: FlowItemRow[]; finished: boolean } | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from flow_generator_sessions where id = ${sessionId} for update`);
      const updated = await tx
        .update(flowItems)
        .set({
          responseValue: response.value,
          responseIsCorrect: response.isCorrect,
          responseTimeTakenMs: response.timeTakenMs,
          respondedAt: response.at,
          clientResponseId: response.clientResponseId,
        })
        .where(and(eq(flowItems.id, response.itemId), isNull(flowItems.respondedAt)))
        .returning({ id: flowItems.id });
      if (updated.length === 0) return null;
      const items = await this.items(sessionId, tx);
      const { drafts, finished } = next(items);
      const last = items.at(-1)?.sequence ?? 0;
      const fresh = drafts.filter((d) => d.sequence > last);
      const inserted = await this.#insertItems(tx, sessionId, userId, fresh, response.at);
      if (finished) {
        await tx
          .update(flowGeneratorSessions)
          .set({ finishedAt: response.at })
          .where(and(eq(flowGeneratorSessions.id, sessionId), isNull(flowGeneratorSessions.finishedAt)));
      }
      return { items: [...items, ...inserted], finished };
    });
  }

  /** Items after a sequence, in order (flow_items_session_sequence_idx). */
  async itemsAfter(sessionId: number, sequence: number): Promise<FlowItemRow[]> {
    return this.db
      .select()
      .from(flowItems)
      .where(and(eq(flowItems.flowGeneratorSessionId, sessionId), gt(flowItems.sequence, sequence)))
      .orderBy(asc(flowItems.sequence));
  }

  async #insertItems(tx: Tx, sessionId: number, userId: number, drafts: FlowItemDraft[], at: Date) {
    if (drafts.length === 0) return [];
    return tx
      .insert(flowItems)
      .values(
        drafts.map((d) => ({
          flowGeneratorSessionId: sessionId,
          userId,
          flowItemGroup: d.flowItemGroup,
          position: d.position,
          sequence: d.sequence,
          dateDispatched: at,
          text: d.text,
          imageUrl: d.imageUrl,
          videoUrl: d.videoUrl,
          fileUrl: d.fileUrl,
          radioButtons: d.radioButtons satisfies FlowRadioButton[] | null,
          contentType: d.contentType,
          milliSecondsDelay: d.milliSecondsDelay,
          flowItemType: d.flowItemType,
        })),
      )
      .returning();
  }
}
