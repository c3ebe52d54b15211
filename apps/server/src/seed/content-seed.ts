import { createHash } from 'node:crypto';
import { buildContent, type Content } from '@mathsight/content/content.ts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  collectionTopicUnits,
  constructs,
  contentVersion,
  holidayUnits,
  misconceptions,
  questionAnswers,
  questions,
  quizQuestions,
  quizzes,
  schemeLabels,
  schemeQuizzes,
  schemes,
  subjects,
  topicPathwayCollections,
  topicTags,
  topicUnits,
  topicUnitTags,
} from '../db/schema.ts';
import { upsertAll } from './upsert.ts';

/** A fingerprint of the content package's output: start-up reseeds only when the maths changed. */
export function contentFingerprint(content: Content): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}

/**
 * Puts the maths content into the database in one transaction, when the database holds another
 * version (or none). Returns whether it wrote anything.
 */
export async function seedContent(db: Db, content: Content = buildContent()): Promise<boolean> {
  const version = contentFingerprint(content);
  const [current] = await db.select().from(contentVersion).where(eq(contentVersion.id, 1));
  if (current?.version === version) return false;

  await db.transaction(async (tx) => {
    await upsertAll(
      tx,
      subjects,
      content.subjects.map((s) => ({ id: s.subjectId, name: s.name, parentId: s.parentId, level: s.level })),
      subjects.id,
    );
    await upsertAll(tx, misconceptions, content.misconceptions.map(toMisconceptionRow), misconceptions.id);
    await upsertAll(
      tx,
      topicUnits,
      content.topicUnits.map((u) => toTopicUnitRow(u, content)),
      topicUnits.id,
    );
    await upsertAll(
      tx,
      topicTags,
      content.topicTags.map((t) => ({ id: t.topicTagId, name: t.name })),
      topicTags.id,
    );
    await upsertAll(
      tx,
      topicUnitTags,
      content.topicUnits.flatMap((u) =>
        u.topicTagIds.map((topicTagId) => ({ topicUnitId: u.topicUnitId, topicTagId })),
      ),
      [topicUnitTags.topicUnitId, topicUnitTags.topicTagId],
    );
    await upsertAll(
      tx,
      topicPathwayCollections,
      content.collections.map((c, position) => ({
        id: c.collectionId,
        name: c.name,
        description: c.description,
        position,
      })),
      topicPathwayCollections.id,
    );
    await upsertAll(
      tx,
      collectionTopicUnits,
      content.collections.flatMap((c) =>
        c.topicUnitIds.map((topicUnitId, position) => ({
          collectionId: c.collectionId,
          topicUnitId,
          position,
        })),
      ),
      [collectionTopicUnits.collectionId, collectionTopicUnits.topicUnitId],
    );
    await upsertAll(
      tx,
      constructs,
      content.constructs.map((c) => ({
        id: c.constructId,
        slug: c.slug,
        name: c.name,
        strand: c.strand,
        subjectId: c.subjectId,
        topicUnitId: c.topicUnitId,
        yearGroup: c.yearGroup,
        difficulty: c.difficulty,
      })),
      constructs.id,
    );
    await upsertAll(
      tx,
      questions,
      content.questions.map((q) => ({
        id: q.questionId,
        constructId: q.constructId,
        topicUnitId: q.topicUnitId,
        subjectId: q.subjectId,
        yearGroup: q.yearGroup,
        difficulty: q.difficulty,
        stem: q.stem,
        diagramSvg: q.diagram ?? null,
        diagramAlt: q.diagramAlt ?? null,
        retired: false,
      })),
      questions.id,
    );
    // Questions of an earlier edition stay for the work set with them, but are not offered again.
    await tx
      .update(questions)
      .set({ retired: true })
      .where(
        and(
          eq(questions.retired, false),
          notInArray(
            questions.id,
            content.questions.map((q) => q.questionId),
          ),
        ),
      );
    await upsertAll(
      tx,
      questionAnswers,
      content.questions.flatMap((q) =>
        q.options.map((o, i) => ({
          // The content package's rule: questionId × 10 + position (1–4).
          id: q.questionId * 10 + i + 1,
          questionId: q.questionId,
          letter: o.letter,
          text: o.text,
          isCorrect: o.isCorrect,
          misconceptionId: o.misconceptionId,
          misconceptionIds: o.misconceptionIds,
        })),
      ),
      questionAnswers.id,
    );
    await upsertAll(
      tx,
      quizzes,
      [
        ...content.topicPathwayQuizzes.map((q) => ({
          id: q.topicPathwayQuizId,
          kind: 'TopicPathway' as const,
          name: q.name,
          description: q.description,
          topicUnitId: q.topicUnitId,
          yearGroup: null,
          shortCode: q.shortCode,
        })),
        ...content.quizzes.map((q) => ({
          id: q.quizId,
          kind: 'Diagnostic' as const,
          name: q.name,
          description: q.description,
          topicUnitId: null,
          yearGroup: q.yearGroup,
          shortCode: q.shortCode,
        })),
      ],
      quizzes.id,
    );
    const quizQuestionRows = [
      ...content.topicPathwayQuizzes.map((q) => ({
        quizId: q.topicPathwayQuizId,
        questionIds: q.questionIds,
      })),
      ...content.quizzes.map((q) => ({ quizId: q.quizId, questionIds: q.questionIds })),
    ].flatMap(({ quizId, questionIds }) =>
      questionIds.map((questionId, i) => ({ quizId, questionId, sequence: i + 1 })),
    );
    await upsertAll(tx, quizQuestions, quizQuestionRows, [quizQuestions.quizId, quizQuestions.sequence]);
    await upsertAll(
      tx,
      schemes,
      content.schemes.map((s) => ({
        id: s.schemeId,
        name: s.name,
        description: s.description,
        yearGroups: s.yearGroups,
        isDefault: s.isDefault,
      })),
      schemes.id,
    );
    await upsertAll(
      tx,
      schemeLabels,
      content.schemes.flatMap((s) =>
        s.labels.map((l) => ({
          id: l.schemeOfWorkLabelId,
          schemeId: l.schemeId,
          name: l.name,
          colour: l.colour,
          strandSubjectId: l.strandSubjectId,
        })),
      ),
      schemeLabels.id,
    );
    await upsertAll(
      tx,
      schemeQuizzes,
      content.schemes.flatMap((s) =>
        s.units.map((u) => ({
          id: u.topicUnitQuizId,
          schemeId: u.schemeId,
          schemeLabelId: u.schemeOfWorkLabelId,
          topicUnitId: u.topicUnitId,
          quizId: u.topicPathwayQuizId,
          yearGroup: u.yearGroup,
          term: u.term,
          week: u.week,
          weeks: u.weeks,
          sequence: u.sequence,
        })),
      ),
      schemeQuizzes.id,
    );
    await upsertAll(
      tx,
      holidayUnits,
      content.schemes.flatMap((s) =>
        s.holidayUnits.map((h) => ({
          id: h.holidayUnitId,
          schemeId: h.schemeId,
          name: h.name,
          yearGroup: h.yearGroup,
          afterTerm: h.afterTerm,
        })),
      ),
      holidayUnits.id,
    );
    await upsertAll(tx, contentVersion, [{ id: 1, version, seededAt: new Date() }], contentVersion.id);
  });
  return true;
}

function toMisconceptionRow(m: Content['misconceptions'][number]) {
  return {
    id: m.misconceptionId,
    slug: m.slug,
    name: m.name,
    description: m.description,
    howToFix: m.howToFix,
    subjectId: m.subjectId,
  };
}

/** Topic search looks at the unit's words and at the tags, subtopics and misconceptions it covers. */
function toTopicUnitRow(unit: Content['topicUnits'][number], content: Content) {
  const subjectNames = content.subjects
    .filter((s) => unit.subjectIds.includes(s.subjectId))
    .map((s) => s.name);
  const tagNames = content.topicTags
    .filter((t) => unit.topicTagIds.includes(t.topicTagId))
    .map((t) => t.name);
  const constructNames = content.constructs
    .filter((c) => c.topicUnitId === unit.topicUnitId)
    .map((c) => c.name);
  const misconceptionNames = content.misconceptions
    .filter((m) => unit.subjectIds.includes(m.subjectId))
    .map((m) => m.name);
  return {
    id: unit.topicUnitId,
    name: unit.name,
    description: unit.description,
    strand: unit.strand,
    yearFrom: unit.yearFrom,
    yearTo: unit.yearTo,
    searchText: [
      unit.name,
      unit.description,
      ...tagNames,
      ...subjectNames,
      ...constructNames,
      ...misconceptionNames,
    ]
      .join(' ')
      .toLowerCase(),
  };
}
