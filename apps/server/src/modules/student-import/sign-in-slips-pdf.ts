import type { SignInSlip } from '@mathsight/contract/student-import.ts';
import { loadPdfKitWithNameFonts, NAME_FONT_FAMILIES } from '../../shared/pdf-kit.ts';

/**
 * Printable sign-in slips for students just imported (issue 13 point 3): A4 portrait, ten slips a
 * page in two columns with dashed cut lines, each class starting on a page of its own (headed with
 * its code) so a teacher hands each tutor their class's pages. Stateless: the slips come in the
 * request and nothing is kept.
 */
const styles = {
  page: {
    paddingTop: 28,
    paddingBottom: 28,
    paddingHorizontal: 28,
    fontFamily: NAME_FONT_FAMILIES,
    fontSize: 10,
    color: '#1a1a1a',
  },
  head: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginBottom: 8,
    fontSize: 9,
    color: '#444',
  },
  headClass: { fontSize: 12, fontWeight: 700, color: '#1a1a1a' },
  grid: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    borderTopWidth: 1,
    borderLeftWidth: 1,
    borderStyle: 'dashed',
    borderColor: '#888',
  },
  slip: {
    width: '50%',
    height: 148,
    padding: 12,
    borderRightWidth: 1,
    borderBottomWidth: 1,
    borderStyle: 'dashed',
    borderColor: '#888',
  },
  name: { fontSize: 14, fontWeight: 700, marginBottom: 2 },
  small: { fontSize: 9, color: '#444', marginBottom: 8 },
  label: { fontSize: 9, color: '#444', marginTop: 4 },
  secret: { fontSize: 13, fontWeight: 700, letterSpacing: 0.5 },
} as const;

/** The slips of each class, classes by code and students by last then first name. */
export function slipsByClass(
  slips: readonly SignInSlip[],
): Array<{ classCode: string; slips: SignInSlip[] }> {
  const byClass = new Map<string, SignInSlip[]>();
  for (const slip of slips) {
    const list = byClass.get(slip.classCode) ?? [];
    list.push(slip);
    byClass.set(slip.classCode, list);
  }
  const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
  return [...byClass]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([classCode, list]) => ({
      classCode,
      slips: list.sort(
        (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
      ),
    }));
}

export async function signInSlipsPdf(o: {
  slips: readonly SignInSlip[];
  schoolName: string;
  signInAddress: string;
}): Promise<Buffer> {
  const kit = await loadPdfKitWithNameFonts();
  const { h, Document, Page, Text, View } = kit;
  const nfc = (text: string) => text.normalize('NFC');
  const pages = slipsByClass(o.slips).map((group) =>
    h(
      Page,
      { key: group.classCode, size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.head, fixed: true },
        h(Text, { style: styles.headClass }, nfc(group.classCode || 'No class')),
        h(Text, null, `${nfc(o.schoolName)} · cut along the dashed lines`),
      ),
      h(
        View,
        { style: styles.grid },
        ...group.slips.map((slip, i) =>
          h(
            View,
            { key: i, style: styles.slip, wrap: false },
            h(Text, { style: styles.name }, nfc(`${slip.firstName} ${slip.lastName}`)),
            h(Text, { style: styles.small }, nfc(`${slip.classCode} · ${o.schoolName}`)),
            h(Text, { style: styles.label }, 'Sign in at'),
            h(Text, null, o.signInAddress),
            h(Text, { style: styles.label }, 'Username'),
            h(Text, { style: styles.secret }, slip.userName),
            h(Text, { style: styles.label }, 'Password'),
            h(Text, { style: styles.secret }, slip.password),
          ),
        ),
      ),
    ),
  );
  return kit.renderToBuffer(h(Document, { title: 'Sign-in slips', author: 'Mathsight' }, ...pages));
}
