import type { PdfSection } from '@mathsight/contract/assistant-documents.ts';
import { loadPdfKitWithNameFonts, NAME_FONT_FAMILIES } from '../../../shared/pdf-kit.ts';

/**
 * The pdf-generator's document (issue 29 point 4): a title (the teacher's instruction), the date, and
 * sections of plain text (an answer, a conversation's turns, a CSV summary, student reports) on A4,
 * flowing over as many pages as they need. The text is set as it is: nothing in it is interpreted.
 */
const styles = {
  page: {
    padding: 48,
    paddingBottom: 56,
    fontFamily: NAME_FONT_FAMILIES,
    fontSize: 10.5,
    lineHeight: 1.4,
    color: '#1f2933',
  },
  title: { fontSize: 17, fontWeight: 700, marginBottom: 2 },
  subtitle: { fontSize: 9.5, color: '#52606d', marginBottom: 16 },
  heading: { fontSize: 11.5, fontWeight: 700, marginTop: 10, marginBottom: 3 },
  para: { marginBottom: 6 },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 8, color: '#52606d' },
} as const;

const dateText = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

export async function assistantPdf(o: {
  title: string;
  sections: readonly PdfSection[];
  today: Date;
}): Promise<Buffer> {
  const kit = await loadPdfKitWithNameFonts();
  const { h, Document, Page, Text, View } = kit;
  const nfc = (text: string) => text.normalize('NFC');
  const body = o.sections.map((section, i) =>
    h(
      View,
      { key: i },
      section.heading ? h(Text, { style: styles.heading, minPresenceAhead: 24 }, nfc(section.heading)) : null,
      ...section.text
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== '')
        .map((p, j) => h(Text, { key: j, style: styles.para }, nfc(p))),
    ),
  );
  return kit.renderToBuffer(
    h(
      Document,
      { title: nfc(o.title), author: 'Mathsight' },
      h(
        Page,
        { size: 'A4', style: styles.page, wrap: true },
        h(Text, { style: styles.title }, nfc(o.title)),
        h(Text, { style: styles.subtitle }, `${dateText(o.today)} · Mathsight assistant`),
        ...body,
        h(Text, {
          style: styles.footer,
          fixed: true,
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            `Figures from Mathsight's own records. Page ${pageNumber} of ${totalPages}`,
        }),
      ),
    ),
  );
}
