import { describe, expect, it } from 'vitest';
import { isLocalPath } from './auth-rules.ts';

describe('isLocalPath', () => {
  it('accepts paths of this app, with their query and hash', () => {
    for (const path of ['/', '/3/plan', '/1/plan?x=1', '/library?search=fraction%20walls', '/a#b']) {
      expect(isLocalPath(path)).toBe(true);
    }
  });

  it('refuses another site, however it is disguised', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /evil',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      '/%2f%2fevil',
      '/\u2028/evil.example',
      '/%E0%A4%A',
    ]) {
      expect(isLocalPath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
