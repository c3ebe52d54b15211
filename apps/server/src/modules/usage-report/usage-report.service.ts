import { EXPOSURE_ACTION, type ExperimentDefinition } from '@mathsight/contract/experiments.ts';
import type { UsageQuery, UsageReport, UsageVariant } from '@mathsight/contract/usage-report.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { forbidden } from '../../http/errors.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { routineWindow } from '../retrieval-practice/routine-window.ts';
import type { UsageReportRepository, VariantRow } from './usage-report.repository.ts';

export const USAGE_REPORT_MESSAGES = {
  administratorsOnly: "Only a school administrator can read the school's usage report",
} as const;

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);

/** Every variant of the students' experiments, in the configuration's order, with its figures or zeros. */
function variantRows(experiments: ExperimentDefinition[], rows: VariantRow[]): UsageVariant[] {
  const of = new Map(rows.map((r) => [`${r.experimentKey}|${r.variant}`, r]));
  return experiments.flatMap((e) =>
    e.variants.map((v) => {
      const r = of.get(`${e.key}|${v.key}`);
      const followed = r?.followed ?? 0;
      const nextRight = r?.nextRight ?? 0;
      return {
        experiment: e.key,
        variant: v.key,
        studentsAssigned: r?.assigned ?? 0,
        studentsExposed: r?.exposed ?? 0,
        wrongFollowedByAnswer: followed,
        nextAnswerRight: nextRight,
        nextAnswerRightPercent: percentOf(nextRight, followed),
      };
    }),
  );
}

/**
 * A school's usage week by week (issue 32 point 2, decision 0048), for its administrators (403 for its
 * other teachers, 404 for anyone else): five statements, each bounded by the school and the window.
 */
export class UsageReportService {
  constructor(
    private readonly repo: UsageReportRepository,
    private readonly access: SchoolAccessService,
    private readonly experiments: ExperimentDefinition[],
  ) {}

  async report(caller: Caller, schoolId: number, query: UsageQuery, now = new Date()): Promise<UsageReport> {
    const access = await this.access.schoolAccess(caller, schoolId);
    if (!access.isSchoolAdministrator) throw forbidden(USAGE_REPORT_MESSAGES.administratorsOnly);
    const { from, to, weeks } = routineWindow(query, now);
    const studentExperiments = this.experiments.filter((e) => e.audience === 'students');
    const [work, answers, classes, features, variants] = await Promise.all([
      this.repo.weekWork(schoolId, from, to),
      this.repo.weekAnswers(schoolId, from, to),
      this.repo.classes(schoolId, from, to),
      this.repo.features(schoolId, from, to, EXPOSURE_ACTION),
      this.repo.variants(
        schoolId,
        studentExperiments.map((e) => e.key),
        from,
        to,
      ),
    ]);
    const workOf = new Map(work.map((w) => [w.weekStart, w]));
    const answersOf = new Map(answers.map((a) => [a.weekStart, a]));
    return {
      schoolId,
      from,
      to,
      weeks: weeks.map((weekStart) => ({
        weekStart,
        teachersSettingWork: workOf.get(weekStart)?.teachers ?? 0,
        studentsAnswering: answersOf.get(weekStart)?.students ?? 0,
        workSet: workOf.get(weekStart)?.workSet ?? 0,
        workDone: answersOf.get(weekStart)?.work ?? 0,
        answers: answersOf.get(weekStart)?.answers ?? 0,
      })),
      classes: classes
        .map((c) => ({
          groupId: c.groupId,
          code: c.code,
          workSet: c.workSet,
          workDone: c.workDone,
          studentsAnswering: c.students,
          answers: c.answers,
        }))
        .sort((a, b) => a.code.localeCompare(b.code, 'en-GB', { numeric: true }) || a.groupId - b.groupId),
      features: features.sort((a, b) => b.events - a.events || a.feature.localeCompare(b.feature)),
      experiments: variantRows(studentExperiments, variants),
    };
  }
}
