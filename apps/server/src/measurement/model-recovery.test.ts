import { bankQuestion } from '@mathsight/content/bank.ts';
import { CONSTRUCTS } from '@mathsight/content/construct-registry.ts';
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from '../shared/random.ts';
import {
  chooseAnswer,
  drawStudent,
  type SimOption,
  type SimulatedStudent,
} from '../simulator/choose-answer.ts';
import { nearestQuestion } from './adaptive.ts';
import { MeasureBook, type MeasuredAnswer } from './measure-book.ts';
import { ABILITY_PRIOR, abilityPrior, difficultyPrior, expectedAbility } from './priors.ts';
import { auc, spearman } from './rank-statistics.ts';
import {
  type Measure,
  type ModelOptions,
  probabilityCorrect,
  RASCH,
  standardError,
  updateAfterAnswer,
} from './rasch.ts';

/**
 * The model's proofs (issue 14, point 2) against the student simulator, whose abilities are known:
 * a Year 8 cohort answers real bank questions of one strand with the simulator's choice rule
 * (`chooseAnswer`: a held misconception's distractor when offered, otherwise right with σ(ability −
 * difficulty)). Deterministic (seeded), pure, no database.
 */

const YEAR = 8;
const STRAND = 'number';
const STUDENTS = 300;
const TRAINING_ANSWERS = 40;
const HELD_OUT_ANSWERS = 10;
const DAY_MS = 86_400_000;

interface SimItem {
  questionId: number;
  topicUnitId: number;
  difficulty: 1 | 2 | 3;
  yearGroup: number;
  options: SimOption[];
  /**
   * The simulator's difficulty for a Year 8 student (`questionDifficulty(q, 8)`), plus how far this
   * question really is from its bank level: N(0, 0.5²), drawn once. The model starts from the bank's
   * level and must calibrate the rest from answers.
   */
  trueDifficulty: number;
}

/**
 * The strand's bank questions of Years 5–9 (the Year 8 cohort's own year, the one above, and the
 * earlier years' work it builds on), five of each construct, with their true difficulties.
 */
function items(seed: number): SimItem[] {
  const random = seededRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return CONSTRUCTS.filter((c) => c.strand === STRAND && c.yearGroup <= YEAR + 1).flatMap((c) =>
    [1, 2, 3, 4, 5].map((n) => {
      const q = bankQuestion(c, n);
      return {
        questionId: q.questionId,
        topicUnitId: q.topicUnitId,
        difficulty: q.difficulty,
        yearGroup: q.yearGroup,
        options: q.options.map((o) => ({
          letter: o.letter,
          isCorrect: o.isCorrect,
          misconceptionId: o.misconceptionId,
        })),
        trueDifficulty: q.difficulty - 2 + 0.5 * (q.yearGroup - YEAR) + 0.5 * gaussian(),
      };
    }),
  );
}

function cohort(seed: number, pool: SimItem[]): SimulatedStudent[] {
  const misconceptions = [...new Set(pool.flatMap((q) => q.options.flatMap((o) => o.misconceptionId ?? [])))];
  return Array.from({ length: STUDENTS }, (_, i) => drawStudent(seed, i + 1, [STRAND], misconceptions));
}

function answer(student: SimulatedStudent, item: SimItem, random: () => number) {
  return chooseAnswer(
    student,
    { strand: STRAND, difficulty: item.trueDifficulty, options: item.options },
    random,
  ).isCorrect;
}

function measured(
  student: SimulatedStudent,
  item: SimItem,
  isCorrect: boolean,
  answeredAt: Date,
): MeasuredAnswer {
  return {
    studentId: student.studentId,
    questionId: item.questionId,
    topicUnitId: item.topicUnitId,
    strand: STRAND,
    difficulty: item.difficulty,
    yearGroup: item.yearGroup,
    studentYear: YEAR,
    isCorrect,
    answeredAt,
  };
}

/**
 * How a term's 40 questions are chosen: `adaptive` is the dynamic practice quiz (each the pool's
 * question nearest the student's current measure, decision 0014); `random` is set work that ignores
 * the student (a seeded shuffle of the pool).
 */
type Selection = 'adaptive' | 'random';

/**
 * A term: in each of 40 rounds (a day apart) every student answers one more question, chosen as
 * `selection` says; 10 more of each student's shuffle are held out (never asked, never recorded) for
 * predictions.
 */
function term(
  seed: number,
  selection: Selection,
  options: ModelOptions = RASCH,
  /**
   * When the questions learn: after each answer (the replay), or once a round, after all 300 students'
   * answers of the day (the server folds every few seconds, decision 0022; a round is far staler).
   */
  questionsLearn: 'each answer' | 'each round' = 'each answer',
) {
  const pool = items(seed);
  const students = cohort(seed, pool);
  const random = seededRandom(seed * 31 + 7);
  const sequences = students.map(() => shuffled(pool, random).slice(0, TRAINING_ANSWERS + HELD_OUT_ANSWERS));
  const book = new MeasureBook(options, questionsLearn === 'each round');
  const start = Date.UTC(2026, 8, 7, 9);
  const asked = students.map(() => new Set<number>());
  const heldOutIds = sequences.map((seq) => new Set(seq.slice(TRAINING_ANSWERS).map((q) => q.questionId)));
  const next = (student: SimulatedStudent, s: number, round: number): SimItem => {
    if (selection === 'random') return sequences[s]?.[round] as SimItem;
    const candidates = pool
      .filter((q) => !heldOutIds[s]?.has(q.questionId))
      .map((q) => ({ item: q, questionId: q.questionId, difficulty: book.question(q) }));
    const ability = book.strand(student.studentId, STRAND) ?? abilityPrior(YEAR);
    return (nearestQuestion(candidates, asked[s] as Set<number>, ability) as (typeof candidates)[number])
      .item;
  };
  for (let round = 0; round < TRAINING_ANSWERS; round++) {
    students.forEach((student, s) => {
      const item = next(student, s, round);
      asked[s]?.add(item.questionId);
      book.record(measured(student, item, answer(student, item, random), new Date(start + round * DAY_MS)));
    });
    book.foldQuestions();
  }
  const heldOut = students.flatMap((student, s) =>
    (sequences[s] ?? []).slice(TRAINING_ANSWERS).map((item) => {
      const ability = book.strand(student.studentId, STRAND) ?? ABILITY_PRIOR;
      return {
        p: probabilityCorrect(ability, book.question(item), options),
        /** The simulator's own chance from ability alone (misconceptions aside): the best any ability model can do. */
        oracle: 1 / (1 + Math.exp(item.trueDifficulty - (student.abilities[STRAND] ?? 0))),
        isCorrect: answer(student, item, random),
        count: ability.count,
      };
    }),
  );
  return { pool, students, book, heldOut, random };
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Five cohorts of 300, seeds fixed once (1–5): one cohort's Spearman varies by about ±0.015. */
const COHORT_SEEDS = [1, 2, 3, 4, 5];

/** Spearman of each term's estimated strand abilities against the simulated ones, after 40 answers each. */
function rankings(terms: ReadonlyArray<ReturnType<typeof term>>): number[] {
  return terms.map((t) => {
    expect(t.students.every((s) => t.book.strand(s.studentId, STRAND)?.count === TRAINING_ANSWERS)).toBe(
      true,
    );
    return spearman(
      t.students.map((s) => t.book.strand(s.studentId, STRAND)?.mean ?? 0),
      t.students.map((s) => s.abilities[STRAND] ?? 0),
    );
  });
}

describe('the measurement model recovers the simulated truth', () => {
  const terms = COHORT_SEEDS.map((seed) => term(seed, 'adaptive'));
  const { pool, students, book, random } = terms[0] as ReturnType<typeof term>;
  const heldOut = terms.flatMap((t) => t.heldOut);

  it('ranks students by ability after 40 practice answers each: Spearman ≥ 0.85 against the simulated abilities', () => {
    const rhos = rankings(terms);
    console.info(
      `Spearman after 40 adaptive answers each: ${rhos.map((r) => r.toFixed(3)).join(', ')}; mean ${mean(rhos).toFixed(3)}`,
    );
    expect(Math.min(...rhos)).toBeGreaterThanOrEqual(0.85);
    // On the common scale a Year 8 cohort sits near the Year 8 expected level plus its simulated
    // mean, less what its misconceptions cost (the simulator's held distractors are always chosen).
    const estimates = students.map((s) => book.strand(s.studentId, STRAND)?.mean ?? 0);
    const truth = students.map((s) => s.abilities[STRAND] ?? 0);
    const offset = mean(estimates) - (expectedAbility(YEAR) + mean(truth));
    console.info(
      `cohort mean estimate − (Year 8 expected level + simulated mean): ${offset.toFixed(3)} logits`,
    );
    expect(offset).toBeLessThan(0);
    expect(offset).toBeGreaterThan(-1);
  });

  it('ranks them nearly as well from 40 questions chosen without regard to the student (set work)', () => {
    // Random questions carry less information than the nearest ones, and a held misconception's
    // distractor (always chosen in the simulator) costs a student whatever their ability: measured
    // 0.835–0.869 over these cohorts (decision 0014); this guards the figure from slipping.
    const rhos = rankings(COHORT_SEEDS.map((seed) => term(seed, 'random')));
    console.info(
      `Spearman after 40 random answers each: ${rhos.map((r) => r.toFixed(3)).join(', ')}; mean ${mean(rhos).toFixed(3)}`,
    );
    expect(mean(rhos)).toBeGreaterThanOrEqual(0.84);
    expect(Math.min(...rhos)).toBeGreaterThanOrEqual(0.82);
  });

  it('calibrates question difficulty from the answers, beyond the bank level it started from', () => {
    const startError = pool.map((q) => difficultyPrior(q).mean - expectedAbility(YEAR) - q.trueDifficulty);
    const endError = pool.map((q) => book.question(q).mean - expectedAbility(YEAR) - q.trueDifficulty);
    const rmse = (xs: number[]) => Math.sqrt(mean(xs.map((x) => x * x)));
    console.info(
      `difficulty RMSE: bank level ${rmse(startError).toFixed(3)}, calibrated ${rmse(endError).toFixed(3)}`,
    );
    expect(rmse(endError)).toBeLessThan(rmse(startError));
  });

  it('predicts held-out answers of students with ≥ 10 answers: AUC ≥ 0.75', () => {
    const eligible = heldOut.filter((h) => h.count >= 10);
    expect(eligible).toHaveLength(COHORT_SEEDS.length * STUDENTS * HELD_OUT_ANSWERS);
    const area = auc(eligible);
    const oracle = auc(eligible.map((h) => ({ p: h.oracle, isCorrect: h.isCorrect })));
    console.info(
      `AUC on ${eligible.length} held-out answers: ${area.toFixed(3)} (the simulated abilities' own: ${oracle.toFixed(3)})`,
    );
    expect(area).toBeGreaterThanOrEqual(0.75);
    expect(area).toBeGreaterThan(oracle - 0.03);
  });

  it('ranks the students better than with a fixed guessing floor c = 0.25, and predicts nearly as well', () => {
    // Decision 0014 keeps the simpler model without a floor. Since students are measured against the
    // bank's difficulties (decision 0057) the floor predicts the five cohorts' 15,000 held-out answers a
    // little better (AUC 0.772 against 0.763) but ranks the students clearly worse (0.883 against 0.906);
    // reports stand on the ranking and the growth, so the stored model has no floor.
    const floored = COHORT_SEEDS.map((seed) => term(seed, 'adaptive', { guess: 0.25 }));
    const flooredHeldOut = floored.flatMap((t) => t.heldOut);
    const flooredBook = (floored[0] as ReturnType<typeof term>).book;
    const rho = (b: MeasureBook) =>
      spearman(
        students.map((s) => b.strand(s.studentId, STRAND)?.mean ?? 0),
        students.map((s) => s.abilities[STRAND] ?? 0),
      );
    console.info(
      `guessing floor 0.25: Spearman ${rho(flooredBook).toFixed(3)}, AUC ${auc(flooredHeldOut).toFixed(4)}; ` +
        `Rasch: Spearman ${rho(book).toFixed(3)}, AUC ${auc(heldOut).toFixed(4)}`,
    );
    expect(auc(heldOut)).toBeGreaterThan(auc(flooredHeldOut) - 0.015);
    expect(rho(book)).toBeGreaterThan(rho(flooredBook) + 0.01);
  });

  it('ranks and predicts nearly as well when a question learns from a round of answers at once (the server folds every few seconds)', () => {
    // Decision 0022: live, an answer reads the question's difficulty as the last fold left it. Here
    // every student of a round reads the round's starting difficulties (300 answers to ~100 questions
    // before any question learns), far staler than a fold every 2 s; the figures must hold as well.
    const deferred = COHORT_SEEDS.map((seed) => term(seed, 'adaptive', RASCH, 'each round'));
    const rhos = rankings(deferred);
    const deferredHeldOut = deferred.flatMap((t) => t.heldOut);
    console.info(
      `questions learning once a round: Spearman ${rhos.map((r) => r.toFixed(3)).join(', ')}, ` +
        `AUC ${auc(deferredHeldOut).toFixed(4)}; after each answer: Spearman ${rankings(terms)
          .map((r) => r.toFixed(3))
          .join(', ')}, AUC ${auc(heldOut).toFixed(4)}`,
    );
    expect(Math.min(...rhos)).toBeGreaterThanOrEqual(0.85);
    expect(auc(deferredHeldOut)).toBeGreaterThanOrEqual(0.75);
    expect(auc(deferredHeldOut)).toBeGreaterThan(auc(heldOut) - 0.005);
    expect(mean(rhos)).toBeGreaterThan(mean(rankings(terms)) - 0.01);
  });

  it('is more precise in 10 adaptive questions than its prior, and compares with a fixed 20-question quiz', () => {
    // Each student sits each quiz afresh (their year's prior), against the calibrated questions.
    const calibrated = pool.map((q) => ({ ...q, difficulty: book.question(q) }));
    const fixed = shuffled(calibrated, seededRandom(99)).slice(0, 20);
    const sit = (
      student: SimulatedStudent,
      choose: (m: Measure, asked: Set<number>) => (typeof calibrated)[number] | null,
      n: number,
    ) => {
      let m: Measure = abilityPrior(YEAR);
      const asked = new Set<number>();
      for (let i = 0; i < n; i++) {
        const q = choose(m, asked);
        if (!q) break;
        asked.add(q.questionId);
        const item = pool.find((p) => p.questionId === q.questionId) as SimItem;
        m = updateAfterAnswer(m, q.difficulty, answer(student, item, random)).ability;
      }
      return m;
    };
    const adaptive = students.map((s) => sit(s, (m, asked) => nearestQuestion(calibrated, asked, m), 10));
    const fixed20 = students.map((s) =>
      sit(s, (_m, asked) => fixed.find((q) => !asked.has(q.questionId)) ?? null, 20),
    );
    const fixed10 = students.map((s) =>
      sit(s, (_m, asked) => fixed.find((q) => !asked.has(q.questionId)) ?? null, 10),
    );
    const se = (ms: Measure[]) => mean(ms.map(standardError));
    const truth = students.map((s) => (s.abilities[STRAND] ?? 0) + expectedAbility(YEAR));
    const rmse = (ms: Measure[]) => Math.sqrt(mean(ms.map((m, i) => (m.mean - (truth[i] ?? 0)) ** 2)));
    console.info(
      `SE: prior ${standardError(ABILITY_PRIOR).toFixed(3)}; adaptive 10 ${se(adaptive).toFixed(3)} (RMSE ${rmse(adaptive).toFixed(3)}); ` +
        `fixed 10 ${se(fixed10).toFixed(3)} (RMSE ${rmse(fixed10).toFixed(3)}); fixed 20 ${se(fixed20).toFixed(3)} (RMSE ${rmse(fixed20).toFixed(3)})`,
    );
    expect(se(adaptive)).toBeLessThan(se(fixed10));
    expect(se(adaptive)).toBeLessThan(standardError(ABILITY_PRIOR) / 2);
  });
});
