import type { Config } from '../../config.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailContent } from '../../mail/render-mail.ts';

const WHY = {
  removed: 'The school removed the link between your account and',
  archived: 'The school has archived the Mathsight account of',
  deleted: 'The school has deleted the Mathsight account of',
} as const;

/** "Your link to a child has ended" (issue 27 point 6): what happened, and whom to ask. */
export function linkEndedMail(
  ending: { childFirstName: string | null; schoolName: string; reason: keyof typeof WHY },
  firstName: string,
  config: Pick<Config, 'publicUrl'>,
): MailContent {
  const child = ending.childFirstName ?? 'your child';
  return {
    subject: `You can no longer see ${ending.childFirstName ? `${child}'s` : "your child's"} work on Mathsight`,
    heading: 'A link to your child has ended',
    paragraphs: [
      `Hello ${firstName},`,
      `${WHY[ending.reason]} ${child} at ${ending.schoolName}, so you can no longer see their work on Mathsight.`,
      `If you think this is a mistake, please contact ${ending.schoolName}'s office.`,
    ],
    action: { label: 'Open your parent page', url: appUrl(config, '/parent') },
  };
}
