/**
 * Which constructs assess each statement of the GCSE subject content (`gcse-statements.ts`; issue 30
 * point 1). A construct is listed only where its questions ask for the skill the statement names, not
 * where the skill merely appears on the way. `notYet` names the parts of a covered statement no
 * construct asks yet; `notAskable` gives the reason a part cannot be asked as a four-option question and
 * the nearest question that can (its constructs, when the bank has them, are in `constructs`). A
 * statement with no constructs is a gap: `gcse-coverage.test.ts` pins the gaps so the list only shrinks.
 * Constructs are named by slug (unique, and checked against the registry by the test).
 */

import { GCSE_STATEMENTS } from './gcse-statements.ts';

export interface StatementCoverage {
  constructs: readonly string[];
  /** Parts of the statement no construct asks yet (askable as four options). */
  notYet?: string;
  /** A part that four options cannot assess, why, and the nearest question that can. */
  notAskable?: { part: string; reason: string; nearest: string };
}

export const GCSE_COVERAGE: Readonly<Record<string, StatementCoverage>> = {
  N1: { constructs: ['decimal-compare', 'read-number-line'], notYet: 'ordering fractions and negatives' },
  N2: {
    constructs: [
      'place-value-digit',
      'multiply-divide-powers-of-ten',
      'column-addition',
      'column-subtraction',
      'long-multiplication',
      'multiply-decimals',
      'add-subtract-negatives',
      'multiply-divide-negatives',
      'add-fractions-same-denominator',
      'add-fractions-different-denominators',
      'subtract-fractions-different-denominators',
      'multiply-fractions',
      'divide-fractions',
      'change-from-a-shop',
      'weekly-pay-with-overtime',
      'energy-bill-with-standing-charge',
    ],
  },
  N3: { constructs: ['order-of-operations', 'function-machine-inverse'] },
  N4: { constructs: ['hcf-and-lcm', 'prime-factor-decomposition', 'hcf-lcm-problems'] },
  N5: { constructs: ['product-rule-for-counting'], notYet: 'listing outcomes systematically' },
  N6: { constructs: ['evaluate-powers'], notYet: 'estimating powers and roots' },
  N7: { constructs: ['evaluate-powers', 'negative-indices', 'fractional-indices'] },
  N8: {
    constructs: [
      'simplify-surds',
      'multiply-surds',
      'rationalise-the-denominator',
      'expand-surd-brackets',
      'circle-area',
      'arc-length',
      'equivalent-fractions',
      'multiply-fractions',
    ],
  },
  N9: {
    constructs: ['write-in-standard-form', 'standard-form-multiply-divide', 'standard-form-add-subtract'],
  },
  N10: {
    constructs: ['fraction-to-decimal', 'recurring-decimals-to-fractions'],
    notYet: 'fractions to recurring decimals',
  },
  N11: { constructs: ['ratio-to-fraction', 'fraction-of-a-remainder'] },
  N12: { constructs: ['fraction-of-amount', 'percentage-of-amount', 'fraction-of-a-remainder'] },
  N13: {
    constructs: ['metric-unit-conversion', 'hours-to-minutes', 'change-from-a-shop', 'speed-distance-time'],
  },
  N14: { constructs: ['estimate-products'] },
  N15: {
    constructs: ['round-integers', 'round-decimal-places', 'round-significant-figures', 'error-intervals'],
  },
  N16: { constructs: ['error-intervals', 'bounds-of-an-area', 'bounds-of-a-speed'] },

  A1: { constructs: ['collect-like-terms', 'multiply-algebraic-terms'] },
  A2: { constructs: ['substitute-into-expression', 'direct-proportion-formula'] },
  A3: { constructs: ['expression-equation-formula-identity'] },
  A4: {
    constructs: [
      'collect-like-terms',
      'multiply-algebraic-terms',
      'expand-single-bracket',
      'factorise-into-single-bracket',
      'expand-double-brackets',
      'factorise-quadratic',
      'factorise-difference-of-two-squares',
      'factorise-quadratic-with-leading-coefficient',
      'expand-three-binomials',
      'index-laws-multiply-divide',
      'index-laws-power-of-power',
      'expand-surd-brackets',
    ],
    notYet: 'simplifying algebraic fractions',
  },
  A5: { constructs: ['change-the-subject'] },
  A6: {
    constructs: ['expand-double-brackets', 'factorise-quadratic', 'expression-equation-formula-identity'],
    notAskable: {
      part: 'arguing and proving that expressions are equivalent',
      reason: 'a proof is marked on the written chain of reasoning, which a chosen letter does not show',
      nearest: 'which expression is equivalent to a given one (expanding and factorising)',
    },
  },
  A7: { constructs: ['function-machine-inverse', 'composite-functions', 'inverse-functions'] },
  A8: { constructs: ['read-coordinates', 'translate-a-point'] },
  A9: {
    constructs: ['gradient-from-two-points', 'gradient-from-equation'],
    notYet: 'parallel and perpendicular lines; the equation of a line through two points',
  },
  A10: { constructs: ['gradient-from-equation', 'gradient-from-two-points'], notYet: 'intercepts' },
  A11: {
    constructs: ['solve-quadratic-by-factorising', 'turning-point-by-completing-the-square'],
    notYet: 'roots and turning points read from a graph',
  },
  A12: {
    constructs: ['equation-from-graph-shape'],
    notYet: 'recognising the graphs of trigonometric functions',
  },
  A13: { constructs: ['equation-of-translated-graph'], notYet: 'the equation of a reflected graph' },
  A14: {
    constructs: [
      'speed-from-distance-time-graph',
      'average-speed-from-distance-time-graph',
      'read-a-conversion-graph',
    ],
    notYet: 'other real-context graphs (reciprocal and non-linear)',
  },
  A15: {
    constructs: [
      'acceleration-from-velocity-time-graph',
      'distance-from-velocity-time-graph',
      'speed-from-tangent-to-distance-time-curve',
    ],
    notYet: 'the area under a curve estimated',
  },
  A16: { constructs: ['equation-of-circle-through-point', 'tangent-to-circle-at-point'] },
  A17: {
    constructs: [
      'solve-one-step-equations',
      'solve-two-step-equations',
      'solve-equations-unknown-both-sides',
      'solve-equations-with-algebraic-fractions',
      'taxi-fare-equation',
    ],
    notYet: 'approximate solutions from a graph',
  },
  A18: {
    constructs: ['solve-quadratic-by-factorising', 'solve-quadratic-with-formula', 'complete-the-square'],
  },
  A19: {
    constructs: ['solve-simultaneous-equations', 'ticket-prices-simultaneous', 'phone-tariff-break-even'],
    notYet: 'linear/quadratic pairs',
  },
  A20: { constructs: ['iteration-exact-terms'] },
  A21: {
    constructs: [
      'taxi-fare-equation',
      'phone-tariff-break-even',
      'ticket-prices-simultaneous',
      'form-and-solve-perimeter-equation',
      'form-and-solve-ticket-price-equation',
    ],
  },
  A22: {
    constructs: ['solve-linear-inequalities', 'solve-quadratic-inequalities'],
    notYet: 'inequalities in two variables on a graph',
  },
  A23: { constructs: ['term-from-nth-term'], notYet: 'term-to-term rules' },
  A24: {
    constructs: ['find-nth-term', 'nth-term-of-quadratic-sequence'],
    notYet: 'triangular, square and cube numbers, Fibonacci-type sequences and geometric progressions',
  },
  A25: { constructs: ['find-nth-term', 'nth-term-of-quadratic-sequence'] },

  R1: {
    constructs: [
      'metric-unit-conversion',
      'area-unit-conversion',
      'hours-to-minutes',
      'convert-speed-units',
      'density-with-unit-change',
      'pressure-with-unit-change',
    ],
  },
  R2: { constructs: ['similar-shapes-lengths'], notYet: 'scale drawings and map scales' },
  R3: { constructs: ['ratio-to-fraction'], notYet: 'one quantity as a fraction of another greater than 1' },
  R4: { constructs: ['simplify-ratio'] },
  R5: { constructs: ['share-in-ratio', 'ratio-from-one-part', 'ratio-given-difference'] },
  R6: { constructs: ['ratio-to-fraction', 'combine-two-ratios'] },
  R7: { constructs: ['unitary-method', 'ratio-from-one-part', 'combine-two-ratios'] },
  R8: { constructs: ['ratio-to-fraction'], notYet: 'ratios as linear functions (y = kx)' },
  R9: {
    constructs: [
      'percentage-of-amount',
      'fraction-to-percentage',
      'percentage-increase-decrease',
      'percentage-change',
      'reverse-percentages',
      'percentage-profit-on-a-batch',
    ],
    notYet: 'simple interest',
  },
  R10: {
    constructs: [
      'unitary-method',
      'inverse-proportion',
      'direct-proportion-formula',
      'inverse-proportion-formula',
      'read-a-conversion-graph',
      'compare-prices-in-two-currencies',
    ],
    notYet: 'proportion shown on a graph',
  },
  R11: {
    constructs: [
      'speed-distance-time',
      'density-with-unit-change',
      'pressure-with-unit-change',
      'average-speed-two-part-journey',
      'best-buy-from-four-packs',
      'arrival-time-of-two-stage-journey',
    ],
  },
  R12: { constructs: ['similar-shapes-lengths', 'area-volume-scale-factors'] },
  R13: {
    constructs: [
      'direct-proportion-formula',
      'direct-proportion-square',
      'direct-proportion-cube',
      'direct-proportion-square-root',
      'inverse-proportion-formula',
      'inverse-proportion-square',
    ],
  },
  R14: {
    constructs: ['speed-from-distance-time-graph', 'read-a-conversion-graph'],
    notYet: 'graphs of inverse proportion',
  },
  R15: { constructs: ['speed-from-tangent-to-distance-time-curve'] },
  R16: {
    constructs: [
      'compound-interest',
      'depreciation-over-years',
      'repeated-percentage-change',
      'iteration-exact-terms',
    ],
  },

  G1: { constructs: ['name-an-angle-with-three-letters', 'symmetry-of-a-drawn-shape'] },
  G2: {
    constructs: [],
    notAskable: {
      part: 'ruler and compass constructions',
      reason:
        'a construction is marked on the arcs drawn with compasses, which a chosen letter does not show',
      nearest:
        'which region or point meets a locus rule (equidistant from two points, within a distance of a point)',
    },
  },
  G3: {
    constructs: [
      'angles-on-a-straight-line',
      'angles-around-a-point',
      'angles-in-a-triangle',
      'angles-in-parallel-lines',
      'polygon-angle-sum',
      'regular-polygon-angles',
    ],
  },
  G4: { constructs: ['isosceles-triangle-angles'], notYet: 'the properties of special quadrilaterals' },
  G5: {
    constructs: ['congruence-criterion-of-two-triangles'],
    notYet: 'SSS, and triangles without a right angle',
  },
  G6: {
    constructs: ['isosceles-triangle-angles', 'angles-in-parallel-lines', 'pythagoras-hypotenuse'],
    notAskable: {
      part: 'obtaining simple proofs',
      reason: 'a proof is marked on the written chain of reasoning, which a chosen letter does not show',
      nearest: 'multi-step angle problems that chain the same facts to a value',
    },
  },
  G7: {
    constructs: ['translate-a-point', 'similar-shapes-lengths'],
    notYet: 'rotations, reflections and enlargements from a centre',
  },
  G8: {
    constructs: ['two-reflections-as-one-transformation'],
    notYet: 'combinations that include a rotation or an enlargement',
  },
  G9: {
    constructs: ['circle-circumference', 'circle-area', 'arc-length', 'sector-area'],
    notYet: 'naming a chord, tangent and segment',
  },
  G10: {
    constructs: [
      'angle-at-the-centre',
      'cyclic-quadrilateral-angles',
      'angle-in-a-semicircle',
      'tangents-from-a-point',
      'angles-in-the-same-segment',
      'alternate-segment-theorem',
    ],
    notAskable: {
      part: 'proving the theorems',
      reason: 'a proof is marked on the written chain of reasoning, which a chosen letter does not show',
      nearest: 'finding an angle with a theorem and giving the theorem used',
    },
  },
  G11: { constructs: ['read-coordinates', 'translate-a-point', 'gradient-from-two-points'] },
  G12: {
    constructs: ['faces-edges-vertices'],
    notYet: "Euler's formula F + V − E = 2, and solids other than prisms and pyramids",
  },
  G13: {
    constructs: ['plans-and-elevations-of-cubes'],
    notYet: 'choosing or drawing the plan or elevation itself (asked here as its count of squares)',
  },
  G14: {
    constructs: [
      'metric-unit-conversion',
      'area-unit-conversion',
      'hours-to-minutes',
      'fish-tank-capacity-in-litres',
    ],
  },
  G15: {
    constructs: ['back-bearings'],
    notYet: 'scale drawings and maps',
    notAskable: {
      part: 'measuring lengths and angles with a ruler and protractor',
      reason:
        'a figure on a screen is not drawn at a known size, so measuring it with instruments cannot be marked',
      nearest: 'bearings and scale calculations from values given on the figure',
    },
  },
  G16: {
    constructs: [
      'rectangle-area',
      'triangle-area',
      'parallelogram-area',
      'trapezium-area',
      'cuboid-volume',
      'cylinder-volume',
      'fish-tank-capacity-in-litres',
      'floor-packs-cost',
    ],
  },
  G17: {
    constructs: [
      'rectangle-perimeter',
      'circle-area',
      'circle-circumference',
      'cuboid-surface-area',
      'volume-of-a-cone',
      'volume-of-a-sphere',
      'surface-area-of-a-sphere',
      'l-shaped-area-cost',
    ],
    notYet: 'pyramids, composite shapes other than an L-shape, and composite solids',
  },
  G18: { constructs: ['arc-length', 'sector-area', 'arc-length-big-wheel', 'sector-area-sprinkler'] },
  G19: { constructs: ['similar-shapes-lengths', 'area-volume-scale-factors'] },
  G20: {
    constructs: [
      'pythagoras-hypotenuse',
      'pythagoras-shorter-side',
      'trigonometry-missing-side',
      'longest-rod-in-a-box',
    ],
    notYet: 'finding an angle with trigonometry',
  },
  G21: { constructs: ['exact-trigonometric-values'], notYet: 'the values at 0° and 90° asked on their own' },
  G22: {
    constructs: ['cosine-rule-missing-side', 'sine-rule-missing-side', 'cosine-rule-footpaths'],
    notYet: 'finding an angle with the sine or cosine rule',
  },
  G23: { constructs: ['triangle-area-half-ab-sin-c'], notYet: 'a side or an angle found from the area' },
  G24: { constructs: ['translate-a-point'] },
  G25: {
    constructs: ['combine-column-vectors', 'magnitude-of-a-vector'],
    notAskable: {
      part: 'vector arguments and proofs',
      reason: 'a proof is marked on the written chain of reasoning, which a chosen letter does not show',
      nearest: 'a vector path across a figure written in terms of a and b',
    },
  },

  P1: { constructs: ['estimate-from-relative-frequency'], notYet: 'frequency trees' },
  P2: { constructs: ['expected-frequency'] },
  P3: { constructs: ['single-event-probability', 'estimate-from-relative-frequency'] },
  P4: { constructs: ['probabilities-sum-to-one', 'probability-of-not-happening'] },
  P5: {
    constructs: ['relative-frequency-from-all-trials'],
    notYet: 'saying in words which of two estimates is more reliable, and why',
  },
  P6: {
    constructs: [
      'probability-with-set-notation',
      'product-rule-for-counting',
      'probability-from-venn-diagram',
      'three-set-venn-diagram-probability',
    ],
  },
  P7: {
    constructs: ['single-event-probability', 'raffle-probability'],
    notYet: 'sample spaces of two events',
  },
  P8: {
    constructs: [
      'independent-events-tree',
      'dependent-events-without-replacement',
      'probability-at-least-one',
    ],
  },
  P9: { constructs: ['conditional-probability-from-counts', 'conditional-probability-from-venn-diagram'] },

  S1: { constructs: ['capture-recapture', 'stratified-sample'] },
  S2: {
    constructs: ['bar-chart-comparison', 'pie-chart-angle', 'pie-chart-reading', 'mode-from-frequency-table'],
    notYet: 'pictograms, vertical line charts and time series',
  },
  S3: {
    constructs: [
      'frequency-density',
      'frequency-from-histogram',
      'median-quartile-from-cumulative-frequency',
      'interquartile-range-from-cumulative-frequency',
    ],
  },
  S4: {
    constructs: [
      'new-value-from-change-in-mean',
      'mean-of-data',
      'median-of-data',
      'range-of-data',
      'missing-value-from-mean',
      'mean-from-frequency-table',
      'mode-from-frequency-table',
      'estimated-mean-grouped-data',
      'combined-mean-missing-group',
      'interquartile-range-of-data',
      'interquartile-range-from-box-plot',
      'median-quartile-from-cumulative-frequency',
      'interquartile-range-from-cumulative-frequency',
    ],
  },
  S5: { constructs: ['capture-recapture', 'stratified-sample', 'estimated-mean-grouped-data'] },
  S6: {
    constructs: [
      'scatter-graph-line-of-best-fit-estimate',
      'scatter-graph-interpolation-or-extrapolation',
      'scatter-graph-type-of-correlation',
    ],
  },
};

/** Each statement with its coverage, in the DfE's order. */
export function gcseCoverage() {
  return GCSE_STATEMENTS.map((s) => ({ ...s, ...(GCSE_COVERAGE[s.id] ?? { constructs: [] }) }));
}

/** The statements no construct assesses yet, not even the nearest askable part. */
export function gcseGaps(): string[] {
  return gcseCoverage()
    .filter((s) => s.constructs.length === 0)
    .map((s) => s.id);
}
