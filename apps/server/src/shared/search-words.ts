/** The lower-case words of a search box, at most eight (more adds nothing but cost). */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 8);
}
