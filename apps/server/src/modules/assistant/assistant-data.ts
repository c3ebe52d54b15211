import type { CompactResultsGrid } from '@mathsight/contract/results-grid.ts';
import { REPORT_MONTHS_MAX } from '@mathsight/contract/school-reports.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { GrowthService } from '../growth/growth.service.ts';
import type { InsightsService } from '../insights/insights.service.ts';
import type { StudentProfileService } from '../student-profile/student-profile.service.ts';
import type { TopicReportsService } from '../topic-reports/topic-reports.service.ts';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `now` is in (the school week the questions mean). */
export function weekStart(now: Date) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * The data queries the assistant answers from, each through an existing service in the caller's own
 * scope (the services check access themselves): insights (the check page's consolidated figures, one
 * work's grid, class and misconception summaries), the student page, growth and the topic report.
 * Every figure in an answer is one of these services' numbers. A model answerer's tools are these too.
 */
export class AssistantData {
  constructor(
    private readonly services: {
      insights: InsightsService;
      studentProfile: StudentProfileService;
      growth: GrowthService;
      topicReports: TopicReportsService;
    },
  ) {}

  /** The caller's classes' (or one class's) work of recent weeks, hardest questions and misconceptions. */
  recent(caller: Caller, schoolId: number, groupId?: number) {
    return this.services.insights.consolidated(caller, schoolId, groupId);
  }

  /** The work of `recent` that is open or ended this week (or last week), newest end first. */
  async workOfWeek(caller: Caller, schoolId: number, groupId: number | undefined, now: Date, last = false) {
    const { recentWork } = await this.recent(caller, schoolId, groupId);
    const from = weekStart(now).getTime() - (last ? 7 * DAY_MS : 0);
    const to = from + 7 * DAY_MS;
    return recentWork.filter(
      (w) => Date.parse(w.endDate) >= from && Date.parse(w.startDate) < Math.min(to, now.getTime() + 1),
    );
  }

  /** One work's results grid (one class's students when `groupId` is given). */
  grid(caller: Caller, assignmentId: number, groupId?: number): Promise<CompactResultsGrid> {
    return this.services.insights.teacherGrid(caller, assignmentId, groupId);
  }

  grids(caller: Caller, assignmentIds: number[], groupId?: number) {
    return Promise.all(assignmentIds.map((id) => this.grid(caller, id, groupId)));
  }

  /** The misconceptions held in one work, each with the students who hold it. */
  misconceptions(caller: Caller, assignmentId: number, groupId?: number) {
    return this.services.insights.misconceptions(caller, assignmentId, groupId);
  }

  groupSummary(caller: Caller, assignmentId: number, groupId: number) {
    return this.services.insights.groupInsights(caller, assignmentId, groupId);
  }

  studentProfile(caller: Caller, schoolId: number, studentId: number) {
    return Promise.all([
      this.services.studentProfile.profile(caller, schoolId, studentId),
      this.services.studentProfile.misconceptions(caller, schoolId, studentId),
    ]);
  }

  classGrowth(caller: Caller, schoolId: number, groupId: number) {
    return this.services.growth.classGrowth(caller, schoolId, { groupId });
  }

  topicReport(caller: Caller, schoolId: number, topicUnitId: number) {
    return this.services.topicReports.topicReport(caller, schoolId, {
      topicUnitId,
      months: REPORT_MONTHS_MAX,
    });
  }
}
