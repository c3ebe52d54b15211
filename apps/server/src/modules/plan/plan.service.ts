import {
  type AssignmentList,
  type AssignmentListFilter,
  AssignmentListSchema,
  type CalendarEntry,
  type CalendarQuery,
  type HomeworkInsight,
  type HomeworkInsightsFilter,
  type HomeworkInsightsResponse,
  HomeworkInsightsResponseSchema,
} from '@mathsight/contract/assignments.ts';
import type { PagingOf } from '@mathsight/contract/common.ts';
import { answeredPercentOf, scorePercentOf } from '@mathsight/contract/score-and-effort.ts';
import type { z } from 'zod';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { type SerialisedJson, serialiseJson } from '../../http/serialised-json.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { SchoolCache } from '../../school-access/school-cache.ts';
import { percent } from '../../shared/percent.ts';
import { searchWords } from '../../shared/search-words.ts';
import { toAssignment } from '../../work/assignment.presenter.ts';
import { dueStatusOf, statusOf } from '../../work/work-status.ts';
import type { PlanRepository } from './plan.repository.ts';
import { parseSort } from './plan-sort.ts';

/** One cache per answer, so each holds JSON of one type. */
export interface PlanPageCaches {
  list: SchoolCache<SerialisedJson<AssignmentList>>;
  homeworkInsights: SchoolCache<SerialisedJson<HomeworkInsightsResponse>>;
}

export interface PlanServiceOptions {
  now?: () => Date;
  /** Plan-list and homework-insights pages as JSON, per caller, school and query (decision 0005). */
  pages?: PlanPageCaches;
}

/**
 * The plan: the list of a school's work (30 a page, the spec's filters), the calendar and the v5
 * homework insights. Reads only; set work's writes publish on the work channel, which drops
 * `pages` on every node.
 */
export class PlanService {
  private readonly now: () => Date;
  readonly #pages: PlanPageCaches;

  constructor(
    private readonly repo: PlanRepository,
    private readonly schoolAccess: SchoolAccessService,
    options: PlanServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.#pages = options.pages ?? { list: new SchoolCache(0), homeworkInsights: new SchoolCache(0) };
  }

  /**
   * An answer as JSON text, validated against its schema when built, from this node's cache while
   * fresh: the plan list is read on every visit to the plan, so a hit costs no query, mapping or
   * validation (decision 0005). Keyed by caller, since canEdit depends on who asks.
   */
  #cachedJson<S extends z.ZodType>(
    cache: SchoolCache<SerialisedJson<z.output<S>>>,
    caller: Caller,
    schoolId: number,
    paging: PagingOf<unknown>,
    schema: S,
    build: () => Promise<z.output<S>>,
  ): Promise<SerialisedJson<z.output<S>>> {
    const key = `${caller.userId}|${schoolId}|${JSON.stringify(paging)}`;
    return cache.through(key, { schoolId, userId: caller.userId }, async () =>
      serialiseJson(schema, await build()),
    );
  }

  /** The plan list as JSON text (see #cachedJson). */
  listJson(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<AssignmentListFilter>,
  ): Promise<SerialisedJson<AssignmentList>> {
    return this.#cachedJson(this.#pages.list, caller, schoolId, paging, AssignmentListSchema, () =>
      this.list(caller, schoolId, paging),
    );
  }

  /** The homework insights as JSON text (see #cachedJson). */
  homeworkInsightsJson(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<HomeworkInsightsFilter>,
  ): Promise<SerialisedJson<HomeworkInsightsResponse>> {
    return this.#cachedJson(
      this.#pages.homeworkInsights,
      caller,
      schoolId,
      paging,
      HomeworkInsightsResponseSchema,
      () => this.homeworkInsights(caller, schoolId, paging),
    );
  }

  /** The plan list: a page of the school's work (30 by default) with the spec's filters. */
  async list(caller: Caller, schoolId: number, paging: PagingOf<AssignmentListFilter>) {
    const access = await this.schoolAccess.schoolAccess(caller, schoolId);
    const f = paging.filter;
    const tab = f.tab ?? f.selectedAssignmentStatus ?? 'Upcoming';
    const kind = f.type;
    let groupIds = f.groupIds;
    if (f.selectedGroup !== undefined) {
      const selected = f.selectedGroup;
      groupIds = !groupIds || groupIds.includes(selected) ? [selected] : [];
    }
    const now = this.now();
    const { rows, total } = await this.repo.list({
      schoolId,
      now,
      tab,
      ...(kind && { kind }),
      ...(groupIds && { groupIds }),
      ...(f.quizDate && { quizDate: f.quizDate }),
      words: searchWords(f.searchText),
      sort: parseSort(paging, { field: 'EndDate', descending: tab === 'Done' }),
      skip: paging.skip,
      take: paging.take,
    });
    return { items: rows.map((r) => toAssignment(r, access, now)), total };
  }

  /** Every assignment of the school overlapping the range, for the calendar. */
  async calendar(caller: Caller, schoolId: number, query: CalendarQuery) {
    await this.schoolAccess.schoolAccess(caller, schoolId);
    const now = this.now();
    const groupIds = query.groupIds?.split(',').map(Number);
    const rows = await this.repo.calendar({
      schoolId,
      from: new Date(query.from),
      to: new Date(query.to),
      ...(groupIds && { groupIds }),
    });
    const items: CalendarEntry[] = rows.map((r) => ({
      assignmentId: r.id,
      kind: r.kind,
      name: r.name,
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      status: statusOf(r.endDate, now),
      groups: r.groups,
    }));
    return { items, total: items.length };
  }

  /**
   * The plan (v5 homework insights): the work of the caller's classes, or of one class of the school
   * (request.filter.groupId, counting only that class's students), with completion and scores.
   */
  async homeworkInsights(caller: Caller, schoolId: number, paging: PagingOf<HomeworkInsightsFilter>) {
    const access = await this.schoolAccess.schoolAccess(caller, schoolId);
    const { groupId, tab } = paging.filter;
    let groupIds = access.groupIds;
    let statsGroupId: number | undefined;
    if (groupId !== undefined) {
      const found = await this.schoolAccess.schoolGroups(schoolId, [groupId]);
      if (found.length === 0) throw notFound();
      groupIds = [groupId];
      statsGroupId = groupId;
    }
    const now = this.now();
    const { rows, total } = await this.repo.list({
      schoolId,
      now,
      ...(tab && { tab }),
      groupIds,
      ...(statsGroupId !== undefined && { statsGroupId }),
      sort: parseSort(paging, { field: 'EndDate', descending: true }),
      skip: paging.skip,
      take: paging.take,
    });
    const items: HomeworkInsight[] = rows.map((r) => ({
      assignmentId: r.id,
      kind: r.kind,
      name: r.name,
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      dueStatus: dueStatusOf(r.startDate, r.endDate, now),
      groups: r.groups,
      studentCount: r.studentCount,
      startedCount: r.startedCount,
      completedCount: r.completedCount,
      completionPercent: percent(r.completedCount, r.studentCount) ?? 0,
      averageScorePercent: scorePercentOf({
        correct: r.correctCount,
        answered: r.answeredCount,
        questions: r.questionCount * r.startedCount,
      }),
      answeredPercent: answeredPercentOf({
        answered: r.answeredCount,
        questions: r.questionCount * r.startedCount,
      }),
      questionCount: r.questionCount,
    }));
    return { items, total };
  }
}
