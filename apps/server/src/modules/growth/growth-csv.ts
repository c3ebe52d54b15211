import type {
  ClassBaseline,
  ClassGrowth,
  GroupGrowthRow,
  GrowthByClass,
} from '@mathsight/contract/growth.ts';
import { type CsvCell, toSafeCsv } from '../../http/csv-safe.ts';

/** The growth and baseline screens' rows and columns as CSV, numbers as numbers (two decimals). */

const n2 = (v: number | null | undefined): CsvCell =>
  v === null || v === undefined ? null : Math.round(v * 100) / 100;

export function classGrowthCsv(g: ClassGrowth): string {
  return toSafeCsv([
    [
      'Last name',
      'First name',
      'Baseline',
      'Baseline SE',
      'Baseline from',
      'Now',
      'Now SE',
      'Now label',
      'Answers',
      'Growth',
      'Growth SE',
      'Growth in words',
    ],
    ...g.students.map((s) => [
      s.lastName,
      s.firstName,
      n2(s.baseline?.ability),
      n2(s.baseline?.standardError),
      s.baseline
        ? s.baseline.source === 'diagnostic'
          ? (s.baseline.assignmentName ?? 'diagnostic')
          : 'first 10 answers'
        : null,
      n2(s.now?.ability),
      n2(s.now?.standardError),
      s.now?.label ?? null,
      s.now?.answerCount ?? 0,
      n2(s.growth),
      n2(s.growthStandardError),
      s.verdict,
    ]),
  ]);
}

export function classBaselineCsv(b: ClassBaseline): string {
  return toSafeCsv([
    [
      'Last name',
      'First name',
      ...b.strands.flatMap((s) => [`${s.name} baseline`, `${s.name} SE`, `${s.name} label`]),
    ],
    ...b.students.map((st) => [
      st.lastName,
      st.firstName,
      ...b.strands.flatMap((s) => {
        const base = st.baselines.find((x) => x.strand === s.strand);
        return [n2(base?.ability), n2(base?.standardError), base?.label ?? null];
      }),
    ]),
  ]);
}

export function growthByClassCsv(g: GrowthByClass, view: 'growth' | 'baseline'): string {
  const rows = [...g.classes, ...g.years];
  const kind = (r: GroupGrowthRow) => (r.kind === 'class' ? 'Class' : 'Year group');
  if (view === 'baseline') {
    return toSafeCsv([
      ['Kind', 'Name', 'Students', 'With baseline', 'Mean baseline', 'Baseline SD', 'Baseline SE of mean'],
      ...rows.map((r) => [
        kind(r),
        r.name,
        r.studentCount,
        r.withBaseline,
        n2(r.baseline?.mean),
        n2(r.baseline?.standardDeviation),
        n2(r.baseline?.standardError),
      ]),
    ]);
  }
  return toSafeCsv([
    [
      'Kind',
      'Name',
      'Students',
      'With baseline',
      'Mean baseline',
      'Mean now',
      'Mean growth',
      'Growth SD',
      'Growth SE of mean',
      'Grew',
      'About the same',
      'Fell',
    ],
    ...rows.map((r) => [
      kind(r),
      r.name,
      r.studentCount,
      r.withBaseline,
      n2(r.baseline?.mean),
      n2(r.now?.mean),
      n2(r.growth?.mean),
      n2(r.growth?.standardDeviation),
      n2(r.growth?.standardError),
      r.grew,
      r.aboutTheSame,
      r.fell,
    ]),
  ]);
}
