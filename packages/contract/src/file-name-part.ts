/**
 * A piece of a downloaded file's name from a name a person typed ("7A/Ma1", "Zoë Smith"): lower case,
 * every run of other characters one dash, none at the ends, at most 40 characters; the fallback when
 * nothing is left. Browsers replace "/" and other characters themselves, each their own way, so the
 * files are named once, here: by the web app when it saves one, by the server in its
 * Content-Disposition. No zod here, so both import it cheaply.
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
