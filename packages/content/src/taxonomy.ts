/**
 * The subject tree, modelled on public diagnostic-question data sets: Maths (level 0), strands
 * (level 1), topics (level 2) and subtopics (level 3). Ids are written out, never computed, so they
 * stay stable however the list is reordered.
 */

/** One node of the subject tree. */
export interface Subject {
  subjectId: number;
  name: string;
  /** null only for the root. */
  parentId: number | null;
  /** 0 = Maths, 1 = strand, 2 = topic, 3 = subtopic. */
  level: 0 | 1 | 2 | 3;
}

/** The id of the root subject, Maths. */
export const MATHS_SUBJECT_ID = 1;

/** The strand subject ids, by construct strand name. */
export const STRAND_SUBJECT_IDS = {
  number: 2,
  algebra: 3,
  ratio: 4,
  geometry: 5,
  statistics: 6,
} as const;

type Tree = ReadonlyArray<{
  id: number;
  name: string;
  topics: ReadonlyArray<{ id: number; name: string; subtopics: ReadonlyArray<readonly [number, string]> }>;
}>;

const TREE: Tree = [
  {
    id: 2,
    name: 'Number',
    topics: [
      {
        id: 10,
        name: 'Place value and ordering',
        subtopics: [
          [101, 'Place value of digits'],
          [102, 'Ordering decimals'],
          [103, 'Multiplying and dividing by 10, 100 and 1000'],
          [104, 'Reading scales and number lines'],
        ],
      },
      {
        id: 11,
        name: 'Rounding and estimation',
        subtopics: [
          [111, 'Rounding whole numbers'],
          [112, 'Rounding to decimal places'],
          [113, 'Rounding to significant figures'],
          [114, 'Estimating calculations'],
        ],
      },
      {
        id: 12,
        name: 'Written calculation',
        subtopics: [
          [121, 'Column addition'],
          [122, 'Column subtraction'],
          [123, 'Long multiplication'],
          [124, 'Multiplying decimals'],
        ],
      },
      {
        id: 13,
        name: 'Negative numbers',
        subtopics: [
          [131, 'Adding and subtracting negative numbers'],
          [132, 'Multiplying and dividing negative numbers'],
        ],
      },
      {
        id: 14,
        name: 'Order of operations',
        subtopics: [
          [141, 'BIDMAS'],
          [142, 'Multi-step money problems'],
        ],
      },
      {
        id: 15,
        name: 'Factors, multiples and primes',
        subtopics: [
          [151, 'Highest common factor and lowest common multiple'],
          [152, 'Prime factor decomposition'],
        ],
      },
      {
        id: 16,
        name: 'Fractions',
        subtopics: [
          [161, 'Equivalent fractions'],
          [162, 'Fractions of amounts'],
          [163, 'Adding and subtracting fractions'],
          [164, 'Multiplying fractions'],
          [165, 'Dividing fractions'],
          [166, 'Converting fractions, decimals and percentages'],
        ],
      },
      { id: 17, name: 'Percentages', subtopics: [[171, 'Percentages of amounts']] },
      {
        id: 18,
        name: 'Powers and roots',
        subtopics: [
          [181, 'Powers and index notation'],
          [183, 'Standard form'],
          [184, 'Surds'],
        ],
      },
      {
        id: 19,
        name: 'Further number (GCSE Higher)',
        subtopics: [
          [191, 'Negative and fractional indices'],
          [192, 'Calculating with surds'],
          [193, 'Rationalising denominators'],
          [194, 'Error intervals and bounds'],
          [195, 'Recurring decimals'],
          [196, 'The product rule for counting'],
          [197, 'Calculating with standard form'],
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Algebra',
    topics: [
      {
        id: 20,
        name: 'Algebraic expressions',
        subtopics: [
          [201, 'Collecting like terms'],
          [202, 'Multiplying terms'],
          [204, 'Substitution'],
          [206, 'Laws of indices'],
          [207, 'Expressions, equations, formulae and identities'],
        ],
      },
      {
        id: 21,
        name: 'Expanding and factorising',
        subtopics: [
          [211, 'Expanding single brackets'],
          [212, 'Factorising into a single bracket'],
          [213, 'Expanding double brackets'],
          [214, 'Factorising quadratics'],
        ],
      },
      {
        id: 22,
        name: 'Equations',
        subtopics: [
          [221, 'Function machines'],
          [222, 'One-step equations'],
          [223, 'Two-step equations'],
          [224, 'Equations with unknowns on both sides'],
          [225, 'Simultaneous equations'],
        ],
      },
      {
        id: 23,
        name: 'Sequences',
        subtopics: [
          [231, 'Terms from the nth term'],
          [232, 'Finding the nth term'],
        ],
      },
      {
        id: 24,
        name: 'Straight-line graphs',
        subtopics: [
          [241, 'Gradient between two points'],
          [242, 'Equation of a straight line'],
          [243, 'Graphs of functions, their translations and circles'],
        ],
      },
      {
        id: 25,
        name: 'Inequalities',
        subtopics: [
          [251, 'Solving linear inequalities'],
          [252, 'Solving quadratic inequalities'],
        ],
      },
      {
        id: 26,
        name: 'Formulae, functions and harder equations',
        subtopics: [
          [261, 'Changing the subject'],
          [262, 'Composite functions'],
          [263, 'Inverse functions'],
          [264, 'Forming and solving equations in context'],
          [265, 'Equations with algebraic fractions'],
          [266, 'Iteration'],
        ],
      },
      {
        id: 27,
        name: 'Quadratics and polynomials',
        subtopics: [
          [271, 'Solving quadratics by factorising'],
          [272, 'The quadratic formula'],
          [273, 'Completing the square'],
          [274, 'The difference of two squares'],
          [275, 'Factorising ax² + bx + c'],
          [276, 'Expanding three binomials'],
          [277, 'Quadratic sequences'],
        ],
      },
    ],
  },
  {
    id: 4,
    name: 'Ratio, Proportion and Rates of Change',
    topics: [
      {
        id: 30,
        name: 'Ratio',
        subtopics: [
          [301, 'Simplifying ratios'],
          [302, 'Sharing in a ratio'],
          [303, 'Ratios and fractions'],
          [304, 'Using one part of a ratio'],
        ],
      },
      {
        id: 31,
        name: 'Proportion',
        subtopics: [
          [311, 'Direct proportion'],
          [312, 'Inverse proportion'],
        ],
      },
      {
        id: 32,
        name: 'Percentage change',
        subtopics: [
          [321, 'Percentage increase and decrease'],
          [322, 'Finding a percentage change'],
          [323, 'Reverse percentages'],
          [324, 'Repeated percentage change'],
          [325, 'Compound interest'],
        ],
      },
      {
        id: 33,
        name: 'Compound measures',
        subtopics: [
          [331, 'Speed, distance and time'],
          [332, 'Density'],
          [333, 'Pressure'],
          [334, 'Converting compound units'],
          [335, 'Average speed over a journey'],
        ],
      },
      {
        id: 34,
        name: 'Similarity and scale',
        subtopics: [
          [341, 'Lengths in similar shapes'],
          [342, 'Area and volume scale factors'],
        ],
      },
      {
        id: 35,
        name: 'Units of measure',
        subtopics: [
          [351, 'Metric units'],
          [352, 'Units of time'],
          [353, 'Units of area'],
        ],
      },
      {
        id: 36,
        name: 'Proportion as a formula',
        subtopics: [
          [361, 'Direct proportion with powers and roots'],
          [362, 'Inverse proportion with powers'],
        ],
      },
      {
        id: 37,
        name: 'Ratio and percentage problems',
        subtopics: [
          [371, 'Depreciation and decay'],
          [372, 'Combining ratios'],
          [373, 'Ratio problems given a difference'],
          [374, 'Profit and loss'],
        ],
      },
    ],
  },
  {
    id: 5,
    name: 'Geometry and Measures',
    topics: [
      {
        id: 40,
        name: 'Angles',
        subtopics: [
          [401, 'Angles on a straight line'],
          [402, 'Angles around a point'],
          [403, 'Angles in a triangle'],
          [404, 'Angles in isosceles triangles'],
          [405, 'Angles in parallel lines'],
          [406, 'Angles in polygons'],
          [407, 'Bearings'],
          [408, 'Naming angles'],
          [409, 'Symmetry'],
        ],
      },
      {
        id: 41,
        name: 'Perimeter and area',
        subtopics: [
          [411, 'Perimeter and area of rectangles'],
          [412, 'Area of triangles'],
          [413, 'Area of parallelograms'],
          [414, 'Area of trapezia'],
          [415, 'Circles'],
        ],
      },
      {
        id: 42,
        name: 'Volume and surface area',
        subtopics: [
          [421, 'Volume of cuboids'],
          [422, 'Surface area of cuboids'],
          [423, 'Volume of cylinders'],
          [424, 'Faces, edges and vertices of 3D shapes'],
          [425, 'Plans and elevations'],
        ],
      },
      {
        id: 43,
        name: 'Right-angled triangles',
        subtopics: [
          [431, "Pythagoras' theorem"],
          [432, 'Trigonometry'],
        ],
      },
      {
        id: 44,
        name: 'Coordinates and transformations',
        subtopics: [
          [441, 'Coordinates'],
          [442, 'Translations'],
          [443, 'Congruent triangles'],
          [444, 'Combined transformations'],
        ],
      },
      {
        id: 45,
        name: 'Circles: arcs, sectors and theorems',
        subtopics: [
          [451, 'Arc length'],
          [452, 'Area of a sector'],
          [453, 'Circle theorems'],
        ],
      },
      {
        id: 46,
        name: 'Cones and spheres',
        subtopics: [
          [461, 'Volume of cones'],
          [462, 'Volume of spheres'],
          [463, 'Surface area of spheres'],
        ],
      },
      {
        id: 47,
        name: 'Vectors and trigonometry beyond the right-angled triangle',
        subtopics: [
          [471, 'Column vectors'],
          [472, 'Magnitude of a vector'],
          [473, "Pythagoras' theorem in three dimensions"],
          [474, 'The sine rule'],
          [475, 'The cosine rule'],
          [476, 'Area of a triangle as ½ab sin C'],
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Probability and Statistics',
    topics: [
      {
        id: 50,
        name: 'Averages and range',
        subtopics: [
          [501, 'Mean'],
          [502, 'Median'],
          [503, 'Range'],
          [504, 'Mode'],
          [505, 'Averages from frequency tables'],
          [506, 'Missing values from the mean'],
        ],
      },
      {
        id: 51,
        name: 'Statistical charts',
        subtopics: [
          [511, 'Bar charts'],
          [512, 'Pie charts'],
          [513, 'Scatter graphs'],
        ],
      },
      {
        id: 52,
        name: 'Probability',
        subtopics: [
          [521, 'Probability of a single event'],
          [522, 'Probability of an event not happening'],
          [523, 'Expected frequency'],
          [524, 'Probabilities summing to 1'],
          [525, 'Independent events and tree diagrams'],
        ],
      },
      {
        id: 53,
        name: 'Grouped data and spread',
        subtopics: [
          [531, 'Estimated mean from grouped data'],
          [532, 'Histograms and frequency density'],
          [533, 'Quartiles and interquartile range'],
          [534, 'Means of combined groups'],
        ],
      },
      {
        id: 54,
        name: 'Sampling and estimation',
        subtopics: [
          [541, 'Stratified sampling'],
          [542, 'Capture–recapture'],
          [543, 'Relative frequency'],
        ],
      },
      {
        id: 55,
        name: 'Sets and conditional probability',
        subtopics: [
          [551, 'Set notation and Venn diagrams'],
          [552, 'Conditional probability'],
          [553, 'Dependent events'],
          [554, 'At least one of two events'],
          [555, 'Probability problems in context'],
        ],
      },
    ],
  },
];

/** Every subject, root first, then each strand followed by its topics and their subtopics. */
export const SUBJECTS: readonly Subject[] = [
  { subjectId: MATHS_SUBJECT_ID, name: 'Maths', parentId: null, level: 0 },
  ...TREE.flatMap((strand) => [
    { subjectId: strand.id, name: strand.name, parentId: MATHS_SUBJECT_ID, level: 1 as const },
    ...strand.topics.flatMap((topic) => [
      { subjectId: topic.id, name: topic.name, parentId: strand.id, level: 2 as const },
      ...topic.subtopics.map(([id, name]) => ({
        subjectId: id,
        name,
        parentId: topic.id,
        level: 3 as const,
      })),
    ]),
  ]),
];

const BY_ID = new Map(SUBJECTS.map((s) => [s.subjectId, s]));

/** The subject with this id, or undefined. */
export function subjectById(id: number): Subject | undefined {
  return BY_ID.get(id);
}

/** The chain from the subject up to Maths (the subject itself first); empty for an unknown id. */
export function subjectAncestry(id: number): Subject[] {
  const chain: Subject[] = [];
  let current = BY_ID.get(id);
  while (current) {
    chain.push(current);
    current = current.parentId === null ? undefined : BY_ID.get(current.parentId);
  }
  return chain;
}

/** The strand (level-1 subject) a subject belongs to, or undefined for the root or an unknown id. */
export function strandOf(id: number): Subject | undefined {
  return subjectAncestry(id).find((s) => s.level === 1);
}
