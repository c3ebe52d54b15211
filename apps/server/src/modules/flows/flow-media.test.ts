import { describe, expect, it } from 'vitest';
import { resultsChartSvg, slideLayout, slideshowSvg, svgDataUrl, topicCardSvg, wrap } from './flow-media.ts';

describe('flow media', () => {
  it('wraps words to lines and marks what it cuts', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrap('a b c d e f', 1, 2)).toEqual(['a', 'b…']);
    expect(wrap('Work out $3 \\times 4$', 40)).toEqual(['Work out 3 × 4']);
  });

  it('escapes content, so a topic name can never break out of the picture', () => {
    const svg = topicCardSvg('Less <than> & "more"', 'Compare numbers', 3);
    expect(svg).toContain('Less &lt;than&gt; &amp; &quot;more&quot;');
    expect(svg).not.toContain('<than>');
  });

  it('draws one disc per question and explainer slides that reveal themselves unless motion is reduced', () => {
    const chart = resultsChartSvg([
      { number: 1, outcome: 'right' },
      { number: 2, outcome: 'retry' },
      { number: 3, outcome: 'wrong' },
    ]);
    expect(chart.match(/<circle/g)).toHaveLength(3);
    const video = slideshowSvg('Recap', [
      { heading: 'First', body: 'One' },
      { heading: 'Second', body: 'Two' },
    ]);
    expect(video).toContain('prefers-reduced-motion: reduce');
    expect(video).toContain("class='s1'");
    expect(svgDataUrl(video)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('sizes each explainer slide to its text and shows the first at once, so no panel is mostly empty', () => {
    const slides = [
      { heading: 'Fractions', body: 'Add fractions with the same denominator.' },
      { heading: 'Watch out: adding denominators', body: 'Keep the denominator; add only the numerators.' },
    ];
    const video = slideshowSvg('Overview', slides);
    const height = Number(video.match(/viewBox='0 0 640 (\d+)'/)?.[1]);
    // Two one-line slides under the title: the text fills the picture (the old fixed slides were 364 high).
    expect(height).toBeLessThan(200);
    const laid = slides.map(slideLayout);
    const textHeight = laid.reduce((sum, l) => sum + l.heading.length * 26 + l.body.length * 21, 0);
    expect(textHeight / height).toBeGreaterThan(0.45);
    // Only the later slides wait to be revealed.
    expect(video).not.toMatch(/\.s0 \{/);
    expect(video).toMatch(/\.s1 \{ opacity: 0/);
  });
});
