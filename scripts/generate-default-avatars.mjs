#!/usr/bin/env node
/**
 * Writes the default avatars of spec §3: 50 numbered images and the provider's own, as small SVGs
 * in apps/web/public/avatars/default/. Run it again after changing a colour or a shape:
 *
 *   node scripts/generate-default-avatars.mjs
 *
 * Avatar n (1 to 50) takes colour (n - 1) % 10 and shape floor((n - 1) / 10), so neighbouring
 * numbers never share a colour. Every shape is a pale tint on a deep background, so the avatars
 * stay crisp at 24 px and for people with low contrast sensitivity.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'web',
  'public',
  'avatars',
  'default',
);

/**
 * [background, pale tint for the shape, deeper tone for the backdrop circle]. The tint is at least
 * 5:1 against both, well above the 3:1 WCAG asks of graphics.
 */
const colours = [
  ['#364fc7', '#edf2ff', '#2b3f9f'], // indigo
  ['#0a6e50', '#e6fcf5', '#085840'], // teal
  ['#862e9c', '#f8f0fc', '#6b257d'], // grape
  ['#b43c0b', '#fff4e6', '#903009'], // orange
  ['#1864ab', '#e7f5ff', '#135089'], // blue
  ['#c92a2a', '#fff5f5', '#a12222'], // red
  ['#237a35', '#ebfbee', '#1c622a'], // green
  ['#5f3dc4', '#f3f0ff', '#4c319d'], // violet
  ['#0b7285', '#e3fafc', '#095b6a'], // cyan
  ['#a61e4d', '#fff0f6', '#85183e'], // pink
];

/** Maths-flavoured shapes drawn in a 64 × 64 box: each returns SVG elements in the tint colour. */
const shapes = [
  // A circle with a small satellite.
  (tint) => `<circle cx="30" cy="34" r="15" fill="${tint}"/><circle cx="47" cy="17" r="5" fill="${tint}"/>`,
  // A triangle.
  (tint) =>
    `<path d="M32 13 52 48H12Z" fill="${tint}" stroke="${tint}" stroke-width="4" stroke-linejoin="round"/>`,
  // A square standing on its corner, with a dot.
  (tint) =>
    `<rect x="19" y="19" width="26" height="26" rx="3" transform="rotate(45 32 32)" fill="${tint}"/><circle cx="50" cy="50" r="4" fill="${tint}"/>`,
  // A plus sign.
  (tint) =>
    `<rect x="26" y="12" width="12" height="40" rx="4" fill="${tint}"/><rect x="12" y="26" width="40" height="12" rx="4" fill="${tint}"/>`,
  // A hexagon with a hole.
  (tint, background) =>
    `<path d="M32 12 49.3 22V42L32 52 14.7 42V22Z" fill="${tint}" stroke="${tint}" stroke-width="3" stroke-linejoin="round"/><circle cx="32" cy="32" r="7" fill="${background}"/>`,
];

function avatarSvg([background, tint, backdrop], shape) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="${background}"/><circle cx="8" cy="60" r="26" fill="${backdrop}"/>${shape(tint, background)}</svg>\n`;
}

const providerSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="#3b2a9e"/><path d="M16 44l10-24 6 14 6-14 10 24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n';

mkdirSync(outDir, { recursive: true });
for (let n = 1; n <= colours.length * shapes.length; n += 1) {
  const colour = colours[(n - 1) % colours.length];
  const shape = shapes[Math.floor((n - 1) / colours.length)];
  writeFileSync(join(outDir, `${n}.svg`), avatarSvg(colour, shape));
}
writeFileSync(join(outDir, 'provider.svg'), providerSvg);
console.log(`Wrote ${colours.length * shapes.length} default avatars and provider.svg to ${outDir}`);
