import type { Strand } from '@mathsight/contract/content.ts';
import type {
  ClassBaseline,
  ClassGrowth,
  GrowthByClass,
  StudentGrowthReport,
} from '@mathsight/contract/growth.ts';
import { GrowthByClassSchema, STRAND_NAMES } from '@mathsight/contract/growth.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { expectedAbility } from '../../measurement/priors.ts';
import { assertCanReadMeasures } from '../../policies/measures.ts';
import {
  baselinePoint,
  type GrowthMember,
  groupGrowthRow,
  growthFigures,
  growthMember,
  studentGrowth,
} from '../../reporting/growth/growth-figures.ts';
import { ReportCache } from '../../reporting/report-cache.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { GrowthClass, GrowthRepository, GrowthScope, StoredBaseline } from './growth.repository.ts';

const STRANDS = Object.keys(STRAND_NAMES) as Strand[];

/** The strands with how many students have a baseline in each, most first (ties in the curriculum's order). */
function strandOptions(counts: Map<string, number>) {
  return STRANDS.map((strand) => ({
    strand,
    name: STRAND_NAMES[strand],
    studentsWithBaseline: counts.get(strand) ?? 0,
  }));
}

function defaultStrand(options: ReturnType<typeof strandOptions>): Strand {
  const best = [...options].sort((a, b) => b.studentsWithBaseline - a.studentsWithBaseline)[0];
  return best?.strand ?? 'number';
}

const expectedLevelOf = (c: GrowthClass) => (c.yearPosition === null ? 0 : expectedAbility(c.yearPosition));

/**
 * Baseline and growth (issue 14 point 4, decision 0017): per class, per student; per class and year
 * group across the school. Any Confirmed teacher of the school (as the results and the predicted
 * scores: decision 0008); a class of another school, or none, is 404. Reads the rollups only.
 */
export class GrowthService {
  constructor(
    private readonly repo: GrowthRepository,
    private readonly schoolAccess: SchoolAccessService,
    private readonly reports: ReportCache = ReportCache.off(),
  ) {}

  async #classOf(caller: Caller, schoolId: number, groupId: number) {
    assertCanReadMeasures(await this.schoolAccess.schoolAccess(caller, schoolId), schoolId);
    const group = (await this.repo.classes(schoolId, groupId))[0];
    if (!group) throw notFound();
    return group;
  }

  /** GET schools/{id}/growth?groupId=&strand= */
  async classGrowth(
    caller: Caller,
    schoolId: number,
    q: { groupId: number; strand?: Strand },
  ): Promise<ClassGrowth> {
    const group = await this.#classOf(caller, schoolId, q.groupId);
    const students = await this.repo.students(group.id);
    const scope: GrowthScope = { studentIds: students.map((s) => s.studentId) };
    const allBaselines = await this.repo.baselines(scope);
    const strands = strandOptions(countByStrand(allBaselines));
    const strand = q.strand ?? defaultStrand(strands);
    const [now, weeks] = await Promise.all([
      this.repo.currentMeasures(scope, strand),
      this.repo.weeks(scope, strand),
    ]);
    const expectedLevel = expectedLevelOf(group);
    const baselineOf = new Map(allBaselines.filter((b) => b.strand === strand).map((b) => [b.studentId, b]));
    const nowOf = new Map(now.map((m) => [m.studentId, m]));
    const weeksOf = groupBy(weeks, (w) => w.studentId);
    return {
      schoolId,
      group: { id: group.id, name: group.name },
      strand,
      strands,
      expectedLevel,
      diagnosticWorkCount: await this.repo.diagnosticWorkCount(schoolId, group.id),
      students: students.map((s) =>
        studentGrowth(
          s,
          {
            baseline: baselineOf.get(s.studentId),
            now: nowOf.get(s.studentId),
            weeks: weeksOf.get(s.studentId) ?? [],
          },
          expectedLevel,
        ),
      ),
    };
  }

  /** GET schools/{id}/baseline?groupId= */
  async classBaseline(caller: Caller, schoolId: number, q: { groupId: number }): Promise<ClassBaseline> {
    const group = await this.#classOf(caller, schoolId, q.groupId);
    const students = await this.repo.students(group.id);
    const baselines = await this.repo.baselines({ studentIds: students.map((s) => s.studentId) });
    const expectedLevel = expectedLevelOf(group);
    const byStudent = groupBy(baselines, (b) => b.studentId);
    return {
      schoolId,
      group: { id: group.id, name: group.name },
      strands: strandOptions(countByStrand(baselines)),
      expectedLevel,
      diagnosticWorkCount: await this.repo.diagnosticWorkCount(schoolId, group.id),
      students: students.map((s) => ({
        ...s,
        baselines: (byStudent.get(s.studentId) ?? [])
          .map((b) => ({ ...baselinePoint(b, expectedLevel), strand: b.strand as Strand }))
          .sort((a, b) => STRANDS.indexOf(a.strand) - STRANDS.indexOf(b.strand)),
      })),
    };
  }

  /** GET schools/{id}/growth/classes?strand=: every class, then every year group, with means and spread. */
  async growthByClass(caller: Caller, schoolId: number, q: { strand?: Strand }): Promise<GrowthByClass> {
    assertCanReadMeasures(await this.schoolAccess.schoolAccess(caller, schoolId), schoolId);
    // Every class for every teacher who may read it: computed once for all of them (the report cache).
    return this.reports.figures('growth-by-class', schoolId, [q.strand ?? null], () =>
      this.#growthByClass(schoolId, q),
    );
  }

  /** Growth by class and year as JSON text, kept for every teacher of the school (the report cache). */
  async growthByClassJson(caller: Caller, schoolId: number, q: { strand?: Strand }) {
    assertCanReadMeasures(await this.schoolAccess.schoolAccess(caller, schoolId), schoolId);
    return this.reports.json('growth-by-class', schoolId, [q.strand ?? null], GrowthByClassSchema, () =>
      this.#growthByClass(schoolId, q),
    );
  }

  async #growthByClass(schoolId: number, q: { strand?: Strand }): Promise<GrowthByClass> {
    const strands = strandOptions(await this.repo.schoolBaselineCounts(schoolId));
    const strand = q.strand ?? defaultStrand(strands);
    const scope: GrowthScope = { schoolId };
    const [classes, memberships, baselines, now, weeksOf, diagnosticWorkCount] = await Promise.all([
      this.repo.classes(schoolId),
      this.repo.memberships(schoolId),
      this.repo.baselines(scope, strand),
      this.repo.currentMeasures(scope, strand),
      this.repo.schoolWeekSeries(schoolId, strand),
      this.repo.diagnosticWorkCount(schoolId),
    ]);
    const baselineOf = new Map(baselines.map((b) => [b.studentId, b]));
    const nowOf = new Map(now.map((m) => [m.studentId, m]));
    const growthOf = new Map<string, GrowthMember>();
    const growth = (studentId: number, expectedLevel: number) => {
      const key = `${studentId}:${expectedLevel}`;
      let g = growthOf.get(key);
      if (!g) {
        g = growthMember(
          {
            baseline: baselineOf.get(studentId),
            now: nowOf.get(studentId),
            weeks: weeksOf.get(studentId) ?? [],
          },
          expectedLevel,
        );
        growthOf.set(key, g);
      }
      return g;
    };
    const studentsOf = groupBy(memberships, (m) => m.groupId);
    const classRows = classes.map((c) =>
      groupGrowthRow(
        { id: c.id, name: c.name, kind: 'class' },
        (studentsOf.get(c.id) ?? []).map((m) => growth(m.studentId, expectedLevelOf(c))),
      ),
    );
    const years = new Map<number, { name: string; level: number; students: Set<number> }>();
    for (const c of classes) {
      if (c.yearGroupId === null) continue;
      const y = years.get(c.yearGroupId) ?? {
        name: c.yearGroupName ?? '',
        level: expectedLevelOf(c),
        students: new Set(),
      };
      for (const m of studentsOf.get(c.id) ?? []) y.students.add(m.studentId);
      years.set(c.yearGroupId, y);
    }
    const yearRows = [...years].map(([id, y]) =>
      groupGrowthRow(
        { id, name: y.name, kind: 'year' },
        [...y.students].map((s) => growth(s, y.level)),
      ),
    );
    return { schoolId, strand, strands, diagnosticWorkCount, classes: classRows, years: yearRows };
  }

  /**
   * GET schools/{id}/students/{studentId}/growth: one student's baseline, measure now, growth and
   * weekly series in every strand (curriculum order), against their year's expected level. Any
   * Confirmed teacher of the school, as the student page; another school's student is 404.
   */
  async studentGrowth(caller: Caller, schoolId: number, studentId: number): Promise<StudentGrowthReport> {
    const { report } = await this.#studentGrowth(caller, schoolId, studentId);
    return report;
  }

  async #studentGrowth(caller: Caller, schoolId: number, studentId: number) {
    assertCanReadMeasures(await this.schoolAccess.schoolAccess(caller, schoolId), schoolId);
    const student = await this.repo.student(schoolId, studentId);
    if (!student) throw notFound();
    const scope: GrowthScope = { studentIds: [studentId] };
    const [baselines, now, weeks] = await Promise.all([
      this.repo.baselines(scope),
      this.repo.currentMeasures(scope),
      this.repo.weeks(scope),
    ]);
    const expectedLevel = student.yearPosition === null ? 0 : expectedAbility(student.yearPosition);
    const name = { studentId, firstName: student.firstName, lastName: student.lastName };
    const report: StudentGrowthReport = {
      schoolId,
      student: name,
      expectedLevel,
      strands: STRANDS.map((strand) => ({
        strand,
        name: STRAND_NAMES[strand],
        ...growthFigures(
          {
            baseline: baselines.find((b) => b.strand === strand),
            now: now.find((m) => m.strand === strand),
            weeks: weeks.filter((w) => w.strand === strand),
          },
          expectedLevel,
        ),
      })),
    };
    return { report, student };
  }

  /**
   * One student's growth PDF page in one strand (default: the strand with the most answers), with
   * their topics; drawn by the class PDF's page, the student's classes as its group.
   */
  async studentGrowthForPdf(caller: Caller, schoolId: number, studentId: number, q: { strand?: Strand }) {
    const { report, student } = await this.#studentGrowth(caller, schoolId, studentId);
    const mostAnswered = [...report.strands].sort(
      (a, b) => (b.now?.answerCount ?? 0) - (a.now?.answerCount ?? 0),
    )[0];
    const strand = q.strand ?? mostAnswered?.strand ?? 'number';
    const chosen = report.strands.find((s) => s.strand === strand);
    if (!chosen) throw notFound();
    const { baseline, now, growth, growthStandardError, verdict, weeks } = chosen;
    return {
      growth: {
        group: { name: student.classCodes === '' ? 'In no class' : student.classCodes },
        strand,
        strands: report.strands.map((s) => ({
          strand: s.strand,
          name: s.name,
          studentsWithBaseline: s.baseline ? 1 : 0,
        })),
        expectedLevel: report.expectedLevel,
        students: [{ ...report.student, baseline, now, growth, growthStandardError, verdict, weeks }],
      },
      topics: await this.repo.topicMeasures([studentId]),
      schoolName: await this.repo.schoolName(schoolId),
    };
  }

  /** The class's growth with each student's topics for the PDF. */
  async classGrowthForPdf(caller: Caller, schoolId: number, q: { groupId: number; strand?: Strand }) {
    const growth = await this.classGrowth(caller, schoolId, q);
    const topics = await this.repo.topicMeasures(growth.students.map((s) => s.studentId));
    const schoolName = await this.repo.schoolName(schoolId);
    return { growth, topics, schoolName };
  }
}

function countByStrand(baselines: readonly StoredBaseline[]) {
  const counts = new Map<string, number>();
  for (const b of baselines) counts.set(b.strand, (counts.get(b.strand) ?? 0) + 1);
  return counts;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
