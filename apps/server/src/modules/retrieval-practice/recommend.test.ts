import { describe, expect, it } from 'vitest';
import {
  type AnswerStat,
  bucketOf,
  type CandidateQuestion,
  quizName,
  type RecommendInput,
  reasonFor,
  recommend,
  targetSize,
} from './recommend.ts';

const NOW = new Date('2026-03-02T09:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

/** Topic unit u has questions u*100+1 … u*100+n, all Year 8 unless said. */
function questionsOf(topicUnitId: number, n = 12, yearGroup = 8): CandidateQuestion[] {
  return Array.from({ length: n }, (_, i) => ({
    questionId: topicUnitId * 100 + i + 1,
    topicUnitId,
    yearGroup,
  }));
}

function input(overrides: Partial<RecommendInput> = {}): RecommendInput {
  return {
    groupId: 42,
    now: NOW,
    classYear: 8,
    topics: [
      { topicUnitId: 1, name: 'Calculating with fractions', lastStudiedAt: daysAgo(9) },
      { topicUnitId: 2, name: 'Angle facts', lastStudiedAt: daysAgo(25) },
      { topicUnitId: 3, name: 'Ratio', lastStudiedAt: daysAgo(60) },
    ],
    questions: [...questionsOf(1), ...questionsOf(2), ...questionsOf(3)],
    answers: [],
    ...overrides,
  };
}

describe('bucketOf and targetSize', () => {
  it('puts 7–13 days in one week, 21–41 in three weeks, 42+ in six weeks, and leaves the gaps out', () => {
    expect([0, 6, 7, 13, 14, 20, 21, 41, 42, 400].map(bucketOf)).toEqual([
      null,
      null,
      'OneWeek',
      'OneWeek',
      null,
      null,
      'ThreeWeeks',
      'ThreeWeeks',
      'SixWeeksPlus',
      'SixWeeksPlus',
    ]);
  });

  it('asks 6 questions for one bucket, 8 for two and 10 for three', () => {
    expect([0, 1, 2, 3].map(targetSize)).toEqual([6, 6, 8, 10]);
  });
});

describe('recommend', () => {
  it('builds a 10-question quiz from all three buckets, interleaved, with a reason per question', () => {
    const plan = recommend(input());
    expect(plan.questions).toHaveLength(10);
    expect(plan.questions.slice(0, 3).map((q) => q.bucket)).toEqual([
      'OneWeek',
      'ThreeWeeks',
      'SixWeeksPlus',
    ]);
    expect(plan.questions.filter((q) => q.bucket === 'OneWeek')).toHaveLength(4);
    expect(plan.topics.map((t) => [t.topicUnitId, t.bucket, t.weeksAgo])).toEqual([
      [1, 'OneWeek', 1],
      [2, 'ThreeWeeks', 3],
      [3, 'SixWeeksPlus', 8],
    ]);
    expect(plan.questions[0]?.reason).toBe('Studied 1 week ago; not answered by the class yet');
    expect(plan.name).toBe('Retrieval practice: calculating with fractions, angle facts and ratio');
    expect(new Set(plan.questions.map((q) => q.questionId)).size).toBe(10);
  });

  it('puts the questions the class got wrong most first, with their share in the reason', () => {
    const answers: AnswerStat[] = [
      { questionId: 205, answered: 10, wrong: 6, lastCorrectAt: daysAgo(20) },
      { questionId: 207, answered: 10, wrong: 9, lastCorrectAt: daysAgo(20) },
      { questionId: 201, answered: 10, wrong: 0, lastCorrectAt: daysAgo(20) },
    ];
    const plan = recommend(input({ answers }));
    const threeWeeks = plan.questions.filter((q) => q.bucket === 'ThreeWeeks');
    expect(threeWeeks.slice(0, 2).map((q) => q.questionId)).toEqual([207, 205]);
    expect(threeWeeks[0]).toMatchObject({ wrongPercent: 90, answeredCount: 10 });
    expect(threeWeeks[1]?.reason).toBe('Studied 3 weeks ago; 60% answered wrongly');
    // Only-ever-right questions come after every unanswered one.
    expect(threeWeeks.map((q) => q.questionId)).not.toContain(201);
  });

  it('never asks a question the class answered correctly in the last week', () => {
    const answers: AnswerStat[] = [
      { questionId: 107, answered: 8, wrong: 7, lastCorrectAt: daysAgo(2) },
      { questionId: 108, answered: 8, wrong: 7, lastCorrectAt: daysAgo(8) },
    ];
    const plan = recommend(input({ answers }));
    const ids = plan.questions.map((q) => q.questionId);
    expect(ids).not.toContain(107);
    expect(ids[0]).toBe(108);
  });

  it('leaves out topics studied under a week ago or 2–3 weeks ago, and answers nothing when none is due', () => {
    const plan = recommend(
      input({
        topics: [
          { topicUnitId: 1, name: 'Fractions', lastStudiedAt: daysAgo(3) },
          { topicUnitId: 2, name: 'Angles', lastStudiedAt: daysAgo(16) },
        ],
      }),
    );
    expect(plan).toEqual({ name: 'Retrieval practice', topics: [], questions: [] });
  });

  it('asks 6 questions for one due bucket, from at most three topics of it', () => {
    const plan = recommend(
      input({
        topics: [1, 2, 3, 4, 5].map((u) => ({
          topicUnitId: u,
          name: `Topic ${u}`,
          lastStudiedAt: daysAgo(50 + u),
        })),
        questions: [1, 2, 3, 4, 5].flatMap((u) => questionsOf(u)),
      }),
    );
    expect(plan.questions).toHaveLength(6);
    expect(new Set(plan.questions.map((q) => q.topicUnitId)).size).toBe(3);
    expect(plan.questions.every((q) => q.bucket === 'SixWeeksPlus')).toBe(true);
  });

  it('weights topics toward the ones the class got wrong most', () => {
    const topics = [1, 2, 3, 4].map((u) => ({
      topicUnitId: u,
      name: `Topic ${u}`,
      lastStudiedAt: daysAgo(50),
    }));
    const answers: AnswerStat[] = [
      { questionId: 401, answered: 10, wrong: 9, lastCorrectAt: null },
      { questionId: 101, answered: 10, wrong: 1, lastCorrectAt: daysAgo(30) },
    ];
    const plan = recommend(
      input({ topics, questions: [1, 2, 3, 4].flatMap((u) => questionsOf(u)), answers }),
    );
    expect(plan.questions[0]?.questionId).toBe(401);
    // Topic 4 (90 % wrong) leads; topic 1 (10 % wrong) ranks below the unanswered topics 2 and 3.
    expect(new Set(plan.questions.map((q) => q.topicUnitId))).toEqual(new Set([4, 2, 3]));
  });

  it('prefers questions of the class’s year, never above it while others remain', () => {
    const questions = [
      ...questionsOf(1, 4, 11).map((q) => ({ ...q, questionId: q.questionId + 50 })),
      ...questionsOf(1, 3, 6),
      ...questionsOf(1, 3, 8).map((q) => ({ ...q, questionId: q.questionId + 20 })),
    ];
    const plan = recommend(
      input({ topics: [{ topicUnitId: 1, name: 'Fractions', lastStudiedAt: daysAgo(10) }], questions }),
    );
    const yearOf = new Map(questions.map((q) => [q.questionId, q.yearGroup]));
    expect(plan.questions.map((q) => yearOf.get(q.questionId))).toEqual([8, 8, 8, 6, 6, 6]);
  });

  it('fills from other buckets when one runs short, and gives fewer only when the bank runs out', () => {
    const plan = recommend(
      input({ questions: [...questionsOf(1, 2), ...questionsOf(2), ...questionsOf(3)] }),
    );
    expect(plan.questions).toHaveLength(10);
    expect(plan.questions.filter((q) => q.bucket === 'OneWeek')).toHaveLength(2);
    const tiny = recommend(input({ questions: questionsOf(1, 2) }));
    expect(tiny.questions).toHaveLength(2);
    expect(tiny.topics.map((t) => t.topicUnitId)).toEqual([1]);
  });

  it('is deterministic for the same data, and varies its tie-breaks by class', () => {
    const a = recommend(input());
    expect(recommend(input())).toEqual(a);
    expect(recommend({ ...input(), topics: [...input().topics].reverse() })).toEqual(a);
    const other = recommend(input({ groupId: 43 }));
    expect(other.questions.map((q) => q.questionId)).not.toEqual(a.questions.map((q) => q.questionId));
  });
});

describe('reasonFor and quizName', () => {
  it('says when it was studied and how the class did', () => {
    expect(reasonFor(3, 60)).toBe('Studied 3 weeks ago; 60% answered wrongly');
    expect(reasonFor(1, null)).toBe('Studied 1 week ago; not answered by the class yet');
  });

  it('names the topics in a sentence, keeps proper nouns, and stays within 200 characters', () => {
    expect(quizName(['Ratio'])).toBe('Retrieval practice: ratio');
    expect(quizName(['Pythagoras and trigonometry', 'Circles'])).toBe(
      'Retrieval practice: Pythagoras and trigonometry and circles',
    );
    const long = quizName(Array.from({ length: 20 }, (_, i) => `A rather long topic name number ${i}`));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/ and \d+ more$/);
  });
});
