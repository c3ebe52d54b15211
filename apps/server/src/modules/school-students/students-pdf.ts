import type { SchoolStudent } from '@mathsight/contract/school-students.ts';
import { loadPdfKitWithNameFonts, NAME_FONT_FAMILIES } from '../../shared/pdf-kit.ts';

const styles = {
  page: { padding: 28, fontSize: 9, fontFamily: NAME_FONT_FAMILIES, color: '#1a1a1a' },
  title: { fontSize: 14, fontWeight: 700, marginBottom: 4 },
  subtitle: { fontSize: 9, marginBottom: 10, color: '#444' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#bbb', minHeight: 16 },
  head: { backgroundColor: '#eef1f6', fontWeight: 700 },
  name: { width: 180, padding: 3 },
  userName: { width: 150, padding: 3 },
  classes: { flexGrow: 1, flexBasis: 0, padding: 3 },
  years: { width: 120, padding: 3 },
  archived: { width: 56, padding: 3 },
  footer: { position: 'absolute', bottom: 14, left: 28, right: 28, fontSize: 8, color: '#555' },
} as const;

/**
 * The students list as a PDF (A4 landscape): a table of name, username, classes, year groups and
 * archive state, the heading repeated on each page, "page n of m" at the foot. Names in Noto Sans
 * (NAME_FONT_FAMILIES), so Nguyễn and Łukasz print as written.
 */
export async function studentsPdf(
  items: readonly SchoolStudent[],
  o: { schoolName: string; today: Date },
): Promise<Buffer> {
  const { h, Document, Page, Text, View, renderToBuffer } = await loadPdfKitWithNameFonts();
  const headRow = h(
    View,
    { style: [styles.row, styles.head], fixed: true },
    h(Text, { style: styles.name }, 'Name'),
    h(Text, { style: styles.userName }, 'Username'),
    h(Text, { style: styles.classes }, 'Classes'),
    h(Text, { style: styles.years }, 'Year groups'),
    h(Text, { style: styles.archived }, 'Archived'),
  );
  const rows = items.map((s) =>
    h(
      View,
      { key: s.studentId, style: styles.row, wrap: false },
      h(Text, { style: styles.name }, `${s.lastName}, ${s.firstName}`),
      h(Text, { style: styles.userName }, s.userName),
      h(Text, { style: styles.classes }, s.groups.map((g) => g.code).join(', ')),
      h(Text, { style: styles.years }, s.yearGroups.map((y) => y.name).join(', ')),
      h(Text, { style: styles.archived }, s.isArchived ? 'Yes' : 'No'),
    ),
  );
  const date = o.today.toISOString().slice(0, 10);
  const document = h(
    Document,
    { title: `${o.schoolName} students`, author: 'Mathsight' },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: styles.page },
      h(Text, { style: styles.title }, `${o.schoolName}: students`),
      h(
        Text,
        { style: styles.subtitle },
        `${items.length} ${items.length === 1 ? 'student' : 'students'} · ${date}`,
      ),
      headRow,
      ...rows,
      h(Text, {
        style: styles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `Page ${pageNumber} of ${totalPages}`,
      }),
    ),
  );
  return renderToBuffer(document);
}
