import { type EffortSummary, effortSummaryOf, NO_EFFORT } from '@mathsight/contract/effort.ts';
import {
  type ClassLeague,
  type GroupLeague,
  GroupLeagueSchema,
  type LeagueGroup,
  type LeagueQuery,
  MY_LEAGUE_TOP,
  type MyClassLeague,
  type MyClassLeagues,
  type SchoolLeague,
  SchoolLeagueSchema,
} from '@mathsight/contract/leagues.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanReadLeagues, assertLeaguesOn } from '../../policies/leagues.ts';
import { assertStudent } from '../../policies/roles.ts';
import type { EffortWindow } from '../../reporting/effort/effort-window.ts';
import { ReportCache } from '../../reporting/report-cache.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { byStudentName, firstNameAndInitial, leaguePeriodOf, rankByScore } from './league-ranking.ts';
import { toStudent } from './leagues.presenter.ts';
import type { LeagueMember, LeaguesRepository } from './leagues.repository.ts';

type Query = { period?: LeagueQuery['period']; date?: string | undefined };
type SchoolLeagueQuery = Query & { yearGroupId?: number | undefined };

const POINTS_DECIMALS = 10;

/**
 * League tables on effort (issue 14 point 7, decision 0016): a class's students, the school's
 * students (a year group's, if asked), and the school's classes by effort points per student, for a
 * week or a term. Every Confirmed teacher of the school reads them; the school's switch off answers
 * 409 to everyone, teachers and students. Effort comes only from the repository's EffortReader (the weekly rollup).
 */
export class LeaguesService {
  constructor(
    private readonly repo: LeaguesRepository,
    private readonly access: SchoolAccessService,
    private readonly now: () => Date = () => new Date(),
    private readonly reports: ReportCache = ReportCache.off(),
  ) {}

  /** The caller may read the school's leagues, and they are on. */
  async #open(caller: Caller, schoolId: number) {
    assertCanReadLeagues(await this.access.schoolAccess(caller, schoolId));
    assertLeaguesOn(await this.repo.leaguesEnabled(schoolId));
  }

  /** Members with their effort over the window, ranked. */
  async #rank(members: LeagueMember[], window: EffortWindow) {
    const effort = await this.repo.effort.byStudent({ studentIds: members.map((m) => m.studentId) }, window);
    const rows = members.map((m) => ({ ...m, ...(effort.get(m.studentId) ?? NO_EFFORT) }));
    return rankByScore(rows, (r) => r.effortPoints, byStudentName);
  }

  async classLeague(caller: Caller, schoolId: number, groupId: number, query: Query): Promise<ClassLeague> {
    await this.#open(caller, schoolId);
    const group = await this.repo.group(schoolId, groupId);
    if (!group) throw notFound();
    const { window, period } = leaguePeriodOf(query, this.now());
    const ranked = await this.#rank(await this.repo.classMembers(group.id, group.code), window);
    return { schoolId, groupId: group.id, groupName: group.code, period, students: ranked.map(toStudent) };
  }

  async schoolLeague(caller: Caller, schoolId: number, query: SchoolLeagueQuery): Promise<SchoolLeague> {
    const { parts, compute } = await this.#schoolLeagueOf(caller, schoolId, query);
    return this.reports.figures('school-league', schoolId, parts, compute);
  }

  /** The school league as JSON text, kept for every teacher of the school (the report cache). */
  async schoolLeagueJson(caller: Caller, schoolId: number, query: SchoolLeagueQuery) {
    const { parts, compute } = await this.#schoolLeagueOf(caller, schoolId, query);
    return this.reports.json('school-league', schoolId, parts, SchoolLeagueSchema, compute);
  }

  /** Checks the caller may read it; then what the table depends on, and how to rank it (the same for every teacher). */
  async #schoolLeagueOf(caller: Caller, schoolId: number, query: SchoolLeagueQuery) {
    await this.#open(caller, schoolId);
    const yearGroupId = query.yearGroupId ?? null;
    const { window, period } = leaguePeriodOf(query, this.now());
    return {
      parts: [yearGroupId, window.fromWeek, window.toWeek, period.period],
      compute: async (): Promise<SchoolLeague> => ({
        schoolId,
        period,
        yearGroupId,
        ...(await this.#schoolLeague(schoolId, yearGroupId, window)),
      }),
    };
  }

  async #schoolLeague(schoolId: number, yearGroupId: number | null, window: EffortWindow) {
    const [groups, yearGroups] = await Promise.all([
      this.repo.groups(schoolId, yearGroupId),
      this.repo.yearGroups(schoolId),
    ]);
    const classesOf = new Map<number, string[]>();
    for (const g of groups) {
      for (const id of g.studentIds) classesOf.set(id, [...(classesOf.get(id) ?? []), g.code]);
    }
    // Every active student of the school; with a year group, those of its classes.
    const names = await this.repo.students(schoolId, yearGroupId === null ? null : [...classesOf.keys()]);
    const members: LeagueMember[] = [...names].map(([studentId, n]) => ({
      studentId,
      ...n,
      classes: classesOf.get(studentId) ?? [],
    }));
    const effort = await this.repo.effort.byStudent({ schoolId }, window);
    const rows = members.map((m) => ({ ...m, ...(effort.get(m.studentId) ?? NO_EFFORT) }));
    const ranked = rankByScore(rows, (r) => r.effortPoints, byStudentName);
    return { yearGroups, students: ranked.map(toStudent) };
  }

  async groupLeague(caller: Caller, schoolId: number, query: SchoolLeagueQuery): Promise<GroupLeague> {
    const { parts, compute } = await this.#groupLeagueOf(caller, schoolId, query);
    return this.reports.figures('class-league-table', schoolId, parts, compute);
  }

  /** The league of classes as JSON text, kept for every teacher of the school (the report cache). */
  async groupLeagueJson(caller: Caller, schoolId: number, query: SchoolLeagueQuery) {
    const { parts, compute } = await this.#groupLeagueOf(caller, schoolId, query);
    return this.reports.json('class-league-table', schoolId, parts, GroupLeagueSchema, compute);
  }

  async #groupLeagueOf(caller: Caller, schoolId: number, query: SchoolLeagueQuery) {
    await this.#open(caller, schoolId);
    const yearGroupId = query.yearGroupId ?? null;
    const { window, period } = leaguePeriodOf(query, this.now());
    return {
      parts: [yearGroupId, window.fromWeek, window.toWeek, period.period],
      compute: async (): Promise<GroupLeague> => ({
        schoolId,
        period,
        yearGroupId,
        ...(await this.#groupLeague(schoolId, yearGroupId, window)),
      }),
    };
  }

  async #groupLeague(schoolId: number, yearGroupId: number | null, window: EffortWindow) {
    const [groups, yearGroups, effort] = await Promise.all([
      this.repo.groups(schoolId, yearGroupId),
      this.repo.yearGroups(schoolId),
      this.repo.effort.byStudent({ schoolId }, window),
    ]);
    const rows = groups
      .filter((g) => g.studentIds.length > 0)
      .map((g): Omit<LeagueGroup, 'rank'> => {
        const totals = sumEffort(g.studentIds.map((id) => effort.get(id) ?? NO_EFFORT));
        return {
          groupId: g.groupId,
          name: g.code,
          yearGroups: g.yearGroups,
          studentCount: g.studentIds.length,
          pointsPerStudent:
            Math.round((POINTS_DECIMALS * totals.effortPoints) / g.studentIds.length) / POINTS_DECIMALS,
          totals,
        };
      });
    const groupsRanked = rankByScore(
      rows,
      (r) => r.pointsPerStudent,
      (a, b) => a.name.localeCompare(b.name, 'en-GB'),
    );
    return { yearGroups, groups: groupsRanked };
  }

  /**
   * The signed-in student's class leagues: their position, the top five and themselves, every other
   * student as first name and initial only (their full names never leave the server).
   */
  async myClassLeagues(caller: Caller, query: Query): Promise<MyClassLeagues> {
    assertStudent(caller);
    const me = await this.repo.studentClasses(caller.userId);
    const { window, period } = leaguePeriodOf(query, this.now());
    if (!me) return { period, classes: [] };
    assertLeaguesOn(await this.repo.leaguesEnabled(me.schoolId));
    const classes: MyClassLeague[] = [];
    for (const { group, ranked, mine } of await this.#placesIn(me.studentId, me.groups, window)) {
      const shown = ranked.filter((r, i) => i < MY_LEAGUE_TOP || r.studentId === me.studentId);
      classes.push({
        groupId: group.id,
        groupName: group.code,
        position: mine.rank,
        of: ranked.length,
        entries: shown.map((r) => ({
          rank: r.rank,
          displayName: firstNameAndInitial(r.firstName, r.lastName),
          isYou: r.studentId === me.studentId,
          effortPoints: r.effortPoints,
        })),
      });
    }
    return { period, classes };
  }

  /**
   * A child's own place in each of their class leagues this week, for their parent ("4th of 28"),
   * or null when the school has leagues off. It checks nobody: the parent's home checked the link.
   * No other student is named.
   */
  async childPlaces(
    studentId: number,
    schoolId: number,
  ): Promise<Array<{ groupName: string; position: number; of: number }> | null> {
    if (!(await this.repo.leaguesEnabled(schoolId))) return null;
    const groups = await this.repo.studentClassesById(studentId);
    const { window } = leaguePeriodOf({ period: 'week' }, this.now());
    const places = await this.#placesIn(studentId, groups, window);
    return places.map(({ group, ranked, mine }) => ({
      groupName: group.code,
      position: mine.rank,
      of: ranked.length,
    }));
  }

  /** Each class's ranked league and the student's own row in it (classes they are not ranked in left out). */
  async #placesIn(studentId: number, groups: Array<{ id: number; code: string }>, window: EffortWindow) {
    const out = [];
    for (const group of groups) {
      const ranked = await this.#rank(await this.repo.classMembers(group.id, group.code), window);
      const mine = ranked.find((r) => r.studentId === studentId);
      if (mine) out.push({ group, ranked, mine });
    }
    return out;
  }
}

/** A class's totals: the counts summed (time summed in minutes as read), its points recomputed. */
function sumEffort(all: EffortSummary[]): EffortSummary {
  const sum = (pick: (e: EffortSummary) => number) => all.reduce((n, e) => n + pick(e), 0);
  const totals = effortSummaryOf({
    workCompleted: sum((e) => e.workCompleted),
    questionsAnswered: sum((e) => e.questionsAnswered),
    retries: sum((e) => e.retries),
    timeOnTaskMs: 0,
  });
  return { ...totals, timeOnTaskMinutes: sum((e) => e.timeOnTaskMinutes) };
}
