import {
  RETRIEVAL_PRACTICE_MAX_QUESTIONS,
  RETRIEVAL_PRACTICE_MIN_QUESTIONS,
  type RetrievalBucket,
} from '@mathsight/contract/retrieval-practice.ts';

/**
 * Spaced retrieval for one class, as a pure function of what the class studied and answered:
 * topics whose topic work ended about 1 week (7–13 days), about 3 weeks (21–41 days) and 6 or more
 * weeks (42+ days) ago come back, with the questions the class got wrong most first. The same
 * input always gives the same quiz.
 */

const DAY_MS = 86_400_000;
/** A question the class answered correctly this recently is never asked again yet. */
const RECENT_CORRECT_DAYS = 7;
export const BUCKETS: readonly RetrievalBucket[] = ['OneWeek', 'ThreeWeeks', 'SixWeeksPlus'];
/** Words kept capitalised when a topic name is put in the middle of a sentence. */
const PROPER_NOUNS = new Set(['Pythagoras', 'Venn', 'Cartesian', 'Euclid']);

export interface StudiedTopic {
  topicUnitId: number;
  name: string;
  /** When the class's most recent topic work on it ended. */
  lastStudiedAt: Date;
}

export interface CandidateQuestion {
  questionId: number;
  topicUnitId: number;
  yearGroup: number;
}

/** The class's answers to one question (current members, every assignment, every attempt). */
export interface AnswerStat {
  questionId: number;
  answered: number;
  wrong: number;
  lastCorrectAt: Date | null;
}

export interface RecommendInput {
  /** Seeds the tie-breaks, so two classes with the same history get different (but stable) picks. */
  groupId: number;
  now: Date;
  /** The class's year (7 for Year 7); null when unknown. */
  classYear: number | null;
  topics: StudiedTopic[];
  questions: CandidateQuestion[];
  answers: AnswerStat[];
}

export interface RecommendedTopicPick extends StudiedTopic {
  bucket: RetrievalBucket;
  weeksAgo: number;
}

export interface RecommendedQuestionPick {
  questionId: number;
  topicUnitId: number;
  topicUnitName: string;
  bucket: RetrievalBucket;
  answeredCount: number;
  wrongPercent: number | null;
  reason: string;
}

export interface RecommendationPlan {
  name: string;
  topics: RecommendedTopicPick[];
  questions: RecommendedQuestionPick[];
}

/** Which spacing bucket a topic studied `days` ago falls in, if any (0–6 and 14–20 days: none yet). */
export function bucketOf(days: number): RetrievalBucket | null {
  if (days >= 7 && days <= 13) return 'OneWeek';
  if (days >= 21 && days <= 41) return 'ThreeWeeks';
  if (days >= 42) return 'SixWeeksPlus';
  return null;
}

/** The quiz length: 6 questions for one due bucket, 8 for two, 10 for three (fewer only if the bank runs out). */
export function targetSize(bucketCount: number): number {
  return Math.min(
    RETRIEVAL_PRACTICE_MAX_QUESTIONS,
    RETRIEVAL_PRACTICE_MIN_QUESTIONS + 2 * Math.max(0, bucketCount - 1),
  );
}

/** Builds the class's retrieval-practice quiz: 6–10 questions with a reason each, or none when nothing is due. */
export function recommend(input: RecommendInput): RecommendationPlan {
  const statOf = new Map(input.answers.map((a) => [a.questionId, a]));
  const recentSince = input.now.getTime() - RECENT_CORRECT_DAYS * DAY_MS;
  const eligible = input.questions.filter((q) => {
    const last = statOf.get(q.questionId)?.lastCorrectAt;
    return !(last && last.getTime() >= recentSince);
  });
  const questionsOf = Map.groupBy(eligible, (q) => q.topicUnitId);

  const topics: RecommendedTopicPick[] = [];
  for (const topic of input.topics) {
    const days = Math.floor((input.now.getTime() - topic.lastStudiedAt.getTime()) / DAY_MS);
    const bucket = bucketOf(days);
    if (bucket && questionsOf.get(topic.topicUnitId)?.length) {
      topics.push({ ...topic, bucket, weeksAgo: Math.floor(days / 7) });
    }
  }

  // Per bucket: its topics, those the class got wrong most first, each with its questions in order.
  const buckets = BUCKETS.map((bucket) => {
    const inBucket = topics
      .filter((t) => t.bucket === bucket)
      .map((topic) => ({
        topic,
        queue: orderQuestions(questionsOf.get(topic.topicUnitId) ?? [], statOf, input),
        weight: topicWrongRate(questionsOf.get(topic.topicUnitId) ?? [], statOf),
      }))
      .sort(
        (a, b) =>
          b.weight - a.weight ||
          a.topic.lastStudiedAt.getTime() - b.topic.lastStudiedAt.getTime() ||
          a.topic.topicUnitId - b.topic.topicUnitId,
      );
    return { bucket, topics: inBucket, picks: [] as CandidateQuestion[] };
  }).filter((b) => b.topics.length > 0);

  const size = targetSize(buckets.length);
  const share = buckets.map(
    (_, i) => Math.floor(size / buckets.length) + (i < size % buckets.length ? 1 : 0),
  );

  // First pass: each bucket fills its share from a few topics (at least two questions per topic).
  buckets.forEach((b, i) => {
    const slots = share[i] ?? 0;
    b.picks.push(...roundRobin(b.topics, slots, Math.max(1, Math.ceil(slots / 2))));
  });
  // Second pass: a bucket that ran short leaves its slots to the others, in bucket order.
  let missing = size - buckets.reduce((n, b) => n + b.picks.length, 0);
  while (missing > 0) {
    let added = 0;
    for (const b of buckets) {
      if (missing === 0) break;
      const more = roundRobin(b.topics, 1, b.topics.length);
      if (more.length) {
        b.picks.push(...more);
        missing -= 1;
        added += 1;
      }
    }
    if (added === 0) break;
  }

  // Interleave the buckets so consecutive questions come from different weeks.
  const ordered: Array<{ q: CandidateQuestion; bucket: RetrievalBucket }> = [];
  for (let i = 0; ordered.length < buckets.reduce((n, b) => n + b.picks.length, 0); i++) {
    for (const b of buckets) {
      const q = b.picks[i];
      if (q) ordered.push({ q, bucket: b.bucket });
    }
  }

  const topicOf = new Map(topics.map((t) => [t.topicUnitId, t]));
  const questions = ordered.map(({ q, bucket }) => {
    const topic = topicOf.get(q.topicUnitId);
    const stat = statOf.get(q.questionId);
    const answeredCount = stat?.answered ?? 0;
    const wrongPercent = stat && stat.answered > 0 ? Math.round((100 * stat.wrong) / stat.answered) : null;
    return {
      questionId: q.questionId,
      topicUnitId: q.topicUnitId,
      topicUnitName: topic?.name ?? '',
      bucket,
      answeredCount,
      wrongPercent,
      reason: reasonFor(topic?.weeksAgo ?? 0, wrongPercent),
    };
  });
  const usedTopics = [...new Set(questions.map((q) => q.topicUnitId))];
  return {
    name: quizName(usedTopics.map((id) => topicOf.get(id)?.name ?? '')),
    topics: topics
      .filter((t) => usedTopics.includes(t.topicUnitId))
      .sort((a, b) => BUCKETS.indexOf(a.bucket) - BUCKETS.indexOf(b.bucket) || a.topicUnitId - b.topicUnitId),
    questions,
  };
}

/** "Studied 3 weeks ago; 60% answered wrongly" — what the teacher sees beside each question. */
export function reasonFor(weeksAgo: number, wrongPercent: number | null): string {
  const when = `Studied ${weeksAgo} ${weeksAgo === 1 ? 'week' : 'weeks'} ago`;
  if (wrongPercent === null) return `${when}; not answered by the class yet`;
  return `${when}; ${wrongPercent}% answered wrongly`;
}

/** "Retrieval practice: ratio, circles and probability", at most 200 characters. */
export function quizName(topicNames: string[]): string {
  const names = topicNames.filter(Boolean).map(inSentence);
  const prefix = 'Retrieval practice: ';
  for (let shown = names.length; shown > 0; shown--) {
    const rest = names.length - shown;
    const listed = names.slice(0, shown);
    const tail = rest > 0 ? ` and ${rest} more` : '';
    const text =
      rest > 0 || listed.length === 1
        ? `${listed.join(', ')}${tail}`
        : `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
    if (prefix.length + text.length <= 200) return prefix + text;
  }
  return 'Retrieval practice';
}

function inSentence(name: string): string {
  const first = name.split(/\s/)[0] ?? '';
  if (PROPER_NOUNS.has(first)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * A topic's questions, best first: those the class got wrong (highest wrong share first), then
 * unanswered ones (nearest the class's year, never above it if avoidable), then ones only ever answered
 * correctly. Ties are broken by a hash seeded with the class, so the order is stable but not by id.
 */
function orderQuestions(
  questions: CandidateQuestion[],
  statOf: Map<number, AnswerStat>,
  input: RecommendInput,
): CandidateQuestion[] {
  const key = (q: CandidateQuestion) => {
    const s = statOf.get(q.questionId);
    const tier = !s || s.answered === 0 ? 1 : s.wrong > 0 ? 0 : 2;
    const wrongRate = s && s.answered > 0 ? s.wrong / s.answered : 0;
    return { tier, wrongRate, wrong: s?.wrong ?? 0, fit: yearFit(q.yearGroup, input.classYear) };
  };
  const hash = (q: CandidateQuestion) => fnv1a(`${input.groupId}:${q.questionId}`);
  return questions
    .map((q) => ({ q, k: key(q), h: hash(q) }))
    .sort(
      (a, b) =>
        a.k.tier - b.k.tier ||
        b.k.wrongRate - a.k.wrongRate ||
        b.k.wrong - a.k.wrong ||
        a.k.fit - b.k.fit ||
        a.h - b.h ||
        a.q.questionId - b.q.questionId,
    )
    .map((x) => x.q);
}

/** 0 for the class's own year, 1 a year below, …; a year above costs more than any year below. */
function yearFit(questionYear: number, classYear: number | null): number {
  if (classYear === null || classYear < 0) return 0;
  return questionYear <= classYear ? classYear - questionYear : 100 + (questionYear - classYear);
}

/** The share of the class's answers in a topic that were wrong; 0.5 when the class has not answered any. */
function topicWrongRate(questions: CandidateQuestion[], statOf: Map<number, AnswerStat>): number {
  let answered = 0;
  let wrong = 0;
  for (const q of questions) {
    const s = statOf.get(q.questionId);
    answered += s?.answered ?? 0;
    wrong += s?.wrong ?? 0;
  }
  return answered > 0 ? wrong / answered : 0.5;
}

/** Takes up to `slots` questions, one per topic in turn from the first `focus` topics, then from the rest. */
function roundRobin(
  topics: Array<{ queue: CandidateQuestion[] }>,
  slots: number,
  focus: number,
): CandidateQuestion[] {
  const picks: CandidateQuestion[] = [];
  let width = Math.min(focus, topics.length);
  while (picks.length < slots) {
    let took = false;
    for (const t of topics.slice(0, width)) {
      if (picks.length >= slots) break;
      const q = t.queue.shift();
      if (q) {
        picks.push(q);
        took = true;
      }
    }
    if (!took) {
      if (width >= topics.length) break;
      width += 1;
    }
  }
  return picks;
}

/** 32-bit FNV-1a: a small, stable hash for deterministic tie-breaks. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
