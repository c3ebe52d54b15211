/**
 * A piece of a downloaded file's name from a name a person typed ("7A/Ma1", "Zoë's fractions"): lower
 * case, every run of other characters one dash, none at the ends, at most 40 characters; `fallback` when
 * nothing is left. The web app names the files it saves the same way (`shared/files/file-name-part.ts`).
 */
export function fileNamePart(text: string, fallback: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      // The accents NFKD took off their letters ("ë" → "e" + "¨"): dropped, not dashes.
      .replace(/\p{M}+/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || fallback
  );
}
