import { PREDICTION_MIN_ANSWERS, type PredictedScores } from '@mathsight/contract/predictions.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { measureForPrediction, predictedScore } from '../../measurement/predict.ts';
import { difficultyPrior } from '../../measurement/priors.ts';
import type { Measure } from '../../measurement/rasch.ts';
import { assertCanReadMeasures } from '../../policies/measures.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { PredictionsRepository } from './predictions.repository.ts';

/** Spec §7 "Assignments: predicted scores": the measurement model's expected score per student (decision 0014). */
export class PredictionsService {
  constructor(
    private readonly repo: PredictionsRepository,
    private readonly schoolAccess: SchoolAccessService,
  ) {}

  /** GET assignments/{id}/predicted-scores: three statements, whatever the class size. */
  async predictedScores(caller: Caller, assignmentId: number): Promise<PredictedScores> {
    const work = await this.repo.work(assignmentId);
    if (!work) throw notFound();
    assertCanReadMeasures(await this.schoolAccess.schoolAccess(caller, work.schoolId), work.schoolId);
    const students = await this.repo.students(assignmentId);
    const topicIds = [...new Set(work.questions.map((q) => q.topicUnitId))];
    const strands = [...new Set(work.questions.map((q) => q.strand))];
    const rows = await this.repo.measures(
      students.map((s) => s.studentId),
      topicIds,
      strands,
    );
    const measures = new Map(rows.map((r) => [`${r.studentId}:${r.kind}:${r.key}`, r.measure]));
    const difficulties = work.questions.map((q) => q.calibrated ?? difficultyPrior(q));
    return {
      assignmentId,
      questionCount: work.questions.length,
      minimumAnswers: PREDICTION_MIN_ANSWERS,
      students: students.map((s) => {
        const used = work.questions.map((q) =>
          measureForPrediction(
            measures.get(`${s.studentId}:topic:${q.topicUnitId}`),
            measures.get(`${s.studentId}:strand:${q.strand}`),
            PREDICTION_MIN_ANSWERS,
          ),
        );
        const known = used.every((m): m is Measure => m !== null) && used.length > 0;
        const score = known
          ? predictedScore(used.map((ability, i) => ({ ability, difficulty: difficulties[i] as Measure })))
          : null;
        const counts = work.questions.map((q) =>
          Math.max(
            measures.get(`${s.studentId}:topic:${q.topicUnitId}`)?.count ?? 0,
            measures.get(`${s.studentId}:strand:${q.strand}`)?.count ?? 0,
          ),
        );
        return {
          ...s,
          status: score ? ('predicted' as const) : ('not enough answers yet' as const),
          predictedScorePercent: score?.percent ?? null,
          lowPercent: score?.low ?? null,
          highPercent: score?.high ?? null,
          answerCount: counts.length ? Math.min(...counts) : 0,
        };
      }),
    };
  }
}
