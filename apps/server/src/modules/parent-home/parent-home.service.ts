import { parentHelpFor } from '@mathsight/content/parent-help.ts';
import type { Child, ChildWeek, ChildWork, ParentWeeklyEmail } from '@mathsight/contract/parent-home.ts';
import { weekStartOf } from '@mathsight/contract/school-terms.ts';
import type { StudentWork } from '@mathsight/contract/student-profile.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../http/errors.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { assertParentOf } from '../../policies/parents.ts';
import { addDays } from '../../reporting/effort/effort-window.ts';
import type { LeaguesService } from '../leagues/leagues.service.ts';
import type { StudentProfileService } from '../student-profile/student-profile.service.ts';
import { linkEndedMail } from './link-ended-mail.ts';
import type { ParentHomeRepository } from './parent-home.repository.ts';

/** One child's lines of the weekly parent email. */
export interface ChildWeekSummary {
  childId: number;
  firstName: string;
  schoolName: string;
  /** Work set in the week just ended, and how much of it was handed in. */
  setCount: number;
  doneCount: number;
  /** One thing to practise, in plain words. */
  practise: string;
}

/** How many held misconceptions the home shows: the most chosen first, enough to act on. */
export const HOME_MISCONCEPTIONS = 5;

/**
 * The parent's home (issue 27 points 4–6): one child's week for a parent linked to them now, read
 * through the same services as the student page and the leagues (no twin of their measures). Any
 * other child, of any school, an archived child or an ended link: 404.
 */
export class ParentHomeService {
  constructor(
    private readonly repo: ParentHomeRepository,
    private readonly studentProfile: StudentProfileService,
    private readonly leagues: LeaguesService,
    private readonly mail: MailService,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** DELETE users/me/ended-child-links/{id}: the parent's own notice only (404 otherwise). */
  async dismissEndedLink(caller: Caller, id: number): Promise<void> {
    if (!(await this.repo.dismissEndedLink(caller.userId, id))) throw notFound();
  }

  /**
   * Tells each parent by email that a link to their child ended (issue 27 point 6), once: the rows
   * are claimed before sending. Run by the parent-home timer every few minutes; answers how many went.
   */
  async sendLinkEndedEmails(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.repo.claimUnsentEndings(50);
      if (batch.length === 0) return sent;
      for (const ending of batch) {
        await this.mail.send({
          to: ending.parent.email,
          toName: `${ending.parent.firstName} ${ending.parent.lastName}`,
          kind: 'transactional',
          userId: ending.parentUserId,
          content: linkEndedMail(ending, ending.parent.firstName, this.config),
          secrets: [],
        });
        sent++;
      }
    }
  }

  async childWeek(caller: Caller, childId: number): Promise<ChildWeek> {
    return this.#week(assertParentOf(await this.repo.child(caller.userId, childId)));
  }

  async #week(child: Child): Promise<ChildWeek> {
    const [profile, misconceptions, work, leagues, comments] = await Promise.all([
      this.studentProfile.readProfile(child.schoolId, child.childId),
      this.studentProfile.readMisconceptions(child.childId),
      this.studentProfile.readWork(child.childId),
      this.leagues.childPlaces(child.childId, child.schoolId),
      this.repo.teacherComments(child.childId),
    ]);
    const weekStart = weekStartOf(this.now());
    const topics = profile.strands.flatMap((s) =>
      s.topics.map((t) => ({ topicUnitId: t.topicUnitId, name: t.name, strand: s.strand, label: t.label })),
    );
    const pick = (labels: string[]) =>
      topics.filter((t) => labels.includes(t.label)).map(({ label: _label, ...t }) => t);
    return {
      child,
      weekStart,
      work: workOfTheWeeks(work, weekStart, this.now(), comments),
      topics: { secure: pick(['secure']), workingOn: pick(['developing', 'not yet']) },
      misconceptions: misconceptions.held.slice(0, HOME_MISCONCEPTIONS).flatMap((m) => {
        const help = parentHelpFor(m.misconceptionId);
        return help ? [{ misconceptionId: m.misconceptionId, name: m.name, ...help }] : [];
      }),
      leagues,
    };
  }

  /**
   * The weekly parent email's content for one parent (issue 27 point 5): for each child, the work set
   * in the week just ended (how much was handed in), one thing to practise, and a link to their week.
   * Null when the parent has no child linked now. Called by the Monday job (modules/weekly-insights).
   */
  async weeklySummary(parentUserId: number): Promise<ChildWeekSummary[] | null> {
    const children = await this.repo.children(parentUserId);
    if (children.length === 0) return null;
    const out: ChildWeekSummary[] = [];
    for (const child of children) {
      const week = await this.#week(child);
      const lastWeek = week.work.filter((w) => w.week === 'last');
      const top = week.misconceptions[0];
      const topic = week.topics.workingOn[0];
      out.push({
        childId: child.childId,
        firstName: child.firstName,
        schoolName: child.schoolName,
        setCount: lastWeek.length,
        doneCount: lastWeek.filter((w) => w.status === 'done').length,
        practise: top
          ? `${top.topic}: ${top.helpAtHome}`
          : topic
            ? `${topic.name}: ask ${child.firstName} to show you how they do it, and to explain each step.`
            : `Ask ${child.firstName} to teach you one thing they learnt in maths this week.`,
      });
    }
    return out;
  }

  async weeklyEmail(caller: Caller): Promise<ParentWeeklyEmail> {
    return { enabled: await this.repo.weeklyEmail(caller.userId) };
  }

  async setWeeklyEmail(caller: Caller, enabled: boolean): Promise<ParentWeeklyEmail> {
    await this.repo.setWeeklyEmail(caller.userId, enabled);
    return { enabled };
  }
}

/**
 * The work set this week and last (by the school's Monday-start week of its start date), and work
 * set earlier that is still due, as "this week": what a parent asks about is what is on now.
 */
export function workOfTheWeeks(
  work: StudentWork,
  weekStart: string,
  now: Date,
  comments: Map<number, string[]> = new Map(),
): ChildWork[] {
  const lastWeekStart = addDays(weekStart, -7);
  return work.items.flatMap((w): ChildWork[] => {
    const setIn = weekStartOf(new Date(w.startDate));
    const open = new Date(w.endDate) > now;
    if (setIn < lastWeekStart && !open) return [];
    if (new Date(w.startDate) > now) return [];
    const status = w.completedAt ? 'done' : !open ? 'missed' : w.startedAt ? 'started' : 'open';
    return [
      {
        assignmentId: w.assignmentId,
        name: w.name,
        kind: w.kind,
        week: setIn >= weekStart || (open && setIn < lastWeekStart) ? 'this' : 'last',
        startDate: w.startDate,
        endDate: w.endDate,
        status,
        questionCount: w.questionCount,
        answeredCount: w.answeredCount,
        scorePercent: w.answeredCount > 0 ? w.scorePercent : null,
        teacherComments: comments.get(w.assignmentId) ?? [],
      },
    ];
  });
}
