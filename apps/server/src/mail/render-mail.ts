/**
 * One layout for every email: a heading, paragraphs, an optional button and a footer, as plain
 * text and as HTML (inline styles, since mail clients drop style sheets). Text is escaped here, so
 * callers pass people's names and school names as they are.
 */

export interface MailContent {
  subject: string;
  /** The line a mail client shows after the subject; the first paragraph when not given. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** Headed parts after the paragraphs, each with its lists of links (the weekly insights' classes). */
  sections?: MailSection[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (e.g. "If you didn't ask for this, ignore this email."). */
  afterAction?: string[];
}

/** A part of an email under its own heading (h2), with short paragraphs and titled lists (h3). */
export interface MailSection {
  heading: string;
  paragraphs?: string[];
  lists?: MailList[];
}

export interface MailList {
  title: string;
  items: MailListItem[];
  /** Said instead of the list when it has no items. */
  empty?: string;
}

/** One line of a list: an optional link, the text after it, and a quieter note on the next line. */
export interface MailListItem {
  link?: { label: string; url: string };
  text: string;
  note?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** `footer`: lines under the message (why they got it; the unsubscribe link for news). */
export function renderMail(
  content: MailContent,
  footer: { text: string; html: string }[] = [],
): RenderedMail {
  const after = content.afterAction ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.sections ?? []).flatMap(sectionText),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    '—',
    'Mathsight',
    ...footer.map((f) => f.text),
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1c5fb8;color:#ffffff;padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">If the button does not work, copy this address into your browser: ${escapeHtml(content.action.url)}</p>`
    : '';
  const preheader = content.preheader ?? content.paragraphs[0] ?? '';
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1c5fb8">Mathsight</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:#1f2933">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${(content.sections ?? []).map(sectionHtml).join('\n')}
${button}
${after.map(paragraph).join('\n')}
</div>
${footer.map((f) => `<p style="margin:16px 0 0;font-size:13px;color:#52606d">${f.html}</p>`).join('\n')}
</div>
</body>
</html>`;
  return { subject: content.subject, text, html };
}

function sectionText(section: MailSection): string[] {
  return [
    section.heading,
    '='.repeat(Math.min(section.heading.length, 60)),
    '',
    ...(section.paragraphs ?? []).flatMap((p) => [p, '']),
    ...(section.lists ?? []).flatMap((list) => [
      list.title,
      ...(list.items.length === 0 && list.empty ? [list.empty] : []),
      ...list.items.flatMap((item) => [
        `- ${item.link ? `${item.link.label}: ` : ''}${item.text}`,
        ...(item.note ? [`  ${item.note}`] : []),
        ...(item.link ? [`  ${item.link.url}`] : []),
      ]),
      '',
    ]),
  ];
}

const TEXT_STYLE = 'font-size:15px;line-height:1.5;color:#1f2933';

function sectionHtml(section: MailSection): string {
  const item = (i: MailListItem) => {
    const link = i.link
      ? `<a href="${escapeHtml(i.link.url)}" style="color:#1c5fb8;font-weight:600">${escapeHtml(i.link.label)}</a>: `
      : '';
    const note = i.note ? `<br><span style="font-size:13px;color:#52606d">${escapeHtml(i.note)}</span>` : '';
    return `<li style="margin:0 0 8px;${TEXT_STYLE}">${link}${escapeHtml(i.text)}${note}</li>`;
  };
  const list = (l: MailList) =>
    `<h3 style="margin:16px 0 8px;font-size:15px;color:#1f2933">${escapeHtml(l.title)}</h3>
${
  l.items.length === 0
    ? `<p style="margin:0 0 8px;${TEXT_STYLE}">${escapeHtml(l.empty ?? '')}</p>`
    : `<ul style="margin:0 0 8px;padding:0 0 0 20px">${l.items.map(item).join('')}</ul>`
}`;
  return `<h2 style="margin:24px 0 8px;padding-top:16px;border-top:1px solid #d9e2ec;font-size:18px;color:#1f2933">${escapeHtml(section.heading)}</h2>
${(section.paragraphs ?? []).map((p) => `<p style="margin:0 0 8px;${TEXT_STYLE}">${escapeHtml(p)}</p>`).join('\n')}
${(section.lists ?? []).map(list).join('\n')}`;
}
