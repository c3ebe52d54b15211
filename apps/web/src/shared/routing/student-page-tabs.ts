/** The student page's tabs, each a sub-path of `/{schoolId}/students/{studentId}/*` (topics is the page itself). */
export const STUDENT_PAGE_TABS = [
  'topics',
  'misconceptions',
  'work',
  'predictions',
  'effort',
  'growth',
] as const;
export type StudentPageTab = (typeof STUDENT_PAGE_TABS)[number];

/** The tab a sub-path names ('' is topics); null for a sub-path that is no tab. */
export function studentPageTabOf(rest: string | undefined): StudentPageTab | null {
  const name = (rest ?? '').replace(/\/+$/, '') || 'topics';
  return (STUDENT_PAGE_TABS as readonly string[]).includes(name) ? (name as StudentPageTab) : null;
}
