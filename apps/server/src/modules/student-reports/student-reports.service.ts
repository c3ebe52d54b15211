import type { PagingOf } from '@mathsight/contract/common.ts';
import { NO_EFFORT } from '@mathsight/contract/effort.ts';
import { schoolDateOf } from '@mathsight/contract/school-terms.ts';
import type {
  ClassReportQuery,
  EffortReport,
  EffortReportQuery,
  Proficiency,
  ProficiencyReport,
  StudentOverviewFilter,
  StudentOverviewList,
  StudentOverviewSort,
} from '@mathsight/contract/student-reports.ts';
import { StudentOverviewListSchema, StudentOverviewSortSchema } from '@mathsight/contract/student-reports.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import { proficiencyLabel } from '../../measurement/labels.ts';
import { expectedAbility } from '../../measurement/priors.ts';
import { standardError } from '../../measurement/rasch.ts';
import { assertCanReadClassReport, studentScopeOf } from '../../policies/student-reports.ts';
import { addDays, termWindow, weekWindow } from '../../reporting/effort/effort-window.ts';
import { ReportCache } from '../../reporting/report-cache.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { searchWords } from '../../shared/search-words.ts';
import type { StoredMeasure, StudentReportsRepository } from './student-reports.repository.ts';

/** A measure as a teacher reads it: the label against the student's year, the estimate and its SE. */
export function proficiencyOf(measure: StoredMeasure, year: number | null): Proficiency {
  return {
    label: proficiencyLabel(measure, year === null ? 0 : expectedAbility(year)),
    measure: round(measure.mean),
    standardError: round(standardError(measure)),
    answerCount: measure.count,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The day before an exclusive end (yyyy-mm-dd). */
export const lastDayBefore = (end: string) => addDays(end, -1);

/** `request.sort[0]`: by name, proficiency or effort (400 naming the field otherwise); by name at first. */
export function overviewSortOf(sort: PagingOf<unknown>['sort']): {
  sort: StudentOverviewSort;
  descending: boolean;
} {
  const first = sort[0];
  if (!first) return { sort: 'name', descending: false };
  const parsed = StudentOverviewSortSchema.safeParse(first.fieldName);
  if (!parsed.success) {
    throw badRequest(MESSAGES.invalid, {
      'request.sort[0].FieldName': ['Sort by name, proficiency or effort'],
    });
  }
  return { sort: parsed.data, descending: first.direction === 'Descending' };
}

/**
 * The students' reports (issue 14 points 1 and 10): the students list with proficiency and effort,
 * and one class's proficiency by topic and effort by week or term. What a caller sees is
 * `policies/student-reports.ts`: administrators the school's students, other teachers their classes'.
 */
export class StudentReportsService {
  constructor(
    private readonly repo: StudentReportsRepository,
    private readonly access: SchoolAccessService,
    private readonly reports: ReportCache = ReportCache.off(),
  ) {}

  /** GET schools/{id}/students/overview: two statements a page, sorted over every student in scope. */
  async overview(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<StudentOverviewFilter>,
    now = new Date(),
  ): Promise<StudentOverviewList> {
    const { parts, compute } = await this.#overviewOf(caller, schoolId, paging, now);
    return this.reports.figures('students-overview', schoolId, parts, compute);
  }

  /** A page of the overview as JSON text, kept for every teacher with the same scope (the report cache). */
  async overviewJson(caller: Caller, schoolId: number, paging: PagingOf<StudentOverviewFilter>) {
    const { parts, compute } = await this.#overviewOf(caller, schoolId, paging, new Date());
    return this.reports.json('students-overview', schoolId, parts, StudentOverviewListSchema, compute);
  }

  /** Checks the caller may read it; then what the page depends on (the caller's scope, never the caller) and how to read it. */
  async #overviewOf(caller: Caller, schoolId: number, paging: PagingOf<StudentOverviewFilter>, now: Date) {
    const access = await this.access.schoolAccess(caller, schoolId);
    const { groupId } = paging.filter;
    if (groupId !== undefined)
      assertCanReadClassReport(access, await this.repo.schoolClass(schoolId, groupId));
    const { term } = termWindow(now);
    const query = {
      schoolId,
      scope: studentScopeOf(access),
      groupId,
      words: searchWords(paging.filter.searchText),
      ...overviewSortOf(paging.sort),
      skip: paging.skip,
      take: paging.take,
      effortWeeks: { fromWeek: term.start, toWeek: term.end },
    };
    return { parts: [JSON.stringify(query)], compute: () => this.#overviewPage(query, term) };
  }

  async #overviewPage(
    query: Parameters<StudentReportsRepository['overview']>[0],
    term: ReturnType<typeof termWindow>['term'],
  ): Promise<StudentOverviewList> {
    const { items, total } = await this.repo.overview(query);
    return {
      items: items.map(({ overall, year, lastActiveAt, ...row }) => ({
        ...row,
        proficiency: overall ? proficiencyOf(overall, year) : null,
        lastActiveAt: lastActiveAt?.toISOString() ?? null,
      })),
      total,
      term: { name: term.label, from: term.start, to: lastDayBefore(term.end) },
    };
  }

  /** The class of a report, the caller's to read (404 otherwise). */
  async #classOf(caller: Caller, schoolId: number, groupId: number) {
    const access = await this.access.schoolAccess(caller, schoolId);
    const found = await this.repo.schoolClass(schoolId, groupId);
    assertCanReadClassReport(access, found);
    return found;
  }

  /**
   * GET schools/{id}/students/proficiency?groupId=: the class's students by the topics any of them
   * has answered in, each cell the student's topic measure with its label. Three statements.
   */
  async proficiency(caller: Caller, schoolId: number, query: ClassReportQuery): Promise<ProficiencyReport> {
    const group = await this.#classOf(caller, schoolId, query.groupId);
    const students = await this.repo.classStudents(group.groupId);
    const measures = await this.repo.topicMeasures(students.map((s) => s.studentId));
    const topics = new Map(measures.map((m) => [m.topic.topicUnitId, m.topic]));
    const byStudent = Map.groupBy(measures, (m) => m.studentId);
    return {
      groupId: group.groupId,
      groupCode: group.code,
      topics: [...topics.values()].sort(
        (a, b) =>
          a.strand.localeCompare(b.strand) || a.name.localeCompare(b.name) || a.topicUnitId - b.topicUnitId,
      ),
      students: students.map((s) => ({
        studentId: s.studentId,
        firstName: s.firstName,
        lastName: s.lastName,
        topics: (byStudent.get(s.studentId) ?? []).map((m) => ({
          topicUnitId: m.topic.topicUnitId,
          ...proficiencyOf(m.measure, s.year),
        })),
      })),
    };
  }

  /**
   * GET schools/{id}/students/effort?groupId=&period=&date=: the class's students' effort in the week
   * or term holding `date` (today by default), and the class's effort each week of that term (to this
   * week while it runs), through the effort reader (two reads of student_effort_weeks by its key).
   */
  async effort(
    caller: Caller,
    schoolId: number,
    query: EffortReportQuery,
    now = new Date(),
  ): Promise<EffortReport> {
    const group = await this.#classOf(caller, schoolId, query.groupId);
    const day = query.date ?? schoolDateOf(now);
    const { term, ...termWeeks } = termWindow(day);
    const period = query.period === 'week' ? weekWindow(day) : termWeeks;
    const students = await this.repo.classStudents(group.groupId);
    const scope = { studentIds: students.map((s) => s.studentId) };
    const effort = await this.repo.effort.byStudent(scope, period);
    // The term's weeks up to today's (the whole term once it is over), those with none as zeros.
    const today = schoolDateOf(now);
    const lastWeek = weekWindow(
      today >= term.start && today < term.end ? today : addDays(term.end, -1),
    ).toWeek;
    const weekly = new Map(
      (await this.repo.effort.byWeek(scope, { fromWeek: termWeeks.fromWeek, toWeek: lastWeek })).map((w) => [
        w.weekStart,
        w.effort,
      ]),
    );
    const weeks = [];
    for (let week = weekWindow(term.start).weekStart; week < lastWeek; week = addDays(week, 7)) {
      // A week belongs to the term its Monday falls in (decision 0016).
      if (week >= term.start) weeks.push({ weekStart: week, effort: weekly.get(week) ?? NO_EFFORT });
    }
    return {
      groupId: group.groupId,
      groupCode: group.code,
      period: query.period,
      from: period.fromWeek,
      to: lastDayBefore(period.toWeek),
      term: { name: term.label, from: term.start, to: lastDayBefore(term.end) },
      students: students.map((s) => ({
        studentId: s.studentId,
        firstName: s.firstName,
        lastName: s.lastName,
        effort: effort.get(s.studentId) ?? NO_EFFORT,
      })),
      weeks,
    };
  }
}
