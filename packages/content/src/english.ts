/**
 * Small pieces of English for stems and alt text, so generated sentences read as a teacher would
 * write them: "an octagon", "1 equal box", "2 equal boxes".
 */

/** Words whose first letter is a vowel but whose sound is not ("a unit", "a one-off"). */
const CONSONANT_SOUND = /^(?:uni|use|usu|one\b|eu)/i;
/** Numbers said with a vowel sound: 8, 11, 18, 80–89, 800… ("an 8-sided shape", "an 11-sided polygon"). */
const VOWEL_NUMBER = /^(?:8|11(?!\d)|18(?!\d)|8\d(?!\d)|8\d\d(?!\d))/;

/** "a" or "an" for the word that follows, by its sound. */
export function article(word: string): 'a' | 'an' {
  if (/^\d/.test(word)) return VOWEL_NUMBER.test(word) ? 'an' : 'a';
  if (CONSONANT_SOUND.test(word)) return 'a';
  if (/^hour|^honest/i.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The word with its article: "an octagon", "a hexagon", "an 11-sided polygon". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

/** The count and its noun, singular for exactly 1: "1 goal", "3 goals", "1 equal box". */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
