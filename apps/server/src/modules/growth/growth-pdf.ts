import type { ClassGrowth, StudentGrowth } from '@mathsight/contract/growth.ts';
import { proficiencyLabel } from '../../measurement/labels.ts';
import { loadPdfKitWithNameFonts, NAME_FONT_FAMILIES } from '../../shared/pdf-kit.ts';

/**
 * Growth PDFs (spec §7, issue 14 point 4): one A4 page per student of a class, for a parent or a head
 * of year: the baseline, the measure now and the growth with its uncertainty in words, a line chart of
 * the weekly measure with its band (± one standard error), and the topics secure and developing.
 */

export interface PdfTopic {
  studentId: number;
  name: string;
  measure: { mean: number; variance: number; count: number };
}

/** What the pages need: a class's growth, or one student's with their classes as the group. */
export type GrowthPdfInput = Pick<ClassGrowth, 'strand' | 'strands' | 'expectedLevel' | 'students'> & {
  group: { name: string };
};

const CHART = { width: 480, height: 170, pad: 6 };
const MAX_TOPICS = 8;

const styles = {
  page: { padding: 40, fontSize: 10.5, fontFamily: NAME_FONT_FAMILIES, color: '#1f2933', lineHeight: 1.35 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 2 },
  subtitle: { fontSize: 10, color: '#52606d', marginBottom: 14 },
  boxes: { flexDirection: 'row', marginBottom: 10 },
  box: {
    flexGrow: 1,
    flexBasis: 0,
    border: '1pt solid #cbd2d9',
    borderRadius: 4,
    padding: 8,
    marginRight: 8,
  },
  boxLast: { flexGrow: 1, flexBasis: 0, border: '1pt solid #cbd2d9', borderRadius: 4, padding: 8 },
  boxHead: { fontSize: 9, color: '#52606d', marginBottom: 2 },
  boxValue: { fontSize: 14, fontWeight: 700 },
  words: { marginBottom: 12 },
  h2: { fontSize: 12, fontWeight: 700, marginTop: 8, marginBottom: 4 },
  axis: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    width: CHART.width,
    fontSize: 8,
    color: '#52606d',
  },
  key: { fontSize: 8.5, color: '#52606d', marginTop: 3 },
  columns: { flexDirection: 'row', marginTop: 4 },
  column: { flexGrow: 1, flexBasis: 0, marginRight: 12 },
  item: { marginBottom: 1 },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 8, color: '#52606d' },
} as const;

const fixed1 = (n: number) => (n > 0 ? `+${n.toFixed(1)}` : n.toFixed(1));
const measureText = (ability: number, se: number) => `${ability.toFixed(1)} ± ${se.toFixed(1)}`;
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** The growth in words a parent reads: said to have changed only when the 95 % interval excludes 0. */
export function growthSentence(s: StudentGrowth, strandName: string): string {
  const name = s.firstName;
  const area = strandName.toLowerCase();
  switch (s.verdict) {
    case 'grew':
      return `${name} has made clear progress in ${area} since the baseline: the rise is larger than the uncertainty in either measure.`;
    case 'fell':
      return `${name}'s measure in ${area} is lower than at the baseline, by more than the uncertainty in either measure. It is worth a conversation.`;
    case 'about the same':
      return `${name}'s measure in ${area} is about the same as at the baseline: any change so far is within the uncertainty of the measures, so it is too early to say it has gone up or down.`;
    default:
      return s.now
        ? `${name} has no baseline in ${area} yet: it is set by their first diagnostic quiz (or, without one, their first 10 answers in ${area}).`
        : `${name} has not answered questions in ${area} yet.`;
  }
}

export async function growthPdf(
  growth: GrowthPdfInput,
  topics: readonly PdfTopic[],
  options: { schoolName: string; today: Date },
): Promise<Buffer> {
  const kit = await loadPdfKitWithNameFonts();
  const { h, Document, Page, Text, View, Svg, Line, Polyline, Polygon } = kit;
  const strandName = growth.strands.find((s) => s.strand === growth.strand)?.name ?? growth.strand;
  const today = options.today.toISOString();

  function chart(s: StudentGrowth) {
    const weeks = s.weeks;
    if (weeks.length === 0) return h(Text, { style: styles.key }, 'No weekly measures yet.');
    const values = weeks.flatMap((w) => [w.ability - w.standardError, w.ability + w.standardError]);
    if (s.baseline) values.push(s.baseline.ability);
    values.push(growth.expectedLevel);
    const lo = Math.floor(Math.min(...values) * 2) / 2;
    const hi = Math.ceil(Math.max(...values) * 2) / 2 || lo + 1;
    const { width, height, pad } = CHART;
    const x = (i: number) =>
      weeks.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (weeks.length - 1);
    const y = (v: number) => pad + ((hi - v) * (height - 2 * pad)) / (hi - lo || 1);
    const pts = (list: Array<[number, number]>) =>
      list.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ');
    const upper = weeks.map((w, i) => [x(i), y(w.ability + w.standardError)] as [number, number]);
    const lower = weeks.map((w, i) => [x(i), y(w.ability - w.standardError)] as [number, number]).reverse();
    const line = weeks.map((w, i) => [x(i), y(w.ability)] as [number, number]);
    return h(
      View,
      null,
      h(
        View,
        {
          style: {
            flexDirection: 'row',
            justifyContent: 'space-between',
            width,
            fontSize: 8,
            color: '#52606d',
          },
        },
        h(Text, null, `${hi.toFixed(1)}`),
        h(Text, null, 'measure'),
      ),
      h(
        Svg,
        { width, height, viewBox: `0 0 ${width} ${height}` },
        h(Line, { x1: 0, y1: height - 1, x2: width, y2: height - 1, stroke: '#9aa5b1', strokeWidth: 1 }),
        h(Line, { x1: 0, y1: 0, x2: 0, y2: height, stroke: '#9aa5b1', strokeWidth: 1 }),
        h(Polygon, { points: pts([...upper, ...lower]), fill: '#c7d7fe', fillOpacity: 0.7, stroke: 'none' }),
        h(Line, {
          x1: 0,
          y1: y(growth.expectedLevel),
          x2: width,
          y2: y(growth.expectedLevel),
          stroke: '#7b8794',
          strokeWidth: 1,
          strokeDasharray: '2,3',
        }),
        ...(s.baseline
          ? [
              h(Line, {
                x1: 0,
                y1: y(s.baseline.ability),
                x2: width,
                y2: y(s.baseline.ability),
                stroke: '#b45309',
                strokeWidth: 1.2,
                strokeDasharray: '6,3',
              }),
            ]
          : []),
        h(Polyline, { points: pts(line), fill: 'none', stroke: '#1d4ed8', strokeWidth: 2 }),
      ),
      h(
        View,
        { style: styles.axis },
        h(Text, null, `${lo.toFixed(1)} · week of ${dateText(`${weeks[0]?.weekStart}T12:00:00Z`)}`),
        h(Text, null, `week of ${dateText(`${weeks[weeks.length - 1]?.weekStart}T12:00:00Z`)}`),
      ),
      h(
        Text,
        { style: styles.key },
        'Blue line: the measure at the end of each week; shaded: its likely range (± one standard error); ',
        'orange dashes: the baseline; grey dots: the level expected for the year.',
      ),
    );
  }

  function page(s: StudentGrowth) {
    const own = topics.filter((t) => t.studentId === s.studentId);
    const labelled = own.map((t) => ({
      name: t.name,
      label: proficiencyLabel(t.measure, growth.expectedLevel),
    }));
    const secure = labelled.filter((t) => t.label === 'secure').slice(0, MAX_TOPICS);
    const developing = labelled.filter((t) => t.label === 'developing').slice(0, MAX_TOPICS);
    const list = (items: typeof secure, none: string) =>
      items.length === 0
        ? [h(Text, { key: 'none', style: styles.item }, none)]
        : items.map((t) => h(Text, { key: t.name, style: styles.item }, `• ${t.name}`));
    const box = (head: string, value: string, detail: string, last = false) =>
      h(
        View,
        { style: last ? styles.boxLast : styles.box },
        h(Text, { style: styles.boxHead }, head),
        h(Text, { style: styles.boxValue }, value),
        h(Text, { style: styles.boxHead }, detail),
      );
    const b = s.baseline;
    return h(
      Page,
      { key: s.studentId, size: 'A4', style: styles.page },
      h(Text, { style: styles.title }, `${s.firstName} ${s.lastName}`),
      h(
        Text,
        { style: styles.subtitle },
        `${growth.group.name} · ${strandName} · ${options.schoolName} · ${dateText(today)}`,
      ),
      h(
        View,
        { style: styles.boxes },
        box(
          'Baseline',
          b ? measureText(b.ability, b.standardError) : 'not set yet',
          b
            ? `${b.source === 'diagnostic' ? (b.assignmentName ?? 'Diagnostic quiz') : 'First 10 answers'}, ${dateText(b.measuredAt)}`
            : 'Set a diagnostic quiz',
        ),
        box(
          'Now',
          s.now ? measureText(s.now.ability, s.now.standardError) : 'no answers yet',
          s.now ? `${s.now.label}, from ${s.now.answerCount} answers` : '',
        ),
        box(
          'Growth',
          s.growth === null || s.growthStandardError === null
            ? '–'
            : `${fixed1(s.growth)} ± ${s.growthStandardError.toFixed(1)}`,
          s.verdict,
          true,
        ),
      ),
      h(Text, { style: styles.words }, growthSentence(s, strandName)),
      h(Text, { style: styles.h2 }, `${strandName}: week by week`),
      chart(s),
      h(
        View,
        { style: styles.columns },
        h(
          View,
          { style: styles.column },
          h(Text, { style: styles.h2 }, 'Topics secure'),
          ...list(secure, 'None yet.'),
        ),
        h(
          View,
          { style: styles.column },
          h(Text, { style: styles.h2 }, 'Topics developing'),
          ...list(developing, 'None yet.'),
        ),
      ),
      h(
        Text,
        { style: styles.footer },
        'How to read this: the measure comes from every question answered in Mathsight, on one scale for all ',
        'years (0 is a typical Year 7 student; each school year adds about 0.5). "±" is the uncertainty: the ',
        'measure is likely within that much of the figure. Growth is said to be up or down only when the change ',
        'is clearly larger than the uncertainty.',
      ),
    );
  }

  const pages =
    growth.students.length > 0
      ? growth.students.map(page)
      : [
          h(
            Page,
            { key: 'empty', size: 'A4', style: styles.page },
            h(Text, null, `${growth.group.name} has no students.`),
          ),
        ];
  const document = h(
    Document,
    { title: `${growth.group.name} growth in ${strandName}`, author: 'Mathsight' },
    ...pages,
  );
  return kit.renderToBuffer(document);
}
