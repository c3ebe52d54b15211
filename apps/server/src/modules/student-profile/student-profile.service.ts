import { NO_EFFORT } from '@mathsight/contract/effort.ts';
import { PREDICTION_MIN_ANSWERS } from '@mathsight/contract/predictions.ts';
import { weekStartOf } from '@mathsight/contract/school-terms.ts';
import { answeredPercentOf, effortPercentOf, scorePercentOf } from '@mathsight/contract/score-and-effort.ts';
import type {
  ProficiencyMeasure,
  StudentEffort,
  StudentMisconceptions,
  StudentPredictions,
  StudentProfile,
  StudentWork,
} from '@mathsight/contract/student-profile.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { proficiencyLabel } from '../../measurement/labels.ts';
import { measureForPrediction, predictedScore } from '../../measurement/predict.ts';
import { difficultyPrior, expectedAbility } from '../../measurement/priors.ts';
import { type Measure, standardError } from '../../measurement/rasch.ts';
import { assertCanReadMeasures } from '../../policies/measures.ts';
import { addDays, termWindow } from '../../reporting/effort/effort-window.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { MeasureRow, StudentProfileRepository } from './student-profile.repository.ts';

/** One question of a prediction: where its ability comes from, and its difficulty belief. */
interface PredictionPart {
  topicUnitId: number;
  strand: string;
  difficulty: Measure;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The student page (issue 14 point 6): one student's topics, misconceptions, work and predictions for
 * a Confirmed teacher of their school — any teacher of it, as the school's students list shows every
 * student to every teacher (modules/school-students), and as the work's results and predicted scores
 * (policies/measures.ts); anyone else, or a student of another school, 404. Each call reads only this
 * student's rows, by keys that start with the student's id.
 */
export class StudentProfileService {
  constructor(
    private readonly repo: StudentProfileRepository,
    private readonly schoolAccess: SchoolAccessService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The student, once the caller may read the school's measures and the student is the school's. */
  async #mayRead(caller: Caller, schoolId: number) {
    assertCanReadMeasures(await this.schoolAccess.schoolAccess(caller, schoolId), schoolId);
  }

  async #student(caller: Caller, schoolId: number, studentId: number) {
    await this.#mayRead(caller, schoolId);
    const student = await this.repo.header(schoolId, studentId);
    if (!student) throw notFound();
    return student;
  }

  /** GET …/profile: the header and every topic answered, grouped by strand, each with its label. */
  async profile(caller: Caller, schoolId: number, studentId: number): Promise<StudentProfile> {
    // readProfile reads the header (404 for a student not of the school): one read, not two.
    await this.#mayRead(caller, schoolId);
    return this.readProfile(schoolId, studentId);
  }

  /**
   * The reads below check nobody: they are for a service that has checked the caller's right to this
   * student itself (the parent's home, modules/parent-home), so both read the same measures.
   */
  async readProfile(schoolId: number, studentId: number): Promise<StudentProfile> {
    const student = await this.repo.header(schoolId, studentId);
    if (!student) throw notFound();
    const { topics, strands } = await this.repo.measures(studentId);
    const expected = student.yearGroup === null ? 0 : expectedAbility(student.yearGroup);
    const shown = (m: MeasureRow): ProficiencyMeasure => ({
      measure: round2(m.mean),
      standardError: round2(standardError(m)),
      label: proficiencyLabel(m, expected),
      answerCount: m.count,
      lastAnsweredAt: m.measuredAt.toISOString(),
    });
    return {
      student,
      strands: strands
        .sort((a, b) => byName(a.strand, b.strand))
        .map((s) => ({
          strand: s.strand,
          overall: shown(s.measure),
          topics: topics
            .filter((t) => t.strand === s.strand)
            .sort((a, b) => byName(a.name, b.name))
            .map((t) => ({ topicUnitId: t.topicUnitId, name: t.name, ...shown(t.measure) })),
        })),
    };
  }

  /** GET …/profile/misconceptions: from the student_misconceptions rollup. */
  async misconceptions(caller: Caller, schoolId: number, studentId: number): Promise<StudentMisconceptions> {
    await this.#student(caller, schoolId, studentId);
    return this.readMisconceptions(studentId);
  }

  async readMisconceptions(studentId: number): Promise<StudentMisconceptions> {
    const rows = await this.repo.misconceptions(studentId);
    return {
      // The ones chosen most often first: those are beliefs, not slips.
      held: rows
        .filter((r) => r.fixedAt === null)
        .sort((a, b) => b.timesHeld - a.timesHeld || b.lastHeldAt.localeCompare(a.lastHeldAt)),
      fixed: rows.filter((r) => r.fixedAt !== null),
    };
  }

  /** GET …/profile/work: each piece of set work with score, share answered and effort (decision 0013). */
  async work(caller: Caller, schoolId: number, studentId: number): Promise<StudentWork> {
    await this.#student(caller, schoolId, studentId);
    return this.readWork(studentId);
  }

  async readWork(studentId: number): Promise<StudentWork> {
    const rows = await this.repo.work(studentId);
    return {
      items: rows.map((r) => {
        const counts = { correct: r.correctCount, answered: r.answeredCount, questions: r.questionCount };
        return {
          ...r,
          status: r.completedAt ? 'Completed' : r.startedAt ? 'InProgress' : 'NotStarted',
          scorePercent: scorePercentOf(counts),
          answeredPercent: answeredPercentOf(counts),
          effortPercent: effortPercentOf(r.answeredCount, r.questionCount, r.timeTakenMs),
        };
      }),
    };
  }

  /**
   * GET …/profile/effort: the student's effort in each week of the term so far (decision 0016, read
   * only through the effort rollup's reader: the student's rows of student_effort_weeks by its key).
   */
  async effortThisTerm(caller: Caller, schoolId: number, studentId: number): Promise<StudentEffort> {
    await this.#student(caller, schoolId, studentId);
    const now = this.now();
    const window = termWindow(now);
    const scope = { studentIds: [studentId] };
    const [weeks, totals] = await Promise.all([
      this.repo.effort.byWeek(scope, window),
      this.repo.effort.byStudent(scope, window),
    ]);
    const byStart = new Map(weeks.map((w) => [w.weekStart, w.effort]));
    // Every week of the term whose Monday has come, zeros where the student did nothing. A week whose
    // Monday falls before the term's first day belongs to the term before (decision 0016).
    const thisWeek = weekStartOf(now);
    const all: StudentEffort['weeks'] = [];
    let week = weekStartOf(window.fromWeek);
    if (week < window.fromWeek) week = addDays(week, 7);
    for (; week <= thisWeek && week < window.toWeek; week = addDays(week, 7)) {
      all.push({ weekStart: week, effort: byStart.get(week) ?? NO_EFFORT });
    }
    const total = totals.get(studentId) ?? NO_EFFORT;
    return {
      term: { label: window.term.label, start: window.term.start, end: window.term.end },
      total,
      weeks: all,
    };
  }

  /**
   * GET …/profile/predictions: the measurement model's expected score on each piece of open work and on
   * a typical question of each topic answered (predict.ts, as the work's predicted scores).
   */
  async predictions(caller: Caller, schoolId: number, studentId: number): Promise<StudentPredictions> {
    await this.#student(caller, schoolId, studentId);
    const [{ topics, strands }, open] = await Promise.all([
      this.repo.measures(studentId),
      this.repo.openWorkQuestions(studentId, this.now()),
    ]);
    const topicMeasure = new Map<number, Measure>(topics.map((t) => [t.topicUnitId, t.measure]));
    const strandMeasure = new Map<string, Measure>(strands.map((s) => [s.strand, s.measure]));
    const predict = (parts: PredictionPart[]) => {
      const used = parts.map((p) =>
        measureForPrediction(
          topicMeasure.get(p.topicUnitId),
          strandMeasure.get(p.strand),
          PREDICTION_MIN_ANSWERS,
        ),
      );
      const counts = parts.map((p) =>
        Math.max(topicMeasure.get(p.topicUnitId)?.count ?? 0, strandMeasure.get(p.strand)?.count ?? 0),
      );
      const known = used.length > 0 && used.every((m): m is Measure => m !== null);
      const score = known
        ? predictedScore(used.map((ability, i) => ({ ability, difficulty: parts[i]?.difficulty as Measure })))
        : null;
      return {
        status: score ? ('predicted' as const) : ('not enough answers yet' as const),
        predictedScorePercent: score?.percent ?? null,
        lowPercent: score?.low ?? null,
        highPercent: score?.high ?? null,
        answerCount: counts.length ? Math.min(...counts) : 0,
      };
    };

    const work = new Map<number, { head: (typeof open)[number]; parts: PredictionPart[] }>();
    for (const row of open) {
      const entry = work.get(row.assignmentId) ?? { head: row, parts: [] };
      if (row.question) {
        entry.parts.push({
          topicUnitId: row.question.topicUnitId,
          strand: row.question.strand,
          difficulty: row.question.calibrated ?? difficultyPrior(row.question),
        });
      }
      work.set(row.assignmentId, entry);
    }

    const typical = await this.repo.topicDifficulties(topics.map((t) => t.topicUnitId));
    const typicalOf = new Map(
      typical.map((t) => {
        const prior = t.prior ? difficultyPrior(t.prior) : null;
        const parts = [
          ...(t.calibrated
            ? [{ n: t.calibrated.n, mean: t.calibrated.mean, variance: t.calibrated.variance }]
            : []),
          ...(prior && t.prior ? [{ n: t.prior.n, mean: prior.mean, variance: prior.variance }] : []),
        ];
        const n = parts.reduce((sum, p) => sum + p.n, 0);
        const mean = parts.reduce((sum, p) => sum + p.n * p.mean, 0) / n;
        const variance = parts.reduce((sum, p) => sum + p.n * p.variance, 0) / n;
        return [t.topicUnitId, { mean, variance, count: t.calibrated?.n ?? 0 }];
      }),
    );

    return {
      minimumAnswers: PREDICTION_MIN_ANSWERS,
      work: [...work.values()].map(({ head, parts }) => ({
        assignmentId: head.assignmentId,
        name: head.name,
        startDate: head.startDate,
        endDate: head.endDate,
        questionCount: parts.length,
        ...predict(parts),
      })),
      topics: topics
        .filter((t) => typicalOf.has(t.topicUnitId))
        .sort((a, b) => byName(a.strand, b.strand) || byName(a.name, b.name))
        .map((t) => ({
          topicUnitId: t.topicUnitId,
          name: t.name,
          strand: t.strand,
          ...predict([
            {
              topicUnitId: t.topicUnitId,
              strand: t.strand,
              difficulty: typicalOf.get(t.topicUnitId) as Measure,
            },
          ]),
        })),
    };
  }
}
