/**
 * Topic units (the teachable chunks a teacher sets as a topic pathway), the tags that describe
 * them and the pathway collections that group them by key stage. All ids are written out so they
 * never move.
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

/** The collection the app opens by default (spec §9: default topic collection id 4). */
export const DEFAULT_TOPIC_COLLECTION_ID = 4;

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

const FLUENCY = 1;
const REASONING = 2;
const PROBLEM_SOLVING = 3;
const NON_CALCULATOR = 4;
const CALCULATOR = 5;
const VISUAL = 6;
const PRIMARY = 7;
const FOUNDATION = 8;
const HIGHER = 9;

/** Every topic unit, grouped by strand in teaching order. */
export const TOPIC_UNITS: readonly TopicUnit[] = [
  {
    topicUnitId: 1,
    name: 'Place value and number lines',
    description:
      'The value of each digit, ordering decimals, multiplying and dividing by powers of ten, and reading scales.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [101, 102, 103, 104],
    yearFrom: 5,
    yearTo: 6,
    topicTagIds: [REASONING, NON_CALCULATOR, VISUAL, PRIMARY],
  },
  {
    topicUnitId: 2,
    name: 'Rounding and estimation',
    description:
      'Rounding to the nearest 10, 100 or 1000, to decimal places and significant figures, and estimating answers.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [111, 112, 113, 114],
    yearFrom: 5,
    yearTo: 9,
    topicTagIds: [REASONING, NON_CALCULATOR, PRIMARY, FOUNDATION],
  },
  {
    topicUnitId: 3,
    name: 'Written methods',
    description: 'Column addition and subtraction, long multiplication and multiplying decimals.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [121, 122, 123, 124],
    yearFrom: 5,
    yearTo: 7,
    topicTagIds: [FLUENCY, NON_CALCULATOR, PRIMARY],
  },
  {
    topicUnitId: 4,
    name: 'Negative numbers',
    description: 'Adding, subtracting, multiplying and dividing with negative numbers.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [131, 132],
    yearFrom: 7,
    yearTo: 7,
    topicTagIds: [FLUENCY, NON_CALCULATOR],
  },
  {
    topicUnitId: 5,
    name: 'Order of operations',
    description: 'Using BIDMAS to evaluate calculations with several operations and powers.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [141],
    yearFrom: 6,
    yearTo: 6,
    topicTagIds: [FLUENCY, NON_CALCULATOR, PRIMARY],
  },
  {
    topicUnitId: 6,
    name: 'Factors, multiples and primes',
    description: 'Highest common factors, lowest common multiples and writing numbers as products of primes.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [151, 152],
    yearFrom: 7,
    yearTo: 8,
    topicTagIds: [REASONING, NON_CALCULATOR, FOUNDATION],
  },
  {
    topicUnitId: 7,
    name: 'Equivalent fractions and fractions of amounts',
    description: 'Finding equivalent fractions and calculating a fraction of an amount.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [161, 162],
    yearFrom: 5,
    yearTo: 5,
    topicTagIds: [FLUENCY, NON_CALCULATOR, PRIMARY],
  },
  {
    topicUnitId: 8,
    name: 'Calculating with fractions',
    description: 'Adding, subtracting, multiplying and dividing fractions.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [163, 164, 165],
    yearFrom: 5,
    yearTo: 8,
    topicTagIds: [FLUENCY, NON_CALCULATOR, PRIMARY, FOUNDATION],
  },
  {
    topicUnitId: 9,
    name: 'Fractions, decimals and percentages',
    description: 'Converting between fractions, decimals and percentages and finding percentages of amounts.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [166, 171],
    yearFrom: 6,
    yearTo: 7,
    topicTagIds: [FLUENCY, NON_CALCULATOR, PRIMARY],
  },
  {
    topicUnitId: 10,
    name: 'Powers and roots',
    description: 'Evaluating powers, including of negative numbers, and simplifying surds.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [181, 184],
    yearFrom: 7,
    yearTo: 10,
    topicTagIds: [FLUENCY, NON_CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 11,
    name: 'Standard form',
    description: 'Writing very large and very small numbers in standard form.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [183],
    yearFrom: 9,
    yearTo: 9,
    topicTagIds: [FLUENCY, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 41,
    name: 'Indices, surds and standard form',
    description:
      'Negative and fractional indices, multiplying surds, expanding brackets with surds, rationalising denominators and calculating in standard form.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [191, 192, 193, 197],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [FLUENCY, NON_CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 42,
    name: 'Bounds, recurring decimals and counting',
    description:
      'Error intervals and the bounds of a calculation, recurring decimals as fractions, and counting with the product rule.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [194, 195, 196],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [REASONING, PROBLEM_SOLVING, HIGHER],
  },
  {
    topicUnitId: 43,
    name: 'Multi-step money problems',
    description: 'Planning the steps of a shopping problem: totals of several items, then the change.',
    strand: 'number',
    strandSubjectId: 2,
    subjectIds: [142],
    yearFrom: 7,
    yearTo: 8,
    topicTagIds: [PROBLEM_SOLVING, NON_CALCULATOR, FOUNDATION],
  },
  {
    topicUnitId: 12,
    name: 'Algebraic expressions',
    description: 'Collecting like terms, multiplying terms and substituting into expressions.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [201, 202, 204],
    yearFrom: 7,
    yearTo: 8,
    topicTagIds: [FLUENCY, NON_CALCULATOR],
  },
  {
    topicUnitId: 13,
    name: 'Expanding and factorising',
    description: 'Expanding single and double brackets and factorising linear and quadratic expressions.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [211, 212, 213, 214],
    yearFrom: 8,
    yearTo: 10,
    topicTagIds: [FLUENCY, NON_CALCULATOR, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 14,
    name: 'Solving equations',
    description: 'Using inverse operations, from function machines to equations with unknowns on both sides.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [221, 222, 223, 224, 225],
    yearFrom: 7,
    yearTo: 10,
    topicTagIds: [FLUENCY, REASONING, VISUAL, FOUNDATION],
  },
  {
    topicUnitId: 15,
    name: 'Sequences',
    description: 'Generating terms from the nth term and finding the nth term of a linear sequence.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [231, 232],
    yearFrom: 7,
    yearTo: 8,
    topicTagIds: [REASONING, NON_CALCULATOR],
  },
  {
    topicUnitId: 16,
    name: 'Straight-line graphs',
    description: 'Finding gradients from two points and from the equation of a line.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [241, 242],
    yearFrom: 9,
    yearTo: 9,
    topicTagIds: [REASONING, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 17,
    name: 'Inequalities and formulae',
    description: 'Solving linear inequalities and changing the subject of a formula.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [251, 261],
    yearFrom: 9,
    yearTo: 10,
    topicTagIds: [FLUENCY, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 18,
    name: 'Laws of indices',
    description: 'Multiplying, dividing and raising algebraic powers.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [206],
    yearFrom: 9,
    yearTo: 10,
    topicTagIds: [FLUENCY, NON_CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 19,
    name: 'Ratio',
    description: 'Simplifying ratios, sharing in a ratio and linking ratios with fractions.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [301, 302, 303, 304],
    yearFrom: 7,
    yearTo: 8,
    topicTagIds: [REASONING, PROBLEM_SOLVING, VISUAL],
  },
  {
    topicUnitId: 20,
    name: 'Direct and inverse proportion',
    description: 'Solving problems with the unitary method and with inverse proportion.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [311, 312],
    yearFrom: 6,
    yearTo: 9,
    topicTagIds: [PROBLEM_SOLVING, PRIMARY, FOUNDATION],
  },
  {
    topicUnitId: 21,
    name: 'Percentage change',
    description:
      'Increasing and decreasing by a percentage, finding percentage change and reverse percentages.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [321, 322, 323],
    yearFrom: 8,
    yearTo: 10,
    topicTagIds: [PROBLEM_SOLVING, CALCULATOR, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 22,
    name: 'Growth, interest and speed',
    description: 'Repeated percentage change, compound interest and speed, distance and time.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [324, 325, 331],
    yearFrom: 8,
    yearTo: 10,
    topicTagIds: [PROBLEM_SOLVING, CALCULATOR, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 23,
    name: 'Similarity and scale factors',
    description: 'Missing lengths in similar shapes and how area and volume scale.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [341, 342],
    yearFrom: 9,
    yearTo: 11,
    topicTagIds: [PROBLEM_SOLVING, VISUAL, HIGHER],
  },
  {
    topicUnitId: 24,
    name: 'Units of measure',
    description: 'Converting metric units, units of time and units of area.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [351, 352, 353],
    yearFrom: 5,
    yearTo: 9,
    topicTagIds: [FLUENCY, PRIMARY, FOUNDATION],
  },
  {
    topicUnitId: 25,
    name: 'Angle facts',
    description: 'Angles on a straight line, around a point, in triangles and in isosceles triangles.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [401, 402, 403, 404],
    yearFrom: 6,
    yearTo: 8,
    topicTagIds: [REASONING, VISUAL, PRIMARY],
  },
  {
    topicUnitId: 26,
    name: 'Parallel lines and polygons',
    description: 'Alternate, corresponding and co-interior angles, and the angles of polygons.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [405, 406],
    yearFrom: 8,
    yearTo: 9,
    topicTagIds: [REASONING, VISUAL, FOUNDATION],
  },
  {
    topicUnitId: 27,
    name: 'Perimeter and area',
    description: 'Perimeter and area of rectangles, and the areas of triangles, parallelograms and trapezia.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [411, 412, 413, 414],
    yearFrom: 5,
    yearTo: 8,
    topicTagIds: [FLUENCY, VISUAL, PRIMARY],
  },
  {
    topicUnitId: 28,
    name: 'Circles',
    description: 'Area and circumference of circles in terms of π.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [415],
    yearFrom: 9,
    yearTo: 9,
    topicTagIds: [FLUENCY, VISUAL, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 29,
    name: 'Volume and surface area',
    description: 'Volume and surface area of cuboids and the volume of cylinders.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [421, 422, 423],
    yearFrom: 6,
    yearTo: 10,
    topicTagIds: [FLUENCY, VISUAL, PRIMARY, FOUNDATION],
  },
  {
    topicUnitId: 30,
    name: 'Pythagoras and trigonometry',
    description: "Finding missing sides in right-angled triangles with Pythagoras' theorem and trigonometry.",
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [431, 432],
    yearFrom: 9,
    yearTo: 10,
    topicTagIds: [PROBLEM_SOLVING, CALCULATOR, VISUAL, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 31,
    name: 'Coordinates, translations and bearings',
    description: 'Reading coordinates in four quadrants, translating by vectors and finding back bearings.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [441, 442, 407],
    yearFrom: 6,
    yearTo: 9,
    topicTagIds: [REASONING, VISUAL, PRIMARY, FOUNDATION],
  },
  {
    topicUnitId: 38,
    name: 'Arcs, sectors and circle theorems',
    description:
      'Arc lengths and sector areas in terms of π, in context too, and the angle facts of circles: the angle at the centre and cyclic quadrilaterals.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [451, 452, 453],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [FLUENCY, REASONING, PROBLEM_SOLVING, NON_CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 39,
    name: 'Cones and spheres',
    description: 'The volume of cones and spheres and the surface area of spheres, in terms of π.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [461, 462, 463],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [FLUENCY, PROBLEM_SOLVING, NON_CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 40,
    name: 'Vectors, 3D Pythagoras and the sine and cosine rules',
    description:
      'Adding, subtracting and scaling column vectors, their magnitude, the longest diagonal of a cuboid, and missing sides with the sine and cosine rules.',
    strand: 'geometry',
    strandSubjectId: 5,
    subjectIds: [471, 472, 473, 474, 475],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [FLUENCY, PROBLEM_SOLVING, CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 32,
    name: 'Averages and range',
    description: 'Mean, median, mode and range, including from frequency tables and with missing values.',
    strand: 'statistics',
    strandSubjectId: 6,
    subjectIds: [501, 502, 503, 504, 505, 506],
    yearFrom: 6,
    yearTo: 9,
    topicTagIds: [FLUENCY, REASONING, PRIMARY, FOUNDATION],
  },
  {
    topicUnitId: 33,
    name: 'Statistical charts',
    description: 'Reading bar charts and drawing and interpreting pie charts.',
    strand: 'statistics',
    strandSubjectId: 6,
    subjectIds: [511, 512],
    yearFrom: 5,
    yearTo: 8,
    topicTagIds: [REASONING, VISUAL, PRIMARY],
  },
  {
    topicUnitId: 34,
    name: 'Probability',
    description: 'Single events, complements, expected frequency and independent events on tree diagrams.',
    strand: 'statistics',
    strandSubjectId: 6,
    subjectIds: [521, 522, 523, 524, 525],
    yearFrom: 7,
    yearTo: 10,
    topicTagIds: [REASONING, VISUAL, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 35,
    name: 'Quadratics',
    description:
      'Factorising harder quadratics, solving quadratic equations and inequalities, completing the square and turning points, quadratic sequences and expanding three brackets.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [271, 272, 273, 274, 275, 276, 277, 252],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [FLUENCY, NON_CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 36,
    name: 'Functions and iteration',
    description:
      'Function notation: evaluating composite functions, finding inverse functions and working out terms of an iterative formula.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [262, 263, 266],
    yearFrom: 11,
    yearTo: 11,
    topicTagIds: [FLUENCY, REASONING, HIGHER],
  },
  {
    topicUnitId: 37,
    name: 'Forming and solving harder equations',
    description:
      'Forming and solving equations from real situations (taxi fares, phone tariffs, ticket prices) and solving equations with algebraic fractions.',
    strand: 'algebra',
    strandSubjectId: 3,
    subjectIds: [264, 265],
    yearFrom: 9,
    yearTo: 11,
    topicTagIds: [PROBLEM_SOLVING, REASONING, FOUNDATION, HIGHER],
  },
  {
    topicUnitId: 44,
    name: 'Proportion as a formula',
    description:
      'Direct and inverse proportion written as y = kxⁿ and y = k/xⁿ: finding the constant, then using it, with squares, cubes and square roots.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [361, 362],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [FLUENCY, REASONING, HIGHER],
  },
  {
    topicUnitId: 45,
    name: 'Compound measures and their units',
    description:
      'Density and pressure with the units changed first, converting speeds between km/h and m/s, and the average speed of a journey in parts.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [332, 333, 334, 335],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [PROBLEM_SOLVING, CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 46,
    name: 'Ratio and percentage problem solving',
    description:
      'Depreciation over several years, combining two ratios into one, sharing when only the difference between shares is known, and percentage profit.',
    strand: 'ratio',
    strandSubjectId: 4,
    subjectIds: [371, 372, 373, 374],
    yearFrom: 10,
    yearTo: 11,
    topicTagIds: [PROBLEM_SOLVING, REASONING, HIGHER],
  },
  {
    topicUnitId: 47,
    name: 'Grouped data and sampling',
    description:
      'Estimating the mean from grouped data, frequency density, interquartile range, combined means, stratified samples, capture–recapture and relative frequency.',
    strand: 'statistics',
    strandSubjectId: 6,
    subjectIds: [531, 532, 533, 534, 541, 542, 543],
    yearFrom: 9,
    yearTo: 11,
    topicTagIds: [REASONING, PROBLEM_SOLVING, CALCULATOR, HIGHER],
  },
  {
    topicUnitId: 48,
    name: 'Sets and conditional probability',
    description:
      'Set notation, conditional probability, dependent events without replacement, "at least one" and probability problems in context.',
    strand: 'statistics',
    strandSubjectId: 6,
    subjectIds: [551, 552, 553, 554, 555],
    yearFrom: 9,
    yearTo: 11,
    topicTagIds: [REASONING, PROBLEM_SOLVING, HIGHER],
  },
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
