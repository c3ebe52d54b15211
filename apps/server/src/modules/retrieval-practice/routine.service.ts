import type { RoutineQuery, RoutineReport, RoutineRow } from '@mathsight/contract/routine.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { assertCanReadClassReport } from '../../policies/student-reports.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { RoutineClassRow, RoutineRepository, RoutineWeekRow } from './routine.repository.ts';
import { routineWindow } from './routine-window.ts';

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);

function toRoutineRow(c: RoutineClassRow, weekStart: string, week: RoutineWeekRow | undefined): RoutineRow {
  const studentsSet = week?.studentsSet ?? 0;
  const studentsCompleted = week?.studentsCompleted ?? 0;
  const meanScore = week?.meanScore ?? null;
  return {
    groupId: c.groupId,
    code: c.code,
    yearGroups: c.yearGroups,
    teachers: c.teachers,
    weekStart,
    workSet: week?.workSet ?? 0,
    questionsSet: week?.questionsSet ?? 0,
    studentsSet,
    studentsCompleted,
    studentsWithNoAnswer: week?.studentsWithNoAnswer ?? 0,
    completionPercent: percentOf(studentsCompleted, studentsSet),
    meanScorePercent: meanScore === null ? null : Math.round(100 * meanScore),
  };
}

/** Year groups in order (classes with none last), then the codes as a person reads them. */
function byYearThenCode(a: RoutineClassRow, b: RoutineClassRow): number {
  return (
    (a.year ?? Number.MAX_SAFE_INTEGER) - (b.year ?? Number.MAX_SAFE_INTEGER) ||
    a.code.localeCompare(b.code, 'en-GB', { numeric: true }) ||
    a.groupId - b.groupId
  );
}

/**
 * The retrieval-practice routine (issue 26, spec §7 Reports "routine CSV"): a row per class and school
 * week of the window, the weeks with nothing set included, since a week the routine was missed is what a
 * data manager looks for. One class the caller may read (policies/student-reports.ts: theirs, any for an
 * administrator; 404 otherwise), or every class they may read, demonstration classes left out.
 */
export class RoutineService {
  constructor(
    private readonly repo: RoutineRepository,
    private readonly access: SchoolAccessService,
  ) {}

  /** Two statements: the school's classes, then their retrieval practice in the window. */
  async routine(
    caller: Caller,
    schoolId: number,
    query: RoutineQuery,
    now = new Date(),
  ): Promise<RoutineReport> {
    const access = await this.access.schoolAccess(caller, schoolId);
    const all = await this.repo.classes(schoolId);
    let classes: RoutineClassRow[];
    if (query.groupId !== undefined) {
      const found = all.find((c) => c.groupId === query.groupId);
      assertCanReadClassReport(access, found);
      classes = [found];
    } else {
      const own = new Set(access.groupIds);
      classes = all
        .filter((c) => !c.isDemo && (access.isSchoolAdministrator || own.has(c.groupId)))
        .sort(byYearThenCode);
    }
    const window = routineWindow(query, now);
    const weeks = await this.repo.weeks(
      schoolId,
      classes.map((c) => c.groupId),
      window.from,
      window.to,
    );
    const weekOf = new Map(weeks.map((w) => [`${w.groupId}|${w.weekStart}`, w]));
    return {
      schoolId,
      from: window.from,
      to: window.to,
      groupId: query.groupId ?? null,
      rows: classes.flatMap((c) =>
        window.weeks.map((weekStart) => toRoutineRow(c, weekStart, weekOf.get(`${c.groupId}|${weekStart}`))),
      ),
    };
  }
}
