/**
 * What a topic unit, its tags and a pathway collection are, and the tags themselves: in a file of
 * their own so the unit lists (`topic-units-*.ts`) and `topic-units.ts`, which gathers them, do not import
 * each other.
 */

import type { Strand } from './construct.ts';

/** A short label a teacher can filter topic units by. */
export interface TopicTag {
  topicTagId: number;
  name: string;
}

/** A unit of teaching with its own topic pathway quiz. */
export interface TopicUnit {
  topicUnitId: number;
  name: string;
  description: string;
  /** The strand the unit sits in (the same names constructs and the API contract use). */
  strand: Strand;
  /** The level-1 subject for that strand. */
  strandSubjectId: number;
  /** The level-3 subjects (subtopics) the unit covers. */
  subjectIds: number[];
  /** GB year groups the unit is taught in, inclusive. */
  yearFrom: number;
  yearTo: number;
  topicTagIds: number[];
}

/** A named, ordered set of topic units (the spec's topic pathway collection). */
export interface TopicPathwayCollection {
  collectionId: number;
  name: string;
  description: string;
  yearFrom: number;
  yearTo: number;
  topicUnitIds: number[];
}

/** Every topic tag. */
export const TOPIC_TAGS: readonly TopicTag[] = [
  { topicTagId: 1, name: 'Fluency' },
  { topicTagId: 2, name: 'Reasoning' },
  { topicTagId: 3, name: 'Problem solving' },
  { topicTagId: 4, name: 'Non-calculator' },
  { topicTagId: 5, name: 'Calculator' },
  { topicTagId: 6, name: 'Visual' },
  { topicTagId: 7, name: 'Primary transition' },
  { topicTagId: 8, name: 'GCSE Foundation' },
  { topicTagId: 9, name: 'GCSE Higher' },
];

export const FLUENCY = 1;
export const REASONING = 2;
export const PROBLEM_SOLVING = 3;
export const NON_CALCULATOR = 4;
export const CALCULATOR = 5;
export const VISUAL = 6;
export const PRIMARY = 7;
export const FOUNDATION = 8;
export const HIGHER = 9;
