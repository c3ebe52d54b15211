/**
 * Quizzes built from the bank: one topic pathway quiz per topic unit and a set of diagnostic
 * quizzes, plus the quiz question and answer shapes that carry each answer's misconception.
 */

import { editionOf, questionIdFor, SEEDS_PER_CONSTRUCT } from './bank.ts';
import type { Construct, Strand } from './construct.ts';
import { CONSTRUCTS, constructById } from './construct-registry.ts';
import type { OptionLetter, Question } from './question.ts';
import { shortCodeFor } from './short-code.ts';
import { STRAND_SUBJECT_IDS } from './taxonomy.ts';
import { TOPIC_UNITS, type TopicUnit } from './topic-units.ts';

/** The quiz for one topic unit's pathway. */
export interface TopicPathwayQuiz {
  topicPathwayQuizId: number;
  topicUnitId: number;
  name: string;
  description: string;
  shortCode: string;
  /** 5–8 bank question ids, easiest first. */
  questionIds: number[];
}

/** A diagnostic quiz: a year-group baseline, a strand check-up or a misconception hunt. */
export interface DiagnosticQuiz {
  quizId: number;
  name: string;
  description: string;
  shortCode: string;
  /** The GB year group it targets, or null when it spans years. */
  yearGroup: number | null;
  /** The strand it covers, or null when it mixes strands. */
  strandSubjectId: number | null;
  questionIds: number[];
}

/** One answer of a quiz question, with the misconception it reveals (null when correct). */
export interface QuizQuestionAnswer {
  /** questionId × 10 + position (1–4): stable and unique across the bank. */
  answerId: number;
  questionId: number;
  letter: OptionLetter;
  text: string;
  isCorrect: boolean;
  misconceptionId: number | null;
}

/** A question as it appears in a quiz. */
export interface QuizQuestion {
  questionId: number;
  /** 1-based position in the quiz. */
  sequence: number;
  stem: string;
  diagram?: string;
  diagramAlt?: string;
  answers: QuizQuestionAnswer[];
  correctAnswerId: number;
}

/** The topic pathway quiz id of a topic unit (one quiz per unit). */
export function topicPathwayQuizIdFor(topicUnitId: number): number {
  return 1000 + topicUnitId;
}

/** A bank question in quiz form, its answers carrying stable ids and misconceptions. */
export function toQuizQuestion(q: Question, sequence: number): QuizQuestion {
  const answers = q.options.map((o, i) => ({
    answerId: q.questionId * 10 + i + 1,
    questionId: q.questionId,
    letter: o.letter,
    text: o.text,
    isCorrect: o.isCorrect,
    misconceptionId: o.misconceptionId,
  }));
  return {
    questionId: q.questionId,
    sequence,
    stem: q.stem,
    ...(q.diagram !== undefined ? { diagram: q.diagram, diagramAlt: q.diagramAlt ?? '' } : {}),
    answers,
    correctAnswerId: answers.find((a) => a.isCorrect)!.answerId,
  };
}

function byLevel(a: Construct, b: Construct): number {
  return a.yearGroup - b.yearGroup || a.difficulty - b.difficulty || a.constructId - b.constructId;
}

/** Question ids taking constructs in turn (seed 1 of each, then seed 2, …) until `count` are chosen. */
function roundRobin(
  constructs: readonly Construct[],
  count: number,
  firstSeed: number,
  step: 1 | -1,
): number[] {
  const ids: number[] = [];
  for (let i = 0; ids.length < count && constructs.length > 0; i++) {
    const construct = constructs[i % constructs.length]!;
    const n = firstSeed + step * Math.floor(i / constructs.length);
    ids.push(questionIdFor(construct.constructId, n, editionOf(construct)));
  }
  return ids;
}

function pathwayQuiz(unit: TopicUnit): TopicPathwayQuiz {
  const constructs = CONSTRUCTS.filter((c) => c.topicUnitId === unit.topicUnitId).sort(byLevel);
  // Enough questions to meet every construct at least once, and never fewer than 5 or more than 8.
  const count = Math.min(8, Math.max(5, 2 * constructs.length));
  const topicPathwayQuizId = topicPathwayQuizIdFor(unit.topicUnitId);
  return {
    topicPathwayQuizId,
    topicUnitId: unit.topicUnitId,
    name: unit.name,
    description: `Diagnostic questions on ${unit.description.charAt(0).toLowerCase()}${unit.description.slice(1)}`,
    shortCode: shortCodeFor('pathway', topicPathwayQuizId),
    questionIds: roundRobin(constructs, count, 1, 1).sort(
      (a, b) => byLevel(constructOf(a), constructOf(b)) || a - b,
    ),
  };
}

function constructOf(questionId: number): Construct {
  return constructById(Math.floor(questionId / 1000))!;
}

/** One topic pathway quiz per topic unit, in unit order. */
export function buildTopicPathwayQuizzes(): TopicPathwayQuiz[] {
  return TOPIC_UNITS.map(pathwayQuiz);
}

/** Picks up to `count` constructs spread evenly through the list (so every strand or year is represented). */
function spread(constructs: readonly Construct[], count: number): Construct[] {
  if (constructs.length <= count) return [...constructs];
  return Array.from({ length: count }, (_, i) => constructs[Math.floor((i * constructs.length) / count)]!);
}

const STRAND_NAMES: Record<Strand, string> = {
  number: 'Number',
  algebra: 'Algebra',
  ratio: 'Ratio, proportion and rates of change',
  geometry: 'Geometry and measures',
  statistics: 'Probability and statistics',
};

/** The diagnostic quizzes: one per year group 5–11, one per strand and two misconception hunts. */
export function buildDiagnosticQuizzes(): DiagnosticQuiz[] {
  const quizzes: DiagnosticQuiz[] = [];
  // Diagnostic quizzes draw from the last seeds so they rarely repeat a pathway quiz question.
  const lastSeed = SEEDS_PER_CONSTRUCT;
  for (let year = 5; year <= 11; year++) {
    let pool = CONSTRUCTS.filter((c) => c.yearGroup === year);
    if (pool.length < 8) pool = CONSTRUCTS.filter((c) => c.yearGroup === year || c.yearGroup === year - 1);
    const chosen = spread(
      [...pool].sort((a, b) => a.strand.localeCompare(b.strand) || a.constructId - b.constructId),
      10,
    );
    quizzes.push({
      quizId: year - 4,
      name: `Year ${year} baseline`,
      description: `A ten-minute baseline of the main Year ${year} ideas across every strand; wrong answers point to the misconception to tackle first.`,
      shortCode: shortCodeFor('quiz', year - 4),
      yearGroup: year,
      strandSubjectId: null,
      questionIds: roundRobin(chosen, chosen.length, lastSeed, -1),
    });
  }
  (Object.keys(STRAND_NAMES) as Strand[]).forEach((strand, i) => {
    const quizId = 8 + i;
    const chosen = spread(CONSTRUCTS.filter((c) => c.strand === strand).sort(byLevel), 12);
    quizzes.push({
      quizId,
      name: `${STRAND_NAMES[strand]} check-up`,
      description: `Twelve questions from Year 5 to GCSE on ${STRAND_NAMES[strand].toLowerCase()}, easiest first.`,
      shortCode: shortCodeFor('quiz', quizId),
      yearGroup: null,
      strandSubjectId: STRAND_SUBJECT_IDS[strand],
      questionIds: roundRobin(chosen, chosen.length, lastSeed - 1, -1),
    });
  });
  const hunts: Array<{ name: string; description: string; constructIds: number[] }> = [
    {
      name: 'Fraction misconceptions',
      description:
        'Adding, multiplying and dividing fractions: finds the common fraction misconceptions quickly.',
      constructIds: [118, 119, 120, 121, 122, 123, 124, 125],
    },
    {
      name: 'Sign errors',
      description: 'Negative numbers in arithmetic, brackets and inequalities: where sign rules go wrong.',
      constructIds: [113, 114, 128, 203, 204, 206, 216],
    },
  ];
  hunts.forEach((hunt, i) => {
    const quizId = 13 + i;
    const chosen = CONSTRUCTS.filter((c) => hunt.constructIds.includes(c.constructId)).sort(byLevel);
    quizzes.push({
      quizId,
      name: hunt.name,
      description: hunt.description,
      shortCode: shortCodeFor('quiz', quizId),
      yearGroup: null,
      strandSubjectId: null,
      questionIds: roundRobin(chosen, chosen.length, lastSeed - 2, -1),
    });
  });
  return quizzes;
}
