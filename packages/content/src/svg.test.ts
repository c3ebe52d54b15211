import { describe, expect, it } from 'vitest';
import {
  anglesOnLineDiagram,
  bearingDiagram,
  coordinateGridDiagram,
  numberLineDiagram,
  parallelLinesDiagram,
  triangleAnglesDiagram,
} from './diagrams.ts';
import { barChartDiagram, pieChartDiagram, probabilityTreeDiagram, tableDiagram } from './diagrams-charts.ts';
import { escapeXml, svgDocument, svgProblems } from './svg.ts';

describe('svgProblems', () => {
  it('accepts a minimal standalone document', () => {
    expect(svgProblems(svgDocument(10, 10, 'A dot', ['<circle cx="5" cy="5" r="2"/>']))).toEqual([]);
  });

  it('rejects malformed markup, a missing viewBox or title, and external references', () => {
    expect(
      svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>t</title><g></svg>'),
    ).toContain('mismatched </svg>');
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg"><title>t</title></svg>')).toContain(
      'missing or bad viewBox',
    );
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>')).toContain(
      'missing <title>',
    );
    expect(
      svgProblems(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>t</title><image href="x.png"/></svg>',
      ),
    ).toContain('contains an external reference or script');
    expect(
      svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>a & b</title></svg>'),
    ).toContain('unescaped & in text');
  });

  it('escapes text so labels cannot break the markup', () => {
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
    expect(svgProblems(svgDocument(10, 10, 'x < y & "z"', []))).toEqual([]);
  });
});

describe('diagram builders', () => {
  const diagrams = {
    numberLine: numberLineDiagram({ min: '0', max: '1', divisions: 5, arrowAt: 3, title: 'Number line' }),
    anglesOnLine: anglesOnLineDiagram({
      angles: [40, 65, 75],
      labels: ['40°', '65°', 'x'],
      unknownIndex: 2,
      title: 'Angles',
    }),
    triangle: triangleAnglesDiagram({
      angles: [50, 60, 70],
      labels: ['50°', '60°', 'x'],
      highlight: 2,
      equalSides: true,
      title: 'T',
    }),
    parallel: parallelLinesDiagram({
      slope: 60,
      known: { crossing: 0, region: 'lower-left', text: '60°' },
      unknown: { crossing: 1, region: 'upper-right', text: 'x' },
      title: 'Parallel lines',
    }),
    grid: coordinateGridDiagram({ min: -5, max: 5, points: [{ x: -2, y: 3, name: 'P' }], title: 'Grid' }),
    bearing: bearingDiagram({ bearing: 60, bearingLabel: '060°', unknownLabel: 'x', title: 'Bearing' }),
    bar: barChartDiagram({
      categories: ['A', 'B'],
      values: [4, 10],
      step: 2,
      gridlines: 10,
      axisLabel: 'Count',
      title: 'Bars',
    }),
    pie: pieChartDiagram({
      sectors: [
        { name: 'Walk', angle: 200, angleLabel: '200°' },
        { name: 'Bus', angle: 160 },
      ],
      title: 'Pie',
    }),
    tree: probabilityTreeDiagram({
      first: ['R', 'N'],
      firstProbs: ['0.3', '0.7'],
      second: ['L', 'O'],
      secondProbs: ['0.2', '0.8'],
      title: 'Tree',
    }),
    table: tableDiagram({ headers: ['Goals', 'Frequency'], rows: [['0', '3']], title: 'Table' }),
  };

  it.each(Object.entries(diagrams))('%s is a valid standalone SVG', (_, svg) => {
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});
