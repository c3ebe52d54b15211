import { describe, expect, it } from 'vitest';
import { headingsIn, withoutLinks } from './mail-text.ts';

const MAIL = [
  'Last week in your classes',
  '',
  '8A',
  '==',
  '',
  '- Fractions check: 1 of 3 handed in (33%)',
  '  http://mathsight.test/1/assignments/2',
  '—',
  'Unsubscribe: http://mathsight.test/unsubscribe?token=QMQ8BEz-x_1',
].join('\n');

describe('reading an email for what a test means', () => {
  it('leaves the random tokens of links out of the words looked for', () => {
    expect(MAIL).toContain('8B');
    expect(withoutLinks(MAIL)).not.toMatch(/\b8B\b/);
    expect(withoutLinks(MAIL)).toContain('Unsubscribe: <link>');
  });

  it('reads the section headings, the lines underlined with =', () => {
    expect(headingsIn(MAIL)).toEqual(['8A']);
  });
});
