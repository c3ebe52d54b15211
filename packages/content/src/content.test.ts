import { beforeAll, describe, expect, it } from 'vitest';
import { editionOf, questionIdFor } from './bank.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import { buildContent, type Content, countryYearGroupIdForYear } from './content.ts';
import { buildDiagnosticQuizzes, buildTopicPathwayQuizzes, toQuizQuestion } from './quizzes.ts';
import { DEFAULT_SCHEME_ID } from './schemes.ts';
import { isShortCode } from './short-code.ts';
import { STRAND_SUBJECT_IDS, strandOf, subjectById } from './taxonomy.ts';
import { DEFAULT_TOPIC_COLLECTION_ID } from './topic-units.ts';

let content: Content;
beforeAll(() => {
  content = buildContent();
});

const unique = <T>(xs: readonly T[]) => new Set(xs).size === xs.length;

describe('taxonomy', () => {
  it('is one tree: Maths, five strands, topics and subtopics with consistent levels', () => {
    const { subjects } = content;
    expect(unique(subjects.map((s) => s.subjectId))).toBe(true);
    expect(subjects.filter((s) => s.level === 0)).toEqual([
      { subjectId: 1, name: 'Maths', parentId: null, level: 0 },
    ]);
    expect(subjects.filter((s) => s.level === 1).map((s) => s.subjectId)).toEqual(
      Object.values(STRAND_SUBJECT_IDS),
    );
    for (const s of subjects.filter((x) => x.level > 0)) {
      expect(subjectById(s.parentId!)?.level, s.name).toBe(s.level - 1);
    }
  });
});

describe('topic units, tags and collections', () => {
  it('link every unit to real subtopics in its own strand and real tags', () => {
    const tagIds = new Set(content.topicTags.map((t) => t.topicTagId));
    expect(unique(content.topicUnits.map((u) => u.topicUnitId))).toBe(true);
    for (const u of content.topicUnits) {
      expect(subjectById(u.strandSubjectId)?.level).toBe(1);
      expect(STRAND_SUBJECT_IDS[u.strand]).toBe(u.strandSubjectId);
      for (const id of u.subjectIds) {
        expect(subjectById(id)?.level, `${u.name} ${id}`).toBe(3);
        expect(strandOf(id)?.subjectId).toBe(u.strandSubjectId);
      }
      for (const t of u.topicTagIds) expect(tagIds.has(t)).toBe(true);
      expect(u.yearFrom).toBeLessThanOrEqual(u.yearTo);
    }
  });

  it('places each construct in a unit that covers its subtopic and year', () => {
    for (const c of CONSTRUCTS) {
      const unit = content.topicUnits.find((u) => u.topicUnitId === c.topicUnitId);
      expect(unit, c.slug).toBeDefined();
      expect(unit!.subjectIds, c.slug).toContain(c.subjectId);
      expect(c.yearGroup, c.slug).toBeGreaterThanOrEqual(unit!.yearFrom);
      expect(c.yearGroup, c.slug).toBeLessThanOrEqual(unit!.yearTo);
      expect(strandOf(c.subjectId)?.subjectId, c.slug).toBe(STRAND_SUBJECT_IDS[c.strand]);
    }
    for (const u of content.topicUnits)
      expect(
        CONSTRUCTS.some((c) => c.topicUnitId === u.topicUnitId),
        u.name,
      ).toBe(true);
  });

  it('has the default collection (id 4) and only real units in collections', () => {
    const unitIds = new Set(content.topicUnits.map((u) => u.topicUnitId));
    expect(content.collections.some((c) => c.collectionId === DEFAULT_TOPIC_COLLECTION_ID)).toBe(true);
    expect(DEFAULT_TOPIC_COLLECTION_ID).toBe(4);
    expect(unique(content.collections.map((c) => c.collectionId))).toBe(true);
    for (const c of content.collections) {
      expect(unique(c.topicUnitIds)).toBe(true);
      for (const id of c.topicUnitIds) {
        expect(unitIds.has(id)).toBe(true);
        const unit = content.topicUnits.find((u) => u.topicUnitId === id)!;
        // A unit belongs in a collection when it is taught in, or just before, the collection's years.
        expect(unit.yearTo, `${c.name}: ${unit.name}`).toBeGreaterThanOrEqual(c.yearFrom - 1);
        expect(unit.yearFrom, `${c.name}: ${unit.name}`).toBeLessThanOrEqual(c.yearTo);
      }
    }
  });
});

describe('misconception records', () => {
  it('belong to real subjects and carry their strand', () => {
    for (const m of content.misconceptions) {
      expect(subjectById(m.subjectId), m.slug).toBeDefined();
      expect(strandOf(m.subjectId)?.subjectId).toBe(m.strandSubjectId);
      expect(Object.values(m).some((v) => typeof v === 'function')).toBe(false);
    }
  });
});

describe('schemes of work', () => {
  it('has a default Key Stage 3 scheme', () => {
    const scheme = content.schemes.find((s) => s.schemeId === DEFAULT_SCHEME_ID)!;
    expect(scheme.isDefault).toBe(true);
    expect(scheme.yearGroups).toEqual([7, 8, 9]);
    expect(content.schemes.filter((s) => s.isDefault)).toHaveLength(1);
  });

  it('uses unique ids and only real units, quizzes and labels', () => {
    const units = content.schemes.flatMap((s) => s.units);
    expect(unique(units.map((u) => u.topicUnitQuizId))).toBe(true);
    expect(unique(content.schemes.flatMap((s) => s.holidayUnits.map((h) => h.holidayUnitId)))).toBe(true);
    expect(unique(content.schemes.flatMap((s) => s.labels.map((l) => l.schemeOfWorkLabelId)))).toBe(true);
    const pathwayIds = new Set(content.topicPathwayQuizzes.map((q) => q.topicPathwayQuizId));
    for (const s of content.schemes) {
      const labelIds = new Set(s.labels.map((l) => l.schemeOfWorkLabelId));
      for (const u of s.units) {
        expect(content.topicUnits.some((t) => t.topicUnitId === u.topicUnitId)).toBe(true);
        expect(pathwayIds.has(u.topicPathwayQuizId)).toBe(true);
        expect(labelIds.has(u.schemeOfWorkLabelId)).toBe(true);
        expect(s.yearGroups).toContain(u.yearGroup);
        expect(u.term).toBeGreaterThanOrEqual(1);
        expect(u.term).toBeLessThanOrEqual(6);
        expect(u.week + u.weeks - 1).toBeLessThanOrEqual(6);
      }
      expect(s.holidayUnits.length).toBe(6 * s.yearGroups.length);
    }
  });
});

describe('quizzes', () => {
  it('has one topic pathway quiz per unit, each with 5 to 8 bank questions', () => {
    const bankIds = new Set(content.questions.map((q) => q.questionId));
    expect(content.topicPathwayQuizzes.map((q) => q.topicUnitId)).toEqual(
      content.topicUnits.map((u) => u.topicUnitId),
    );
    for (const quiz of content.topicPathwayQuizzes) {
      expect(quiz.questionIds.length, quiz.name).toBeGreaterThanOrEqual(5);
      expect(quiz.questionIds.length, quiz.name).toBeLessThanOrEqual(8);
      expect(unique(quiz.questionIds)).toBe(true);
      for (const id of quiz.questionIds) {
        expect(bankIds.has(id)).toBe(true);
        expect(content.questions.find((q) => q.questionId === id)!.topicUnitId).toBe(quiz.topicUnitId);
      }
    }
  });

  it('has diagnostic quizzes made of bank questions', () => {
    const bankIds = new Set(content.questions.map((q) => q.questionId));
    expect(content.quizzes.length).toBeGreaterThanOrEqual(5);
    expect(unique(content.quizzes.map((q) => q.quizId))).toBe(true);
    for (const quiz of content.quizzes) {
      expect(quiz.questionIds.length, quiz.name).toBeGreaterThanOrEqual(5);
      expect(unique(quiz.questionIds)).toBe(true);
      for (const id of quiz.questionIds) expect(bankIds.has(id), `${quiz.name} ${id}`).toBe(true);
    }
  });

  it('gives every quiz a unique, well-formed short code that does not change', () => {
    const codes = [...content.topicPathwayQuizzes, ...content.quizzes].map((q) => q.shortCode);
    expect(unique(codes)).toBe(true);
    for (const code of codes) expect(isShortCode(code)).toBe(true);
    expect(buildTopicPathwayQuizzes().map((q) => q.shortCode)).toEqual(
      content.topicPathwayQuizzes.map((q) => q.shortCode),
    );
    expect(buildDiagnosticQuizzes().map((q) => q.shortCode)).toEqual(content.quizzes.map((q) => q.shortCode));
  });

  it('turns a question into quiz form with each answer carrying its misconception', () => {
    // Construct 121's first question in whichever edition is published now.
    const construct = CONSTRUCTS.find((c) => c.constructId === 121)!;
    const q = content.questions.find((x) => x.questionId === questionIdFor(121, 1, editionOf(construct)))!;
    const quizQuestion = toQuizQuestion(q, 3);
    expect(quizQuestion.sequence).toBe(3);
    expect(quizQuestion.answers.map((a) => a.answerId)).toEqual(
      [1, 2, 3, 4].map((i) => q.questionId * 10 + i),
    );
    expect(quizQuestion.answers.find((a) => a.answerId === quizQuestion.correctAnswerId)!.isCorrect).toBe(
      true,
    );
    expect(quizQuestion.answers.filter((a) => a.misconceptionId === null)).toHaveLength(1);
    expect(quizQuestion.answers.map((a) => a.misconceptionId)).toEqual(
      q.options.map((o) => o.misconceptionId),
    );
  });
});

describe('buildContent', () => {
  // It builds the whole bank a second time (4,800 questions and their figures): seconds on a busy machine.
  it('is deterministic', { timeout: 30_000 }, () => {
    expect(JSON.stringify(buildContent())).toBe(JSON.stringify(content));
  });

  it('maps year numbers to GB year-group ids', () => {
    expect(countryYearGroupIdForYear(7)).toBe(8);
    expect(countryYearGroupIdForYear(42)).toBeUndefined();
  });
});
