/**
 * Everything the seeder needs in one deterministic call: taxonomy, topic units, collections,
 * tags, schemes, misconceptions, questions and quizzes, as plain data ready to insert.
 */

import { buildQuestionBank } from './bank.ts';
import type { Strand } from './construct.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import { misconceptionKinds } from './misconception.ts';
import { MISCONCEPTIONS } from './misconception-registry.ts';
import type { Question } from './question.ts';
import {
  buildDiagnosticQuizzes,
  buildTopicPathwayQuizzes,
  type DiagnosticQuiz,
  type TopicPathwayQuiz,
} from './quizzes.ts';
import { buildSchemes, type Scheme } from './schemes.ts';
import { SUBJECTS, type Subject, strandOf } from './taxonomy.ts';
import {
  TOPIC_PATHWAY_COLLECTIONS,
  TOPIC_TAGS,
  TOPIC_UNITS,
  type TopicPathwayCollection,
  type TopicTag,
  type TopicUnit,
} from './topic-units.ts';
import { COUNTRY_YEAR_GROUPS } from './year-groups.ts';

/** A misconception as stored: no functions, just the teacher-facing data. */
export interface MisconceptionRecord {
  misconceptionId: number;
  slug: string;
  name: string;
  description: string;
  howToFix: string;
  subjectId: number;
  strandSubjectId: number;
  /** The problem kinds its rules produce distractors for. */
  problemKinds: string[];
}

/** A construct as stored. */
export interface ConstructRecord {
  constructId: number;
  slug: string;
  name: string;
  strand: Strand;
  strandSubjectId: number;
  subjectId: number;
  topicUnitId: number;
  yearGroup: number;
  difficulty: 1 | 2 | 3;
  problemKind: string;
}

/** All the maths content, ready to seed. */
export interface Content {
  subjects: Subject[];
  topicUnits: TopicUnit[];
  collections: TopicPathwayCollection[];
  topicTags: TopicTag[];
  schemes: Scheme[];
  misconceptions: MisconceptionRecord[];
  constructs: ConstructRecord[];
  questions: Question[];
  topicPathwayQuizzes: TopicPathwayQuiz[];
  quizzes: DiagnosticQuiz[];
}

/** Every misconception without its rule functions. */
export function misconceptionRecords(): MisconceptionRecord[] {
  return MISCONCEPTIONS.map((m) => ({
    misconceptionId: m.misconceptionId,
    slug: m.slug,
    name: m.name,
    description: m.description,
    howToFix: m.howToFix,
    subjectId: m.subjectId,
    strandSubjectId: strandOf(m.subjectId)!.subjectId,
    problemKinds: misconceptionKinds(m),
  }));
}

/** Every construct without its draw function. */
export function constructRecords(): ConstructRecord[] {
  return CONSTRUCTS.map((c) => ({
    constructId: c.constructId,
    slug: c.slug,
    name: c.name,
    strand: c.strand,
    strandSubjectId: strandOf(c.subjectId)!.subjectId,
    subjectId: c.subjectId,
    topicUnitId: c.topicUnitId,
    yearGroup: c.yearGroup,
    difficulty: c.difficulty,
    problemKind: c.kind,
  }));
}

/** The GB countryYearGroupId for a year number (Year 7 → its id), or undefined when there is none. */
export function countryYearGroupIdForYear(year: number): number | undefined {
  return COUNTRY_YEAR_GROUPS.find((y) => y.country === 'GB' && y.name === `Year ${year}`)?.countryYearGroupId;
}

/** All content in one deterministic object (same output on every call); the question bank takes well under a second. */
export function buildContent(): Content {
  return {
    subjects: [...SUBJECTS],
    topicUnits: TOPIC_UNITS.map((u) => ({
      ...u,
      subjectIds: [...u.subjectIds],
      topicTagIds: [...u.topicTagIds],
    })),
    collections: TOPIC_PATHWAY_COLLECTIONS.map((c) => ({ ...c, topicUnitIds: [...c.topicUnitIds] })),
    topicTags: [...TOPIC_TAGS],
    schemes: buildSchemes(),
    misconceptions: misconceptionRecords(),
    constructs: constructRecords(),
    questions: buildQuestionBank(),
    topicPathwayQuizzes: buildTopicPathwayQuizzes(),
    quizzes: buildDiagnosticQuizzes(),
  };
}
