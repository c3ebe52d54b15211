/**
 * Topic units (the teachable chunks a teacher sets as a topic pathway), the tags that describe
 * them and the pathway collections that group them by key stage. All ids are written out so they
 * never move.
 */

import type { TopicPathwayCollection, TopicUnit } from './topic-unit.ts';
import { NUMBER_ALGEBRA_UNITS } from './topic-units-number-algebra.ts';
import { RATIO_GEOMETRY_STATISTICS_UNITS } from './topic-units-ratio-geometry-statistics.ts';

export { TOPIC_TAGS, type TopicPathwayCollection, type TopicTag, type TopicUnit } from './topic-unit.ts';

/** The collection the app opens by default (spec §9: default topic collection id 4). */
export const DEFAULT_TOPIC_COLLECTION_ID = 4;

/** Every topic unit, grouped by strand in teaching order. */
export const TOPIC_UNITS: readonly TopicUnit[] = [
  ...NUMBER_ALGEBRA_UNITS,
  ...RATIO_GEOMETRY_STATISTICS_UNITS,
];

const SECONDARY_UNITS = [
  2, 3, 4, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
  32, 33, 34, 37, 43,
];

/** GCSE Higher units, taught in Years 10 and 11 only (so not in the Key Stage 3 collection). */
const HIGHER_ONLY_UNITS = [35, 36, 38, 39, 40, 41, 42, 44, 45, 46, 47, 48];

/** The pathway collections; id 4 (secondary, Years 7–11) is the default. */
export const TOPIC_PATHWAY_COLLECTIONS: readonly TopicPathwayCollection[] = [
  {
    collectionId: 1,
    name: 'Key Stage 2 (Years 5 and 6)',
    description: 'Upper primary topics, for Years 5 and 6 and for Year 7 transition.',
    yearFrom: 5,
    yearTo: 6,
    topicUnitIds: [1, 2, 3, 5, 7, 8, 9, 20, 24, 25, 27, 29, 31, 32, 33],
  },
  {
    collectionId: 2,
    name: 'Key Stage 3 (Years 7 to 9)',
    description: 'The lower secondary curriculum.',
    yearFrom: 7,
    yearTo: 9,
    topicUnitIds: SECONDARY_UNITS,
  },
  {
    collectionId: 3,
    name: 'Key Stage 4 Foundation',
    description:
      'Topics for the GCSE Foundation tier, including Key Stage 3 content that Foundation papers revisit.',
    yearFrom: 9,
    yearTo: 11,
    topicUnitIds: [2, 6, 8, 11, 13, 14, 16, 17, 20, 21, 22, 24, 26, 28, 29, 30, 31, 32, 34, 37, 43],
  },
  {
    collectionId: 4,
    name: 'Secondary maths (Years 7 to 11)',
    description: 'Every secondary topic in teaching order, from Year 7 to GCSE.',
    yearFrom: 7,
    yearTo: 11,
    // The GCSE Higher units (Years 10 and 11) come last, after Key Stage 3.
    topicUnitIds: [...SECONDARY_UNITS, ...HIGHER_ONLY_UNITS],
  },
  {
    collectionId: 5,
    name: 'Key Stage 4 Higher',
    description: 'Topics for the GCSE Higher tier.',
    yearFrom: 9,
    yearTo: 11,
    topicUnitIds: [
      2,
      10,
      11,
      13,
      14,
      16,
      17,
      18,
      20,
      21,
      22,
      23,
      24,
      26,
      28,
      29,
      30,
      31,
      32,
      34,
      37,
      ...HIGHER_ONLY_UNITS,
    ],
  },
];

const UNIT_BY_ID = new Map(TOPIC_UNITS.map((u) => [u.topicUnitId, u]));

/** The topic unit with this id, or undefined. */
export function topicUnitById(id: number): TopicUnit | undefined {
  return UNIT_BY_ID.get(id);
}
