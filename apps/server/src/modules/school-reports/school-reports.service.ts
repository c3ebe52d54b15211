import type {
  ClassesReport,
  ClassReportRow,
  GroupChoices,
  GroupMisconceptionRow,
  GroupReport,
  GroupTopicRow,
  LabelCounts,
  MisconceptionReportRow,
  SchoolReport,
  YearGroupReportRow,
} from '@mathsight/contract/school-reports.ts';
import { scorePercentOf } from '@mathsight/contract/score-and-effort.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanReadMeasures } from '../../policies/measures.ts';
import { ReportCache } from '../../reporting/report-cache.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { SchoolAccess } from '../../shared/school-access.ts';
import { behindReasons } from './falling-behind.ts';
import type {
  LevelSummary,
  ReportClass,
  ReportWindow,
  SchoolReportsRepository,
} from './school-reports.repository.ts';
import { topicCoverage } from './topic-coverage.ts';

/** The misconceptions the school report lists. */
export const TOP_MISCONCEPTIONS = 10;
/** …and one class's report (its commonest; the rest are in Fix, work by work). */
export const GROUP_TOP_MISCONCEPTIONS = 12;

/** Classes made for demonstration stay out of the school's and the years' totals (issue 26). */
const counted = (c: ReportClass) => !c.isDemo;

const emptyCounts = (): LabelCounts => ({ secure: 0, developing: 0, notYet: 0, notEnough: 0 });
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);

/** The mean of the students' gaps to their year's expected level, and its standard error (null below two). */
function meanAndSe(level: LevelSummary | undefined) {
  if (!level || level.measured === 0 || level.gapMean === null) return { levelGap: null, levelGapSe: null };
  if (level.measured < 2 || level.gapSd === null) return { levelGap: round(level.gapMean), levelGapSe: null };
  return { levelGap: round(level.gapMean), levelGapSe: round(level.gapSd / Math.sqrt(level.measured)) };
}
const round = (x: number) => Math.round(x * 100) / 100;

interface Completion {
  due: number;
  handedIn: number;
  correct: number;
  answered: number;
  questions: number;
}

type Attainment = Omit<ClassReportRow, 'groupId' | 'code' | 'yearGroupId' | 'yearGroupName' | 'behind'>;

function attainmentOf(studentCount: number, work: Completion, level: LevelSummary | undefined): Attainment {
  return {
    studentCount,
    workDue: work.due,
    handedIn: work.handedIn,
    completionPercent: percentOf(work.handedIn, work.due),
    scorePercent: scorePercentOf(work),
    proficiency: level
      ? {
          secure: level.secure,
          developing: level.developing,
          notYet: level.notYet,
          notEnough: level.notEnough,
        }
      : emptyCounts(),
    ...meanAndSe(level),
    measuredStudents: level?.measured ?? 0,
  };
}

const NO_WORK: Completion = { due: 0, handedIn: 0, correct: 0, answered: 0, questions: 0 };
function addWork(a: Completion, b: Completion): Completion {
  return {
    due: a.due + b.due,
    handedIn: a.handedIn + b.handedIn,
    correct: a.correct + b.correct,
    answered: a.answered + b.answered,
    questions: a.questions + b.questions,
  };
}

/**
 * The head of department's reports (issue 14, point 5; decision 0018). Any Confirmed teacher of the
 * school reads them (404 otherwise); administrators see every class, other teachers their own classes
 * beside the school-wide figures (year groups, misconceptions, topics), which are computed over every
 * class either way.
 */
export class SchoolReportsService {
  constructor(
    private readonly repo: SchoolReportsRepository,
    private readonly schoolAccess: SchoolAccessService,
    private readonly reports: ReportCache = ReportCache.off(),
  ) {}

  /**
   * The school's window, counted classes and their attainment, the same for every teacher (so shared
   * through the report cache); each caller then sees the classes they may.
   */
  #schoolAttainment(schoolId: number, months: number) {
    return this.reports.figures('school-attainment', schoolId, [months], async () => {
      const window = await this.repo.window(months);
      const classes = (await this.repo.classes(schoolId)).filter(counted);
      return { window, classes, attainment: await this.#attainment(schoolId, window, classes) };
    });
  }

  async #access(caller: Caller, schoolId: number) {
    const access = await this.schoolAccess.schoolAccess(caller, schoolId);
    assertCanReadMeasures(access, schoolId);
    return access;
  }

  #visible(access: SchoolAccess) {
    const own = new Set(access.groupIds);
    return (groupId: number) => access.isSchoolAdministrator || own.has(groupId);
  }

  /** Completion, attainment and proficiency of these classes and of their year groups, and who is behind. */
  async #attainment(schoolId: number, window: ReportWindow, classes: ReportClass[]) {
    const ids = classes.map((c) => c.groupId);
    const [completion, levels] = await Promise.all([
      this.repo.completion(schoolId, window.from, ids),
      this.repo.levelSummaries(classes),
    ]);
    const workOf = new Map(completion.map((c) => [c.groupId, c]));
    const levelOf = new Map(levels.map((l) => [`${l.kind}:${l.id}`, l]));

    const years = new Map<number, { name: string; year: number; classes: ReportClass[] }>();
    for (const c of classes) {
      if (c.yearGroupId === null) continue;
      const y = years.get(c.yearGroupId) ?? { name: c.yearGroupName ?? '', year: c.year ?? 0, classes: [] };
      y.classes.push(c);
      years.set(c.yearGroupId, y);
    }
    const yearGroups: YearGroupReportRow[] = [...years.entries()]
      .sort((a, b) => a[1].year - b[1].year)
      .map(([yearGroupId, y]) => {
        const work = y.classes.reduce((a, c) => addWork(a, workOf.get(c.groupId) ?? NO_WORK), NO_WORK);
        const studentCount = y.classes.reduce((a, c) => a + c.studentCount, 0);
        return {
          yearGroupId,
          name: y.name,
          classCount: y.classes.length,
          ...attainmentOf(studentCount, work, levelOf.get(`year:${yearGroupId}`)),
        };
      });
    const yearOf = new Map(yearGroups.map((y) => [y.yearGroupId, y]));
    const rows: ClassReportRow[] = classes.map((c) => {
      const a = attainmentOf(
        c.studentCount,
        workOf.get(c.groupId) ?? NO_WORK,
        levelOf.get(`class:${c.groupId}`),
      );
      return {
        groupId: c.groupId,
        code: c.code,
        yearGroupId: c.yearGroupId,
        yearGroupName: c.yearGroupName,
        ...a,
        behind: behindReasons(a, c.yearGroupId === null ? undefined : yearOf.get(c.yearGroupId)),
      };
    });
    return { yearGroups, classes: rows };
  }

  async classesReport(caller: Caller, schoolId: number, months: number): Promise<ClassesReport> {
    const access = await this.#access(caller, schoolId);
    const visible = this.#visible(access);
    const { window, attainment } = await this.#schoolAttainment(schoolId, months);
    const { yearGroups, classes: rows } = attainment;
    return {
      schoolId,
      months,
      ...window,
      allClasses: access.isSchoolAdministrator,
      yearGroups,
      classes: rows.filter((r) => visible(r.groupId)),
    };
  }

  async schoolReport(caller: Caller, schoolId: number, months: number): Promise<SchoolReport> {
    const access = await this.#access(caller, schoolId);
    const visible = this.#visible(access);
    const { window, classes, attainment, misconceptionRows, names, topics } = await this.reports.figures(
      'school-report',
      schoolId,
      [months],
      () => this.#schoolFigures(schoolId, months),
    );
    const classById = new Map(classes.map((c) => [c.groupId, c]));

    // The commonest misconceptions across the school, each with the class that chose it most that the caller may open.
    const byMisconception = new Map<
      number,
      { answers: number; classes: Set<number>; top: [number, number] | null }
    >();
    for (const r of misconceptionRows) {
      const m = byMisconception.get(r.misconceptionId) ?? {
        answers: r.total,
        classes: new Set<number>(),
        top: null,
      };
      if (classById.has(r.groupId)) {
        m.classes.add(r.groupId);
        if (visible(r.groupId) && (m.top === null || r.answers > m.top[1])) m.top = [r.groupId, r.answers];
      }
      byMisconception.set(r.misconceptionId, m);
    }
    const top = [...byMisconception.entries()]
      .sort((a, b) => b[1].answers - a[1].answers || a[0] - b[0])
      .slice(0, TOP_MISCONCEPTIONS);
    const misconceptions: MisconceptionReportRow[] = top.map(([misconceptionId, m]) => ({
      misconceptionId,
      name: names.get(misconceptionId) ?? 'Unknown misconception',
      answers: m.answers,
      classCount: m.classes.size,
      topGroupId: m.top?.[0] ?? null,
      topGroupCode: m.top ? (classById.get(m.top[0])?.code ?? null) : null,
    }));

    return {
      schoolId,
      months,
      ...window,
      allClasses: access.isSchoolAdministrator,
      yearGroups: attainment.yearGroups,
      classes: attainment.classes.filter((r) => visible(r.groupId)),
      misconceptions,
      topics,
    };
  }

  /** Everything of the school report that is the same for every teacher (kept in the report cache). */
  async #schoolFigures(schoolId: number, months: number) {
    const { window, classes, attainment } = await this.#schoolAttainment(schoolId, months);
    const [misconceptionRows, yearTopics, setTopics, units] = await Promise.all([
      this.repo.topMisconceptions(schoolId, window.from, TOP_MISCONCEPTIONS),
      this.repo.classTopics(schoolId, window.schoolYearFrom),
      this.repo.setTopics(schoolId, window.schoolYearFrom),
      this.repo.topicUnits(),
    ]);
    const misconceptionIds = [...new Set(misconceptionRows.map((r) => r.misconceptionId))];
    const names = new Map((await this.repo.misconceptions(misconceptionIds)).map((m) => [m.id, m.name]));

    const topics = topicCoverage(attainment.yearGroups, classes, setTopics, yearTopics, units);
    return { window, classes, attainment, misconceptionRows, names, topics };
  }

  async groupChoices(caller: Caller, schoolId: number): Promise<GroupChoices> {
    const access = await this.#access(caller, schoolId);
    const visible = this.#visible(access);
    const classes = await this.repo.classes(schoolId);
    return { choices: choicesOf(classes.filter((c) => visible(c.groupId))) };
  }

  async groupReport(caller: Caller, schoolId: number, groupId: number, months: number): Promise<GroupReport> {
    const access = await this.#access(caller, schoolId);
    const visible = this.#visible(access);
    const classes = await this.reports.figures('report-classes', schoolId, [], () =>
      this.repo.classes(schoolId),
    );
    const group = classes.find((c) => c.groupId === groupId);
    if (!group || !visible(groupId)) throw notFound();
    const figures = await this.reports.figures('class-report', schoolId, [groupId, months], () =>
      this.#groupFigures(schoolId, group, classes, months),
    );
    return { ...figures, choices: choicesOf(classes.filter((c) => visible(c.groupId))) };
  }

  /** Everything of one class's report that is the same for every teacher who may read it (kept in the report cache). */
  async #groupFigures(
    schoolId: number,
    group: ReportClass,
    classes: ReportClass[],
    months: number,
  ): Promise<Omit<GroupReport, 'choices'>> {
    const groupId = group.groupId;
    const window = await this.repo.window(months);
    // A demonstration class is compared with its year's real classes; it is never one of their peers.
    const peers =
      group.yearGroupId === null
        ? [group]
        : classes.filter((c) => c.groupId === groupId || (counted(c) && c.yearGroupId === group.yearGroupId));
    const [attainment, levels, answered, chosen, work, units] = await Promise.all([
      this.#attainment(schoolId, window, peers),
      this.repo.topicLevels(groupId, group.year),
      this.repo.classTopics(schoolId, window.from, groupId),
      this.repo.classMisconceptions(schoolId, window.from, groupId),
      this.repo.groupWork(groupId, window.from),
      this.repo.topicUnits(),
    ]);
    const row = attainment.classes.find((c) => c.groupId === groupId);
    if (!row) throw notFound();

    const byTopic = new Map<number, { answers: number; correct: number; proficiency: LabelCounts }>();
    const topicOf = (id: number) => {
      const t = byTopic.get(id) ?? { answers: 0, correct: 0, proficiency: emptyCounts() };
      byTopic.set(id, t);
      return t;
    };
    for (const a of answered) {
      const t = topicOf(a.topicUnitId);
      t.answers += a.answers;
      t.correct += a.correct;
    }
    for (const l of levels) topicOf(l.topicUnitId).proficiency = l.proficiency;
    const unitById = new Map(units.map((u) => [u.id, u]));
    const topics: GroupTopicRow[] = [...byTopic.entries()]
      .flatMap(([id, t]) => {
        const u = unitById.get(id);
        return u
          ? [
              {
                topicUnitId: id,
                name: u.name,
                strand: u.strand,
                answers: t.answers,
                scorePercent: percentOf(t.correct, t.answers),
                proficiency: t.proficiency,
              },
            ]
          : [];
      })
      .sort(
        (a, b) => b.answers - a.answers || a.strand.localeCompare(b.strand) || a.name.localeCompare(b.name),
      );

    const counts = chosen
      .sort((a, b) => b.answers - a.answers || a.misconceptionId - b.misconceptionId)
      .slice(0, GROUP_TOP_MISCONCEPTIONS);
    const ids = counts.map((c) => c.misconceptionId);
    const [names, fixAt] = await Promise.all([
      this.repo.misconceptions(ids),
      this.repo.latestWorkWith(
        groupId,
        work.map((w) => w.assignmentId),
        ids,
      ),
    ]);
    const nameOf = new Map(names.map((m) => [m.id, m]));
    const misconceptions: GroupMisconceptionRow[] = counts.map((c) => ({
      misconceptionId: c.misconceptionId,
      name: nameOf.get(c.misconceptionId)?.name ?? 'Unknown misconception',
      howToFix: nameOf.get(c.misconceptionId)?.howToFix ?? '',
      answers: c.answers,
      fixAssignmentId: fixAt.get(c.misconceptionId) ?? null,
    }));

    return {
      schoolId,
      months,
      ...window,
      group: row,
      topics,
      misconceptions,
      work: work.map((w) => ({
        assignmentId: w.assignmentId,
        name: w.name,
        kind: w.kind,
        startDate: w.startDate,
        endDate: w.endDate,
        studentCount: w.studentCount,
        handedIn: w.handedIn,
        completionPercent: percentOf(w.handedIn, w.studentCount),
        scorePercent: scorePercentOf(w),
      })),
    };
  }
}

function choicesOf(classes: ReportClass[]) {
  return classes.map((c) => ({ groupId: c.groupId, code: c.code, yearGroupName: c.yearGroupName }));
}
