/**
 * Schemes of work: which topic unit is taught in which half-term and week of each year, with
 * strand labels for colour-coding and holiday markers between half-terms.
 */

import type { Strand } from './construct.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import { topicPathwayQuizIdFor } from './quizzes.ts';
import { STRAND_SUBJECT_IDS } from './taxonomy.ts';
import { TOPIC_PATHWAY_COLLECTIONS, TOPIC_UNITS, topicUnitById } from './topic-units.ts';

/** A colour-coded label in a scheme, one per strand. */
export interface SchemeLabel {
  schemeOfWorkLabelId: number;
  schemeId: number;
  name: string;
  /** A hex colour that keeps 4.5:1 contrast with white text. */
  colour: string;
  strandSubjectId: number;
}

/** One topic unit placed in a scheme (the spec's SchemeQuiz, keyed by topicUnitQuizId). */
export interface SchemeUnit {
  topicUnitQuizId: number;
  schemeId: number;
  topicUnitId: number;
  topicPathwayQuizId: number;
  schemeOfWorkLabelId: number;
  yearGroup: number;
  /** Half-term, 1 (autumn 1) to 6 (summer 2). */
  term: number;
  /** The week of the half-term the unit starts in, 1-based. */
  week: number;
  /** How many weeks the unit runs for. */
  weeks: number;
  /** Position in the whole scheme, 1-based. */
  sequence: number;
}

/** A holiday break shown between half-terms. */
export interface HolidayUnit {
  holidayUnitId: number;
  schemeId: number;
  name: string;
  yearGroup: number;
  /** The half-term the holiday follows. */
  afterTerm: number;
}

/** A scheme of work for one or more year groups. */
export interface Scheme {
  schemeId: number;
  name: string;
  description: string;
  yearGroups: number[];
  isDefault: boolean;
  labels: SchemeLabel[];
  units: SchemeUnit[];
  holidayUnits: HolidayUnit[];
}

/** The scheme shown when a teacher has not chosen one: Key Stage 3. */
export const DEFAULT_SCHEME_ID = 1;

const STRAND_LABELS: ReadonlyArray<{ strand: Strand; name: string; colour: string }> = [
  { strand: 'number', name: 'Number', colour: '#1d4ed8' },
  { strand: 'algebra', name: 'Algebra', colour: '#7e22ce' },
  { strand: 'ratio', name: 'Ratio and proportion', colour: '#b45309' },
  { strand: 'geometry', name: 'Geometry and measures', colour: '#047857' },
  { strand: 'statistics', name: 'Probability and statistics', colour: '#be123c' },
];

const HOLIDAYS = [
  'October half-term',
  'Christmas holiday',
  'February half-term',
  'Easter holiday',
  'May half-term',
  'Summer holiday',
];

/** Topic units with a construct set in this year group, in unit order. */
function unitsForYear(year: number): number[] {
  const ids = new Set(CONSTRUCTS.filter((c) => c.yearGroup === year).map((c) => c.topicUnitId));
  return TOPIC_UNITS.map((u) => u.topicUnitId).filter((id) => ids.has(id));
}

interface SchemePlan {
  schemeId: number;
  name: string;
  description: string;
  years: ReadonlyArray<{ year: number; unitIds: readonly number[] }>;
}

/**
 * Where the i-th of a year's n units sits: three weeks each up to 12 units, two each up to 18 (both fill
 * half-terms exactly), and beyond that the units shared out over the six half-terms as evenly as they go,
 * each half-term's six weeks shared among its units, so that no unit runs past its half-term.
 */
function placeUnit(i: number, n: number): { term: number; week: number; weeks: number } {
  if (n <= 18) {
    const weeks = n <= 12 ? 3 : 2;
    const start = i * weeks; // 0-based week of the 36-week year
    const term = Math.floor(start / 6) + 1;
    return { term, week: start - (term - 1) * 6 + 1, weeks };
  }
  if (n > 36) throw new Error(`A year of ${n} units does not fit 36 weeks`);
  let first = 0;
  for (let t = 0; t < 6; t++) {
    const count = Math.floor(n / 6) + (t < n % 6 ? 1 : 0);
    if (i < first + count) {
      const k = i - first;
      const base = Math.floor(6 / count);
      const extra = 6 % count;
      const week = 1 + k * base + Math.min(k, extra);
      return { term: t + 1, week, weeks: base + (k < extra ? 1 : 0) };
    }
    first += count;
  }
  throw new Error('unreachable');
}

/** Spreads a year's units over six half-terms of six weeks, in order, each unit two or three weeks long. */
function buildScheme(plan: SchemePlan): Scheme {
  const labels: SchemeLabel[] = STRAND_LABELS.map((l, i) => ({
    schemeOfWorkLabelId: plan.schemeId * 10 + i + 1,
    schemeId: plan.schemeId,
    name: l.name,
    colour: l.colour,
    strandSubjectId: STRAND_SUBJECT_IDS[l.strand],
  }));
  const labelFor = (strandSubjectId: number) => labels.find((l) => l.strandSubjectId === strandSubjectId)!;
  const units: SchemeUnit[] = [];
  const holidayUnits: HolidayUnit[] = [];
  let sequence = 0;
  for (const { year, unitIds } of plan.years) {
    for (const [i, topicUnitId] of unitIds.entries()) {
      const { term, week, weeks } = placeUnit(i, unitIds.length);
      sequence++;
      units.push({
        topicUnitQuizId: plan.schemeId * 1000 + sequence,
        schemeId: plan.schemeId,
        topicUnitId,
        topicPathwayQuizId: topicPathwayQuizIdFor(topicUnitId),
        schemeOfWorkLabelId: labelFor(topicUnitById(topicUnitId)!.strandSubjectId).schemeOfWorkLabelId,
        yearGroup: year,
        term,
        week,
        weeks,
        sequence,
      });
    }
    HOLIDAYS.forEach((name, i) => {
      holidayUnits.push({
        holidayUnitId: plan.schemeId * 100 + holidayUnits.length + 1,
        schemeId: plan.schemeId,
        name,
        yearGroup: year,
        afterTerm: i + 1,
      });
    });
  }
  return {
    schemeId: plan.schemeId,
    name: plan.name,
    description: plan.description,
    yearGroups: plan.years.map((y) => y.year),
    isDefault: plan.schemeId === DEFAULT_SCHEME_ID,
    labels,
    units,
    holidayUnits,
  };
}

function splitInTwo(ids: readonly number[]): [number[], number[]] {
  const half = Math.ceil(ids.length / 2);
  return [ids.slice(0, half), ids.slice(half)];
}

/** Every scheme of work; Key Stage 3 (id 1) is the default. */
export function buildSchemes(): Scheme[] {
  const foundation = splitInTwo(TOPIC_PATHWAY_COLLECTIONS.find((c) => c.collectionId === 3)!.topicUnitIds);
  const higher = splitInTwo(TOPIC_PATHWAY_COLLECTIONS.find((c) => c.collectionId === 5)!.topicUnitIds);
  return [
    buildScheme({
      schemeId: 1,
      name: 'Key Stage 3 (Years 7 to 9)',
      description:
        'A three-year Key Stage 3 sequence: each year revisits number and algebra before ratio, geometry and statistics.',
      years: [7, 8, 9].map((year) => ({ year, unitIds: unitsForYear(year) })),
    }),
    buildScheme({
      schemeId: 2,
      name: 'Key Stage 2 (Years 5 and 6)',
      description:
        'Upper primary: secure place value, written methods and fractions before measures and statistics.',
      years: [5, 6].map((year) => ({ year, unitIds: unitsForYear(year) })),
    }),
    buildScheme({
      schemeId: 3,
      name: 'GCSE Foundation (Years 10 and 11)',
      description: 'A two-year Foundation tier course that revisits Key Stage 3 content before GCSE topics.',
      years: [
        { year: 10, unitIds: foundation[0] },
        { year: 11, unitIds: foundation[1] },
      ],
    }),
    buildScheme({
      schemeId: 4,
      name: 'GCSE Higher (Years 10 and 11)',
      description: 'A two-year Higher tier course.',
      years: [
        { year: 10, unitIds: higher[0] },
        { year: 11, unitIds: higher[1] },
      ],
    }),
  ];
}
