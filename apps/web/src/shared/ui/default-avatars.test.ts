import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl, PROVIDER_AVATAR_URL } from './avatar-source.ts';
import { DEFAULT_AVATAR_COUNT } from './ui-constants.ts';

const publicDir = resolve(import.meta.dirname, '../../../public');
const fileOf = (url: string) => `${publicDir}${url}`;

describe('the default avatar images (scripts/generate-default-avatars.mjs)', () => {
  it('exist for every number from 1 to 50 and for the provider', () => {
    for (let n = 1; n <= DEFAULT_AVATAR_COUNT; n += 1) {
      expect(existsSync(fileOf(`/avatars/default/${n}.svg`)), `${n}.svg`).toBe(true);
    }
    expect(existsSync(fileOf(PROVIDER_AVATAR_URL))).toBe(true);
  });

  it('are small, self-contained SVGs', () => {
    for (let userId = 1; userId <= 200; userId += 1) {
      const svg = readFileSync(fileOf(defaultAvatarUrl(userId)), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|href=/i);
      expect(svg.length).toBeLessThan(1024);
    }
  });

  it('all differ from one another', () => {
    const contents = new Set(
      Array.from({ length: DEFAULT_AVATAR_COUNT }, (_, i) =>
        readFileSync(fileOf(`/avatars/default/${i + 1}.svg`), 'utf8'),
      ),
    );
    expect(contents.size).toBe(DEFAULT_AVATAR_COUNT);
  });
});
