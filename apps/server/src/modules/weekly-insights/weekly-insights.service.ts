import { weekStartOf } from '@mathsight/contract/school-terms.ts';
import {
  type CompletionSummaries,
  NOT_STARTED_NAMES_SHOWN,
  WEEKLY_MISCONCEPTIONS_SHOWN,
  type WeeklyClass,
  type WeeklyInsights,
} from '@mathsight/contract/weekly-insights.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { percent } from '../../shared/percent.ts';
import { errorReason } from '../../shared/redact-error.ts';
import type { ParentHomeService } from '../parent-home/parent-home.service.ts';
import { parentWeeklyMail } from './parent-weekly-mail.ts';
import { addDays, lastWeekStart, weekRange } from './week.ts';
import type { WeeklyInsightsRepository } from './weekly-insights.repository.ts';
import { hasNews, weeklyInsightsMail } from './weekly-insights-mail.ts';

type Log = { info(o: object, msg: string): void; warn(o: object, msg: string): void };

export interface WeekSendReport {
  weekStart: string;
  sent: number;
  nothing: number;
  unsubscribed: number;
  failed: number;
  /** The weekly parent emails sent (issue 27), after the teachers'. */
  parentsSent?: number;
}

const BATCH = 100;

/** "Amy B.": the surname's initial only, in email and on screen alike (decision 0019). */
export const shortName = (firstName: string, lastName: string) =>
  lastName ? `${firstName} ${lastName.slice(0, 1).toUpperCase()}.` : firstName;

/**
 * Weekly insights (a teacher's classes' last week: completion of the work due, who did not start,
 * the misconceptions most held) for the screen and the Monday email, and a class's completion
 * summaries. Decision 0019.
 */
export class WeeklyInsightsService {
  constructor(
    private readonly repo: WeeklyInsightsRepository,
    private readonly access: SchoolAccessService,
    private readonly mail: MailService,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly log: Log,
    private readonly now: () => Date = () => new Date(),
    /** The parents' week of their children (issue 27), for the weekly parent email. */
    private readonly parentHome?: ParentHomeService,
  ) {}

  /** GET groups/{groupId}/completion-summaries: any Confirmed teacher of the class's school; 404 otherwise. */
  async completionSummaries(caller: Caller, groupId: number, months: number): Promise<CompletionSummaries> {
    await this.access.groupAccess(caller, groupId);
    const now = this.now();
    const from = new Date(now);
    from.setUTCMonth(from.getUTCMonth() - months);
    const rows = await this.repo.completion(groupId, from, now);
    return {
      groupId,
      months,
      from: from.toISOString(),
      items: rows.map((r) => ({
        assignmentId: r.assignmentId,
        name: r.name,
        kind: r.kind,
        startDate: r.startDate.toISOString(),
        endDate: r.endDate.toISOString(),
        setCount: r.setCount,
        startedCount: r.startedCount,
        handedInCount: r.handedInCount,
        completionPercent: percent(r.handedInCount, r.setCount) ?? 0,
      })),
    };
  }

  /** GET users/me/weekly-insights?week=: what the caller's Monday email says (or would say) about that week. */
  mine(caller: Caller, week?: string): Promise<WeeklyInsights> {
    const weekStart = week ? weekStartOf(week) : lastWeekStart(this.now());
    return this.forUser(caller.userId, weekStart);
  }

  async forUser(userId: number, weekStart: string): Promise<WeeklyInsights> {
    const range = weekRange(weekStart);
    // By school, then class code in natural order (7A before 11Y).
    const classes = (await this.repo.teacherClasses(userId)).sort(
      (a, b) =>
        a.schoolName.localeCompare(b.schoolName, 'en-GB') ||
        a.schoolId - b.schoolId ||
        a.code.localeCompare(b.code, 'en-GB', { numeric: true }) ||
        a.groupId - b.groupId,
    );
    const groupIds = classes.map((c) => c.groupId);
    const [work, held] = await Promise.all([
      this.repo.dueWork(groupIds, range, NOT_STARTED_NAMES_SHOWN),
      this.repo.heldMisconceptions(groupIds, range, WEEKLY_MISCONCEPTIONS_SHOWN),
    ]);
    return {
      weekStart,
      weekEnd: addDays(weekStart, 6),
      classes: classes.map((c): WeeklyClass => {
        const due = work.filter((w) => w.groupId === c.groupId);
        const setCount = due.reduce((n, w) => n + w.setCount, 0);
        const handedInCount = due.reduce((n, w) => n + w.handedInCount, 0);
        return {
          ...c,
          work: due.map((w) => ({
            assignmentId: w.assignmentId,
            name: w.name,
            kind: w.kind,
            endDate: w.endDate.toISOString(),
            setCount: w.setCount,
            startedCount: w.startedCount,
            handedInCount: w.handedInCount,
            completionPercent: percent(w.handedInCount, w.setCount) ?? 0,
            notStartedCount: w.setCount - w.startedCount,
            notStarted: w.notStarted.map((s) => ({
              studentId: s.studentId,
              name: shortName(s.firstName, s.lastName),
            })),
          })),
          setCount,
          handedInCount,
          completionPercent: percent(handedInCount, setCount),
          misconceptions: held.filter((m) => m.groupId === c.groupId).map(({ groupId: _, ...m }) => m),
        };
      }),
    };
  }

  /**
   * Sends the week's email to every Confirmed teacher who has not had it (or to `onlyUserIds`): each
   * claimed first in weekly_insight_sends, so no teacher gets it twice whoever else is sending, and
   * each in its own try, so one failure stops no other. Stops between teachers when `signal` aborts.
   */
  async sendWeek(
    weekStart: string,
    options: { onlyUserIds?: readonly number[]; signal?: AbortSignal } = {},
  ): Promise<WeekSendReport> {
    const report: WeekSendReport = { weekStart, sent: 0, nothing: 0, unsubscribed: 0, failed: 0 };
    let after = 0;
    for (;;) {
      const batch = await this.repo.unclaimedRecipients(weekStart, after, BATCH, options.onlyUserIds);
      if (batch.length === 0) break;
      for (const teacher of batch) {
        if (options.signal?.aborted) return report;
        after = teacher.userId;
        if (!(await this.repo.claim(weekStart, teacher.userId))) continue;
        try {
          if (teacher.unsubscribed) {
            await this.repo.finish(weekStart, teacher.userId, 'unsubscribed');
            report.unsubscribed++;
            continue;
          }
          const insights = await this.forUser(teacher.userId, weekStart);
          if (!insights.classes.some(hasNews)) {
            await this.repo.finish(weekStart, teacher.userId, 'nothing');
            report.nothing++;
            continue;
          }
          await this.mail.send({
            to: teacher.email,
            toName: `${teacher.firstName} ${teacher.lastName}`,
            kind: 'weekly-insights',
            userId: teacher.userId,
            content: weeklyInsightsMail(insights, teacher.firstName, this.config),
            secrets: [],
          });
          await this.repo.finish(weekStart, teacher.userId, 'sent');
          report.sent++;
        } catch (error) {
          // Logged and stored: the SQL and its code, never its values (a teacher's name, an address).
          const reason = errorReason(error);
          report.failed++;
          this.log.warn({ userId: teacher.userId, weekStart, reason }, 'weekly insights email failed');
          await this.repo.finish(weekStart, teacher.userId, 'failed', reason).catch(() => undefined);
        }
      }
    }
    if (this.parentHome) report.parentsSent = await this.#sendParents(weekStart, this.parentHome, options);
    this.log.info(report, 'weekly insights emails');
    return report;
  }

  /**
   * The weekly parent email (issue 27 point 5), to each parent who turned it on: claimed per parent
   * and week as the teachers' are, each in its own try. Its unsubscribe is the mail's own signed link.
   */
  async #sendParents(
    weekStart: string,
    parentHome: ParentHomeService,
    options: { onlyUserIds?: readonly number[]; signal?: AbortSignal },
  ): Promise<number> {
    let sent = 0;
    let after = 0;
    for (;;) {
      const batch = await this.repo.unclaimedParents(weekStart, after, BATCH, options.onlyUserIds);
      if (batch.length === 0) return sent;
      for (const parent of batch) {
        if (options.signal?.aborted) return sent;
        after = parent.userId;
        if (!(await this.repo.claim(weekStart, parent.userId))) continue;
        try {
          const children = await parentHome.weeklySummary(parent.userId);
          if (!children) {
            await this.repo.finish(weekStart, parent.userId, 'nothing');
            continue;
          }
          await this.mail.send({
            to: parent.email,
            toName: `${parent.firstName} ${parent.lastName}`,
            kind: 'parent-weekly',
            userId: parent.userId,
            content: parentWeeklyMail(children, parent.firstName, weekStart, this.config),
            secrets: [],
          });
          await this.repo.finish(weekStart, parent.userId, 'sent');
          sent++;
        } catch (error) {
          const reason = errorReason(error);
          this.log.warn({ userId: parent.userId, weekStart, reason }, 'weekly parent email failed');
          await this.repo.finish(weekStart, parent.userId, 'failed', reason).catch(() => undefined);
        }
      }
    }
  }
}
