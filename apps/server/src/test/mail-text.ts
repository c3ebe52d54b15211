/**
 * Reading an email's plain text for what a test means, not for any run of characters: the text also
 * holds links with random tokens (an unsubscribe token once held "…QMQ8BEz…", and a test that said
 * "the email does not name class 8B" failed by chance). Assert on these parts instead of the whole text.
 */

/** The text with every link replaced by `<link>`, so words can be looked for without meeting tokens. */
export function withoutLinks(text: string): string {
  return text.replace(/https?:\/\/\S+/g, '<link>');
}

/** The section headings, in order: the lines `renderMail` underlines with `=`. */
export function headingsIn(text: string): string[] {
  const lines = text.split('\n');
  return lines.filter((line, i) => line.trim() !== '' && /^=+$/.test(lines[i + 1] ?? ''));
}
