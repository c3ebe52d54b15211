import { describe, expect, it } from 'vitest';
import {
  avatarAltText,
  avatarCandidates,
  avatarInitials,
  defaultAvatarNumber,
  defaultAvatarUrl,
  PROVIDER_AVATAR_URL,
  resolveImageUrl,
  userAvatarPath,
  userIdHash,
} from './avatar-source.ts';

describe('userIdHash', () => {
  it('is FNV-1a 32-bit of the decimal id', () => {
    // FNV-1a 32-bit of the strings "1" and "42".
    expect(userIdHash(1)).toBe(0x340ca71c);
    expect(userIdHash(42)).toBe(0x87e38583);
  });

  it('is deterministic', () => {
    expect(userIdHash(123_456)).toBe(userIdHash(123_456));
  });
});

describe('defaultAvatarNumber', () => {
  it('is between 1 and 50', () => {
    for (let id = 1; id <= 2000; id += 1) {
      const n = defaultAvatarNumber(id);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(50);
    }
  });

  it('spreads ids evenly over all 50 avatars', () => {
    const counts = new Array(50).fill(0);
    for (let id = 1; id <= 5000; id += 1) counts[defaultAvatarNumber(id) - 1] += 1;
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(70);
    expect(Math.max(...counts)).toBeLessThanOrEqual(130);
  });

  it('gives consecutive ids different avatars', () => {
    for (let id = 1; id < 5000; id += 1)
      expect(defaultAvatarNumber(id)).not.toBe(defaultAvatarNumber(id + 1));
  });
});

describe('defaultAvatarUrl', () => {
  it('points at a numbered default avatar for real users', () => {
    expect(defaultAvatarUrl(1)).toMatch(/^\/avatars\/default\/([1-9]|[1-4]\d|50)\.svg$/);
    expect(defaultAvatarUrl(1)).toBe(`/avatars/default/${defaultAvatarNumber(1)}.svg`);
  });

  it("gives ids of 0 or below the provider's avatar", () => {
    expect(defaultAvatarUrl(0)).toBe(PROVIDER_AVATAR_URL);
    expect(defaultAvatarUrl(-7)).toBe(PROVIDER_AVATAR_URL);
    expect(defaultAvatarUrl(Number.NaN)).toBe(PROVIDER_AVATAR_URL);
  });
});

describe('userAvatarPath', () => {
  it('names the thumbnail or the full avatar', () => {
    expect(userAvatarPath(17)).toBe('avatars/17/thumbnail');
    expect(userAvatarPath(17, 'avatar')).toBe('avatars/17/avatar');
  });
});

describe('resolveImageUrl', () => {
  it('uses http and https URLs unchanged', () => {
    expect(resolveImageUrl('https://cdn.example.org/a.png', 'https://img.example.com')).toBe(
      'https://cdn.example.org/a.png',
    );
    expect(resolveImageUrl('http://cdn.example.org/a.png', 'https://img.example.com')).toBe(
      'http://cdn.example.org/a.png',
    );
  });

  it('puts other paths after the image host', () => {
    expect(resolveImageUrl('avatars/17/thumbnail', 'https://img.example.com')).toBe(
      'https://img.example.com/avatars/17/thumbnail',
    );
    expect(resolveImageUrl('/avatars/17/avatar', 'https://img.example.com/')).toBe(
      'https://img.example.com/avatars/17/avatar',
    );
  });

  it('uses this site when there is no image host', () => {
    expect(resolveImageUrl('avatars/17/thumbnail', '')).toBe('/avatars/17/thumbnail');
    expect(resolveImageUrl('avatars/17/thumbnail')).toBe('/avatars/17/thumbnail');
  });
});

describe('avatarCandidates', () => {
  it('tries the image first and falls back to the default avatar', () => {
    expect(avatarCandidates(5, 'avatars/5/thumbnail', 'https://img.example.com')).toEqual([
      'https://img.example.com/avatars/5/thumbnail',
      defaultAvatarUrl(5),
    ]);
  });

  it('uses only the default avatar without an image path', () => {
    expect(avatarCandidates(5)).toEqual([defaultAvatarUrl(5)]);
    expect(avatarCandidates(5, '  ')).toEqual([defaultAvatarUrl(5)]);
    expect(avatarCandidates(0, null)).toEqual([PROVIDER_AVATAR_URL]);
  });
});

describe('avatarInitials', () => {
  it('uses the first letters of the first and last names', () => {
    expect(avatarInitials('Ada', 'Lovelace')).toBe('AL');
    expect(avatarInitials(' émile ', 'zola')).toBe('ÉZ');
  });

  it('uses what there is, never more than 2 letters', () => {
    expect(avatarInitials('Ada', '')).toBe('A');
    expect(avatarInitials(null, 'Lovelace')).toBe('L');
    expect(avatarInitials(undefined, undefined)).toBe('');
    expect(avatarInitials('Mary Ann', 'Evans Cross')).toBe('ME');
  });
});

describe('avatarAltText', () => {
  it("is the person's name", () => {
    expect(avatarAltText('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(avatarAltText(' Ada ', null)).toBe('Ada');
  });
});
