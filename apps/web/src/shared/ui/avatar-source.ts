import { DEFAULT_AVATAR_COUNT } from './ui-constants.ts';

/**
 * Where a user's avatar comes from (spec §3 "Avatars").
 *
 * - Uploaded images live at `avatars/{userId}/thumbnail` (small) or `avatars/{userId}/avatar`
 *   (full size) on the image host.
 * - Image paths starting with http(s):// are used unchanged; any other path is put after the
 *   image host, `VITE_IMAGE_HOST` (empty by default, meaning this site).
 * - Everyone also has a default avatar, one of 50 numbered images chosen by a hash of the user id,
 *   shown when there is no image or it fails to load. Ids of 0 or below are not people (system
 *   messages, demo placeholders) and get the provider's avatar instead.
 * - The default avatars ship with the web app (`public/avatars/default/`), so they are always
 *   served from this site, never from the image host.
 */

export type AvatarImageSize = 'thumbnail' | 'avatar';

export const PROVIDER_AVATAR_URL = '/avatars/default/provider.svg';

const IMAGE_HOST: string = import.meta.env.VITE_IMAGE_HOST ?? '';

/**
 * FNV-1a (32-bit) over the decimal digits of the id. Deterministic across browsers and sessions,
 * spreads any run of ids evenly over the 50 avatars, and never gives two consecutive ids the
 * same one, so a class list of newly created students looks varied.
 */
export function userIdHash(userId: number): number {
  let hash = 0x811c9dc5;
  for (const char of String(Math.trunc(userId))) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The numbered default avatar of a user, 1 to 50. */
export function defaultAvatarNumber(userId: number): number {
  return (userIdHash(userId) % DEFAULT_AVATAR_COUNT) + 1;
}

/** The URL of numbered default avatar `n` (1 to 50). */
export function numberedAvatarUrl(n: number): string {
  return `/avatars/default/${n}.svg`;
}

/** The default avatar image of a user: a numbered one, or the provider's for ids of 0 or below. */
export function defaultAvatarUrl(userId: number): string {
  if (!(userId > 0)) return PROVIDER_AVATAR_URL;
  return numberedAvatarUrl(defaultAvatarNumber(userId));
}

/** The path of a user's uploaded image, relative to the image host. */
export function userAvatarPath(userId: number, size: AvatarImageSize = 'thumbnail'): string {
  return `avatars/${userId}/${size}`;
}

/** An image path as a URL: http(s) URLs unchanged, anything else after the image host. */
export function resolveImageUrl(path: string, imageHost: string = IMAGE_HOST): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${imageHost.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The images to try for a user, best first; the last one is always their default avatar. */
export function avatarCandidates(userId: number, imagePath?: string | null, imageHost?: string): string[] {
  const fallback = defaultAvatarUrl(userId);
  const trimmed = imagePath?.trim();
  if (!trimmed) return [fallback];
  const image = resolveImageUrl(trimmed, imageHost);
  return image === fallback ? [fallback] : [image, fallback];
}

/** Up to two initials, first name then last name, for when no image can be shown. */
export function avatarInitials(firstName?: string | null, lastName?: string | null): string {
  const first = (name?: string | null) => Array.from(name?.trim() ?? '')[0] ?? '';
  return `${first(firstName)}${first(lastName)}`.toLocaleUpperCase('en-GB');
}

/** The person's name as the image's alternative text. */
export function avatarAltText(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(' ');
}
