/**
 * The Department for Education's GCSE (9–1) Mathematics subject content (DFE-00233-2013), statement by
 * statement, in short: the list issue 30 measures the bank against (`gcse-coverage.ts` maps each one to
 * the constructs that assess it). The texts are abridged from the published list, keeping every skill
 * it names. The DfE marks content "more highly attaining students" alone are assessed on (bold in the
 * document, in braces {…} in the exam boards' specifications): `higher: 'all'` when the whole
 * statement is Higher only, and `higherPart` for the Higher-only part of a statement otherwise.
 */

export type ContentArea = 'number' | 'algebra' | 'ratio' | 'geometry' | 'probability' | 'statistics';

export interface ContentStatement {
  /** The DfE's reference: N1–N16, A1–A25, R1–R16, G1–G25, P1–P9, S1–S6. */
  id: string;
  area: ContentArea;
  text: string;
  /** 'all': the whole statement is Higher tier only; 'part': `higherPart` is; 'none': both tiers. */
  higher: 'all' | 'part' | 'none';
  higherPart?: string;
}

type Row = [id: string, text: string, higherPart?: string | true];

const NUMBER: Row[] = [
  ['N1', 'Order positive and negative integers, decimals and fractions; use =, ≠, <, >, ≤, ≥'],
  [
    'N2',
    'Apply the four operations, with formal written methods, to integers, decimals, simple fractions and mixed numbers, positive and negative; use place value',
  ],
  [
    'N3',
    'Use relationships between operations, including inverse operations; use the priority of operations, including brackets, powers, roots and reciprocals',
  ],
  [
    'N4',
    'Use primes, factors, multiples, common factors and multiples, HCF, LCM and prime factorisation (product notation, unique factorisation)',
  ],
  [
    'N5',
    'Apply systematic listing strategies, including the product rule for counting',
    'the product rule for counting',
  ],
  [
    'N6',
    'Use positive integer powers and real roots (square, cube and higher); recognise powers of 2, 3, 4, 5; estimate powers and roots of any positive number',
    'estimating powers and roots of any positive number',
  ],
  ['N7', 'Calculate with roots and with integer and fractional indices', 'fractional indices'],
  [
    'N8',
    'Calculate exactly with fractions, surds and multiples of π; simplify surd expressions involving squares and rationalise denominators',
    'surds: calculating, simplifying, rationalising denominators',
  ],
  ['N9', 'Calculate with and interpret standard form A × 10ⁿ, where 1 ≤ A < 10 and n is an integer'],
  [
    'N10',
    'Work interchangeably with terminating decimals and their fractions; change recurring decimals into fractions and back',
    'recurring decimals to fractions and back',
  ],
  ['N11', 'Identify and work with fractions in ratio problems'],
  ['N12', 'Interpret fractions and percentages as operators'],
  [
    'N13',
    'Use standard units of mass, length, time, money and other measures, including standard compound measures, with decimal quantities',
  ],
  ['N14', 'Estimate answers; check calculations using approximation and estimation'],
  [
    'N15',
    'Round numbers and measures to a degree of accuracy (decimal places, significant figures); use inequality notation for error intervals from truncation or rounding',
  ],
  [
    'N16',
    'Apply and interpret limits of accuracy, including upper and lower bounds',
    'upper and lower bounds',
  ],
];

const ALGEBRA: Row[] = [
  ['A1', 'Use and interpret algebraic notation (ab, 3y, a², a/b, coefficients as fractions, brackets)'],
  ['A2', 'Substitute numerical values into formulae and expressions, including scientific formulae'],
  [
    'A3',
    'Understand and use the vocabulary of expressions, equations, formulae, identities, inequalities, terms and factors',
    'identities',
  ],
  [
    'A4',
    'Simplify and manipulate expressions (with surds and algebraic fractions): collect like terms, expand brackets, take out common factors, factorise quadratics, use the laws of indices',
    'algebraic fractions; products of more than two binomials; factorising ax² + bx + c',
  ],
  ['A5', 'Understand and use standard formulae; rearrange formulae to change the subject'],
  [
    'A6',
    'Know the difference between an equation and an identity; argue mathematically to show expressions are equivalent; use algebra to construct arguments and proofs',
    'proofs',
  ],
  [
    'A7',
    'Interpret simple expressions as functions with inputs and outputs; the inverse function; the composite function',
    'inverse and composite functions',
  ],
  ['A8', 'Work with coordinates in all four quadrants'],
  [
    'A9',
    'Plot straight-line graphs; use y = mx + c to identify parallel and perpendicular lines; find the equation of the line through two points, or through a point with a given gradient',
    'perpendicular lines',
  ],
  [
    'A10',
    'Identify and interpret gradients and intercepts of linear functions graphically and algebraically',
  ],
  [
    'A11',
    'Identify and interpret roots, intercepts and turning points of quadratic functions graphically; deduce roots algebraically and turning points by completing the square',
    'turning points by completing the square',
  ],
  [
    'A12',
    'Recognise, sketch and interpret graphs of linear, quadratic, simple cubic and reciprocal functions, exponential functions and y = sin x, cos x, tan x for any angle',
    'exponential and trigonometric graphs',
  ],
  ['A13', 'Sketch translations and reflections of a given function', true],
  [
    'A14',
    'Plot and interpret graphs (including reciprocal and exponential graphs) and graphs of non-standard functions in real contexts, such as distance, speed and acceleration',
    'exponential graphs',
  ],
  [
    'A15',
    'Calculate or estimate gradients of graphs and areas under graphs, and interpret them (distance–time, velocity–time, financial graphs)',
    true,
  ],
  [
    'A16',
    'Recognise and use the equation of a circle with centre at the origin; find the equation of a tangent to a circle',
    true,
  ],
  [
    'A17',
    'Solve linear equations in one unknown algebraically, including with the unknown on both sides; find approximate solutions using a graph',
  ],
  [
    'A18',
    'Solve quadratic equations (including those that need rearranging) by factorising, completing the square and the quadratic formula; find approximate solutions using a graph',
    'rearranging first; completing the square; the quadratic formula',
  ],
  [
    'A19',
    'Solve two simultaneous equations in two variables (linear/linear or linear/quadratic) algebraically; find approximate solutions using a graph',
    'linear/quadratic',
  ],
  ['A20', 'Find approximate solutions to equations numerically using iteration', true],
  [
    'A21',
    'Translate situations or procedures into expressions or formulae; derive an equation (or two simultaneous equations), solve it and interpret the solution',
  ],
  [
    'A22',
    'Solve linear inequalities in one or two variables, and quadratic inequalities in one variable; represent the solution set on a number line, in set notation and on a graph',
    'two variables; quadratic inequalities; set notation and graphs',
  ],
  ['A23', 'Generate terms of a sequence from a term-to-term or a position-to-term rule'],
  [
    'A24',
    'Recognise and use triangular, square and cube numbers, arithmetic progressions, Fibonacci-type sequences, quadratic sequences and simple geometric progressions',
    'geometric progressions with a surd ratio; other sequences',
  ],
  ['A25', 'Deduce expressions for the nth term of linear and quadratic sequences', 'quadratic sequences'],
];

const RATIO: Row[] = [
  [
    'R1',
    'Change freely between related standard units (time, length, area, volume, mass) and compound units (speed, rates of pay, prices, density, pressure)',
  ],
  ['R2', 'Use scale factors, scale diagrams and maps'],
  [
    'R3',
    'Express one quantity as a fraction of another, where the fraction is less than 1 or greater than 1',
  ],
  ['R4', 'Use ratio notation, including reduction to simplest form'],
  [
    'R5',
    'Divide a quantity in a given part:part or part:whole ratio; express a division as a ratio; apply ratio to real problems (conversion, comparison, scaling, mixing, concentrations)',
  ],
  ['R6', 'Express a multiplicative relationship between two quantities as a ratio or a fraction'],
  ['R7', 'Understand and use proportion as equality of ratios'],
  ['R8', 'Relate ratios to fractions and to linear functions'],
  [
    'R9',
    'Percentages: as parts per hundred, as fractions and decimals, one quantity as a percentage of another, over 100 %, percentage change, original value problems, simple interest',
  ],
  [
    'R10',
    'Solve problems involving direct and inverse proportion, including graphical and algebraic representations',
  ],
  ['R11', 'Use compound units such as speed, rates of pay, unit pricing, density and pressure'],
  [
    'R12',
    'Compare lengths, areas and volumes using ratio notation; link to similarity (including trigonometric ratios) and scale factors',
  ],
  [
    'R13',
    'Understand that X is inversely proportional to Y is equivalent to X is proportional to 1/Y; construct and interpret equations for direct and inverse proportion',
    'equations for direct and inverse proportion',
  ],
  [
    'R14',
    'Interpret the gradient of a straight-line graph as a rate of change; recognise and interpret graphs of direct and inverse proportion',
  ],
  [
    'R15',
    'Interpret the gradient at a point on a curve as the instantaneous rate of change; average and instantaneous rates of change (chords and tangents)',
    true,
  ],
  [
    'R16',
    'Set up, solve and interpret growth and decay problems, including compound interest, and work with general iterative processes',
    'general iterative processes',
  ],
];

const GEOMETRY: Row[] = [
  [
    'G1',
    'Use conventional terms and notation (points, lines, vertices, edges, planes, parallel and perpendicular lines, polygons, symmetries, labelling triangles); draw diagrams from a description',
  ],
  [
    'G2',
    'Use the standard ruler and compass constructions (perpendicular bisector, perpendicular from or at a point, angle bisector); solve loci problems; the perpendicular distance is the shortest',
  ],
  [
    'G3',
    'Apply angles at a point, on a straight line, vertically opposite, alternate and corresponding angles; derive and use the angle sum of a triangle and of any polygon',
  ],
  [
    'G4',
    'Derive and apply the properties and definitions of special quadrilaterals, triangles and other plane figures',
  ],
  ['G5', 'Use the basic congruence criteria for triangles (SSS, SAS, ASA, RHS)'],
  [
    'G6',
    'Apply angle facts, congruence, similarity and properties of quadrilaterals to derive results about angles and sides (Pythagoras, isosceles base angles) and obtain simple proofs',
  ],
  [
    'G7',
    'Identify, describe and construct congruent and similar shapes, on coordinate axes too, by rotation, reflection, translation and enlargement (fractional and negative scale factors)',
    'negative scale factors',
  ],
  [
    'G8',
    'Describe the changes and invariance achieved by combinations of rotations, reflections and translations',
    true,
  ],
  [
    'G9',
    'Identify and apply circle definitions and properties: centre, radius, chord, diameter, circumference, tangent, arc, sector, segment',
  ],
  [
    'G10',
    'Apply and prove the standard circle theorems concerning angles, radii, tangents and chords, and use them to prove related results',
    true,
  ],
  ['G11', 'Solve geometrical problems on coordinate axes'],
  [
    'G12',
    'Identify properties of the faces, surfaces, edges and vertices of cubes, cuboids, prisms, cylinders, pyramids, cones and spheres',
  ],
  ['G13', 'Construct and interpret plans and elevations of 3D shapes'],
  [
    'G14',
    'Use standard units of measure and related concepts (length, area, volume, capacity, mass, time, money)',
  ],
  [
    'G15',
    'Measure line segments and angles, including interpreting maps and scale drawings and using bearings',
  ],
  [
    'G16',
    'Know and apply the formulae for the area of triangles, parallelograms and trapezia, and the volume of cuboids and other right prisms (cylinders too)',
  ],
  [
    'G17',
    'Know the circumference and area of a circle; calculate perimeters of 2D shapes, areas of circles and composite shapes, surface area and volume of spheres, pyramids, cones and composite solids',
  ],
  ['G18', 'Calculate arc lengths, angles and areas of sectors of circles'],
  [
    'G19',
    'Apply congruence and similarity, including the relationships between lengths, areas and volumes in similar figures',
    'areas and volumes in similar figures',
  ],
  [
    'G20',
    'Know Pythagoras’ theorem and sin, cos and tan; find angles and lengths in right-angled triangles, and where possible general triangles, in two and three dimensions',
    'general triangles; three dimensions',
  ],
  [
    'G21',
    'Know the exact values of sin θ and cos θ for 0°, 30°, 45°, 60° and 90°, and of tan θ for 0°, 30°, 45° and 60°',
  ],
  ['G22', 'Know and apply the sine rule and the cosine rule to find unknown lengths and angles', true],
  ['G23', 'Know and apply Area = ½ab sin C to calculate the area, sides or angles of any triangle', true],
  ['G24', 'Describe translations as 2D vectors'],
  [
    'G25',
    'Add and subtract vectors, multiply a vector by a scalar, in diagrams and as column vectors; use vectors to construct geometric arguments and proofs',
    'vector arguments and proofs',
  ],
];

const PROBABILITY: Row[] = [
  [
    'P1',
    'Record, describe and analyse the frequency of outcomes of probability experiments using tables and frequency trees',
  ],
  [
    'P2',
    'Apply randomness, fairness and equally likely events to calculate expected outcomes of multiple future experiments',
  ],
  ['P3', 'Relate relative expected frequencies to theoretical probability, using the 0–1 probability scale'],
  ['P4', 'The probabilities of an exhaustive set of outcomes, or of mutually exclusive events, sum to one'],
  [
    'P5',
    'Understand that empirical unbiased samples tend towards theoretical probability distributions as the sample grows',
  ],
  [
    'P6',
    'Enumerate sets and combinations of sets systematically, using tables, grids, Venn diagrams and tree diagrams',
    'tree diagrams',
  ],
  [
    'P7',
    'Construct theoretical possibility spaces for single and combined experiments with equally likely outcomes; calculate probabilities',
  ],
  [
    'P8',
    'Calculate the probability of independent and dependent combined events, using tree diagrams and other representations',
  ],
  [
    'P9',
    'Calculate and interpret conditional probabilities from two-way tables, tree diagrams and Venn diagrams',
    true,
  ],
];

const STATISTICS: Row[] = [
  [
    'S1',
    'Infer properties of populations or distributions from a sample, knowing the limitations of sampling',
  ],
  [
    'S2',
    'Interpret and construct tables, charts and diagrams: frequency tables, bar charts, pie charts, pictograms, vertical line charts, time series',
  ],
  [
    'S3',
    'Construct and interpret diagrams for grouped discrete and continuous data: histograms with equal and unequal class intervals, cumulative frequency graphs',
    true,
  ],
  [
    'S4',
    'Interpret, analyse and compare distributions: graphs (box plots too), central tendency (mean, median, mode, modal class) and spread (range, outliers, quartiles, interquartile range)',
    'box plots; quartiles and the interquartile range',
  ],
  ['S5', 'Apply statistics to describe a population'],
  [
    'S6',
    'Use and interpret scatter graphs of bivariate data; correlation is not causation; lines of best fit; interpolate and extrapolate, knowing the dangers',
  ],
];

function statements(area: ContentArea, rows: Row[]): ContentStatement[] {
  return rows.map(([id, text, higherPart]) =>
    higherPart === true
      ? { id, area, text, higher: 'all' }
      : higherPart
        ? { id, area, text, higher: 'part', higherPart }
        : { id, area, text, higher: 'none' },
  );
}

/** Every statement of the subject content, in the DfE's order. */
export const GCSE_STATEMENTS: readonly ContentStatement[] = [
  ...statements('number', NUMBER),
  ...statements('algebra', ALGEBRA),
  ...statements('ratio', RATIO),
  ...statements('geometry', GEOMETRY),
  ...statements('probability', PROBABILITY),
  ...statements('statistics', STATISTICS),
];
