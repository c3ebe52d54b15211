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

/** A student measure with the moment of the answer it last learnt from (for the drift). */
export interface StudentMeasure extends Measure {
  at: Date;
}

/**
 * Every measure the model keeps, in memory: per student and topic, per student and strand, per
 * question. `record` is the answer write path's rule in TypeScript (the SQL statement does the same
 * per answer); the replay and the model's proofs feed answers through it in time order.
 */
export class MeasureBook {
  readonly topics = new Map<string, StudentMeasure>();
  readonly strands = new Map<string, StudentMeasure>();
  readonly questions = new Map<number, Measure>();

  constructor(private readonly options: ModelOptions = RASCH) {}

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
    const question = this.question(a);
    const strandBefore = drifted(this.strands.get(strandKey), a.answeredAt);
    const topicBefore =
      drifted(this.topics.get(topicKey), a.answeredAt) ?? topicPrior(strandBefore, a.studentYear);
    const byTopic = updateAfterAnswer(topicBefore, question, a.isCorrect, this.options);
    const byStrand = updateAfterAnswer(
      strandBefore ?? abilityPrior(a.studentYear),
      question,
      a.isCorrect,
      this.options,
    );
    this.topics.set(topicKey, { ...byTopic.ability, at: a.answeredAt });
    this.strands.set(strandKey, { ...byStrand.ability, at: a.answeredAt });
    this.questions.set(a.questionId, byTopic.difficulty);
  }
}

function drifted(m: StudentMeasure | undefined, at: Date): Measure | undefined {
  if (!m) return undefined;
  return withDrift(m, (at.getTime() - m.at.getTime()) / DAY_MS, ABILITY_PRIOR.variance);
}
