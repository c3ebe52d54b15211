import type { Config } from '../../config.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailContent } from '../../mail/render-mail.ts';
import type { ChildWeekSummary } from '../parent-home/parent-home.service.ts';
import { addDays, longDay } from './week.ts';

/** The parent's home for one child, as the web app names it (`parentHome`, `?child=`). */
export const parentHomePath = '/parent';

/**
 * The weekly parent email (issue 27 point 5): for each child, the work set last week and how much was
 * handed in, one thing to practise, and a link to the child's week. Nothing about any other child.
 */
export function parentWeeklyMail(
  children: ChildWeekSummary[],
  firstName: string,
  weekStart: string,
  config: Pick<Config, 'publicUrl'>,
): MailContent {
  const week = `${longDay(weekStart).replace(/ \d{4}$/, '')} to ${longDay(addDays(weekStart, 6))}`;
  const names = children.map((c) => c.firstName);
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return {
    subject: `${who}'s week in maths: ${week}`,
    preheader: `Work done and one thing to practise at home.`,
    heading: 'Last week in maths',
    paragraphs: [`Hello ${firstName},`, `Here is the week of ${week} for ${who}.`],
    sections: children.map((c) => ({
      heading:
        children.length > 1 && new Set(children.map((x) => x.schoolName)).size > 1
          ? `${c.firstName} (${c.schoolName})`
          : c.firstName,
      paragraphs: [
        c.setCount === 0
          ? 'No work was set last week.'
          : `Work handed in: ${c.doneCount} of ${c.setCount} set last week.`,
        `One thing to practise: ${c.practise}`,
      ],
      lists: [
        {
          title: 'More',
          items: [
            {
              link: {
                label: `${c.firstName}'s week`,
                url: appUrl(config, parentHomePath, { child: String(c.childId) }),
              },
              text: 'work, topics and how to help at home',
            },
          ],
        },
      ],
    })),
  };
}
