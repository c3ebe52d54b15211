import type { WeeklyClass, WeeklyInsights } from '@mathsight/contract/weekly-insights.ts';
import type { Config } from '../../config.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailContent, MailSection } from '../../mail/render-mail.ts';
import { longDay } from './week.ts';

/**
 * The screens the email links to, as the web app names them (apps/web/src/shared/routing/paths.ts:
 * `assignment`, `fixAssignment` with `misconceptionId`, `dashboard`).
 */
export const productPaths = {
  results: (schoolId: number, assignmentId: number) => `/${schoolId}/assignments/${assignmentId}`,
  fix: (schoolId: number, assignmentId: number) => `/${schoolId}/fix/${assignmentId}`,
  dashboard: (schoolId: number) => `/${schoolId}`,
};

/** Whether the week gave a class anything to say: work due, or misconceptions shown. */
export function hasNews(c: WeeklyClass): boolean {
  return c.work.length > 0 || c.misconceptions.length > 0;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Amy B., Ben C. and 3 more". */
export function notStartedLine(names: string[], total: number): string {
  const more = total - names.length;
  if (more <= 0) {
    return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  return `${names.join(', ')} and ${more} more`;
}

function classSection(c: WeeklyClass, config: Pick<Config, 'publicUrl'>, manySchools: boolean): MailSection {
  return {
    heading: manySchools ? `${c.code} (${c.schoolName})` : c.code,
    paragraphs:
      c.completionPercent === null
        ? []
        : [`Handed in: ${c.handedInCount} of ${c.setCount} (${c.completionPercent}%) across the work due.`],
    lists: [
      {
        title: 'Work due last week',
        empty: 'No work was due.',
        items: c.work.map((w) => ({
          link: { label: w.name, url: appUrl(config, productPaths.results(c.schoolId, w.assignmentId)) },
          text: `${w.handedInCount} of ${w.setCount} handed in (${w.completionPercent}%)`,
          ...(w.notStartedCount > 0 && {
            note: `Not started: ${notStartedLine(
              w.notStarted.map((s) => s.name),
              w.notStartedCount,
            )}`,
          }),
        })),
      },
      {
        title: 'Misconceptions most held',
        empty: 'None showed in their answers.',
        items: c.misconceptions.map((m) => ({
          link: {
            label: m.name,
            url: appUrl(config, productPaths.fix(c.schoolId, m.assignmentId), {
              misconceptionId: String(m.misconceptionId),
            }),
          },
          text: `${plural(m.studentCount, 'student')}`,
        })),
      },
    ],
  };
}

/** The Monday email: the classes that had work due or showed misconceptions, each linking into the product. */
export function weeklyInsightsMail(
  insights: WeeklyInsights,
  firstName: string,
  config: Pick<Config, 'publicUrl'>,
): MailContent {
  const classes = insights.classes.filter(hasNews);
  const manySchools = new Set(classes.map((c) => c.schoolId)).size > 1;
  // "16 November to 22 November 2026" (the year once, when the week is in one year).
  const start = longDay(insights.weekStart);
  const sameYear = insights.weekStart.slice(0, 4) === insights.weekEnd.slice(0, 4);
  const week = `${sameYear ? start.replace(/ \d{4}$/, '') : start} to ${longDay(insights.weekEnd)}`;
  const firstSchool = classes[0]?.schoolId ?? insights.classes[0]?.schoolId;
  return {
    subject: `Last week in your classes: ${week}`,
    preheader: `Completion and the misconceptions most held in ${plural(classes.length, 'class', 'classes')}.`,
    heading: 'Last week in your classes',
    paragraphs: [
      `Hello ${firstName},`,
      `Here is the week of ${week}: how much of the work due was handed in, who has not started it, and the misconceptions your students showed most. Each links to the screen where you can act on it.`,
    ],
    sections: classes.map((c) => classSection(c, config, manySchools)),
    ...(firstSchool !== undefined && {
      action: { label: 'Open Mathsight', url: appUrl(config, productPaths.dashboard(firstSchool)) },
    }),
  };
}
