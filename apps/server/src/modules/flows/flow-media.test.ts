import { describe, expect, it } from 'vitest';
import { resultsChartSvg, slideshowSvg, svgDataUrl, topicCardSvg, wrap } from './flow-media.ts';

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
});
