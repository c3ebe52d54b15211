import { ABILITY_PRIOR, abilityPrior, difficultyPrior, topicPrior } from './priors.ts';
import { type Measure, type ModelOptions, RASCH, updateAfterAnswer, withDrift } from './rasch.ts';

const DAY_MS = 86_400_000;

/** One first-attempt answer as the model sees it. */
export interface MeasuredAnswer {
  studentId: number;
  questionId: number;
  topicUnitId: number;
  strand: string;
  /** The question's bank level (1–3) and year group: its difficulty prior. */
  difficulty: number;
  yearGroup: number;
  /** The student's year (GB), which centres their first measures; null when unknown. */
  studentYear: number | null;
  isCorrect: boolean;
  answeredAt: Date;
}

/**
 * The question's side of one first attempt (decision 0022): the student's topic measure before the
 * answer (drifted), the question's opponent, and the answer's correctness. The answer statements store
 * it in question_measure_steps; the fold (question-calibration.ts) and MeasureBook apply it with
 * `questionAfterStep`.
 */
export interface QuestionStep {
  ability: number;
  abilityVariance: number;
  isCorrect: boolean;
}

/** The question's belief after one step: the same Laplace step as the student's, against the topic measure. */
export function questionAfterStep(
  question: Measure,
  step: QuestionStep,
  options: ModelOptions = RASCH,
): Measure {
  return updateAfterAnswer(
    { mean: step.ability, variance: step.abilityVariance, count: 0 },
    question,
    step.isCorrect,
    options,
  ).difficulty;
}

/** A student measure with the moment of the answer it last learnt from (for the drift). */
export interface StudentMeasure extends Measure {
  at: Date;
}

/**
 * Every measure the model keeps, in memory: per student and topic, per student and strand, per
 * question. `record` is the answer write path's rule in TypeScript (the SQL statement does the same
 * per answer); the replay and the model's proofs feed answers through it in time order.
 *
 * The student measures move against the question's bank difficulty (`difficultyPrior`), never its
 * calibrated belief (decision 0057: a class's growth would otherwise go into the questions it answers);
 * `scoring: 'calibrated'` is decision 0014's first rule, kept for the proofs to compare. The question's
 * belief learns from every answer all the same: by default at once (the replay: a fold after every
 * answer); with `deferQuestions` its steps wait until `foldQuestions()`, as on the server (decision 0022).
 */
export class MeasureBook {
  readonly topics = new Map<string, StudentMeasure>();
  readonly strands = new Map<string, StudentMeasure>();
  readonly questions = new Map<number, Measure>();
  readonly #pending: Array<{
    question: Pick<MeasuredAnswer, 'questionId' | 'difficulty' | 'yearGroup'>;
    step: QuestionStep;
  }> = [];

  constructor(
    private readonly options: ModelOptions = RASCH,
    private readonly deferQuestions = false,
    private readonly scoring: 'bank' | 'calibrated' = 'bank',
  ) {}

  topic(studentId: number, topicUnitId: number) {
    return this.topics.get(`${studentId}:${topicUnitId}`);
  }

  strand(studentId: number, strand: string) {
    return this.strands.get(`${studentId}:${strand}`);
  }

  question(q: Pick<MeasuredAnswer, 'questionId' | 'difficulty' | 'yearGroup'>): Measure {
    return this.questions.get(q.questionId) ?? difficultyPrior(q);
  }

  /**
   * One answer: the student's topic and strand measures (each drifted for the days since its last
   * answer) learn from the question's belief, and the question's belief from the topic measure.
   */
  record(a: MeasuredAnswer) {
    const topicKey = `${a.studentId}:${a.topicUnitId}`;
    const strandKey = `${a.studentId}:${a.strand}`;
    // The students are measured against the bank's difficulty (the anchor, decision 0057); the
    // calibrated belief learns from the same answer but never moves a student measure.
    const anchor = this.scoring === 'bank' ? difficultyPrior(a) : this.question(a);
    const strandBefore = drifted(this.strands.get(strandKey), a.answeredAt);
    const topicBefore =
      drifted(this.topics.get(topicKey), a.answeredAt) ?? topicPrior(strandBefore, a.studentYear);
    const byTopic = updateAfterAnswer(topicBefore, anchor, a.isCorrect, this.options);
    const byStrand = updateAfterAnswer(
      strandBefore ?? abilityPrior(a.studentYear),
      anchor,
      a.isCorrect,
      this.options,
    );
    this.topics.set(topicKey, { ...byTopic.ability, at: a.answeredAt });
    this.strands.set(strandKey, { ...byStrand.ability, at: a.answeredAt });
    const step = { ability: topicBefore.mean, abilityVariance: topicBefore.variance, isCorrect: a.isCorrect };
    if (this.deferQuestions) this.#pending.push({ question: a, step });
    else this.questions.set(a.questionId, questionAfterStep(this.question(a), step, this.options));
  }

  /** The deferred question steps, in the order recorded (deferQuestions): what the server's fold does. */
  foldQuestions() {
    for (const { question, step } of this.#pending)
      this.questions.set(question.questionId, questionAfterStep(this.question(question), step, this.options));
    this.#pending.length = 0;
  }
}

function drifted(m: StudentMeasure | undefined, at: Date): Measure | undefined {
  if (!m) return undefined;
  return withDrift(m, (at.getTime() - m.at.getTime()) / DAY_MS, ABILITY_PRIOR.variance);
}
