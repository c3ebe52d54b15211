import { buildContent, type Content } from '@mathsight/content/content.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { questionAnswers, questions } from '../db/schema.ts';
import { seedContent } from './content-seed.ts';

type Database = Awaited<ReturnType<typeof openDatabase>>;

/**
 * The bank as it was one edition earlier for construct 101: its questions under edition-0 ids with
 * other text, as a database seeded by the previous release would hold them.
 */
function previousRelease(content: Content): Content {
  const earlier = (id: number) => (Math.floor(id / 1000) === 101 ? id - 100 : id);
  return {
    ...content,
    topicPathwayQuizzes: content.topicPathwayQuizzes.map((q) => ({
      ...q,
      questionIds: q.questionIds.map(earlier),
    })),
    quizzes: content.quizzes.map((q) => ({ ...q, questionIds: q.questionIds.map(earlier) })),
    questions: content.questions.map((q) =>
      q.constructId === 101
        ? {
            ...q,
            questionId: q.questionId - 100,
            stem: `Old: ${q.stem}`,
            options: q.options.map((o) => ({ ...o })),
          }
        : q,
    ),
  };
}

describe('seeding a new edition of the bank', () => {
  let database: Database;
  const content = buildContent();
  const current = content.questions.filter((q) => q.constructId === 101);
  const oldIds = current.map((q) => q.questionId - 100);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedContent(database.db, previousRelease(content));
    await seedContent(database.db, content);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('keeps the earlier edition unchanged for the work set with it, marked retired', async () => {
    const rows = await database.db.select().from(questions).where(inArray(questions.id, oldIds));
    expect(rows).toHaveLength(current.length);
    for (const r of rows) {
      expect(r.retired).toBe(true);
      expect(r.stem.startsWith('Old: ')).toBe(true);
    }
    const answers = await database.db
      .select()
      .from(questionAnswers)
      .where(inArray(questionAnswers.questionId, oldIds));
    expect(answers).toHaveLength(current.length * 4);
  });

  it('serves the current edition under its own ids, not retired', async () => {
    const [first] = current;
    if (!first) throw new Error('construct 101 has no questions');
    const [row] = await database.db.select().from(questions).where(eq(questions.id, first.questionId));
    expect(row).toMatchObject({ stem: first.stem, retired: false });
    const live = await database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.retired, false));
    expect(live).toHaveLength(content.questions.length);
  });
});
