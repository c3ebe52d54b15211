import { randomInt } from 'node:crypto';

/**
 * What a teacher prints on a sign-in card for a student they added by name: a username made from
 * the name (ASCII, so any keyboard types it) and a password a child can read aloud and type.
 */

/** "Zoë O'Brien-Smith" → "zoe.obriensmith"; the caller adds a number when it is taken. */
export function userNameBase(firstName: string, lastName: string): string {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const first = fold(firstName).slice(0, 14);
  const last = fold(lastName).slice(0, 14);
  const base = [first, last].filter(Boolean).join('.');
  return base.length >= 3 ? base : `${base || 'student'}.pupil`.slice(0, 20);
}

/**
 * The first of `base`, `base2`, `base3`, … that is not in `taken` (lower case). Usernames given in
 * the same batch are added to `taken`, so two Sam Lees in one class become sam.lee and sam.lee2.
 */
export function freeUserName(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

// Short, common, unambiguous words: no homophones, nothing rude in any pairing, easy to spell at 9.
const WORDS = [
  'apple',
  'badger',
  'banjo',
  'beach',
  'bison',
  'bramble',
  'bucket',
  'butter',
  'cactus',
  'camel',
  'candle',
  'canoe',
  'carrot',
  'castle',
  'cherry',
  'cloud',
  'cobra',
  'comet',
  'coral',
  'cricket',
  'daisy',
  'dolphin',
  'dragon',
  'eagle',
  'falcon',
  'feather',
  'ferret',
  'forest',
  'fossil',
  'garden',
  'gecko',
  'ginger',
  'glacier',
  'goose',
  'granite',
  'harbour',
  'hazel',
  'hedgehog',
  'heron',
  'island',
  'jigsaw',
  'jungle',
  'kettle',
  'kiwi',
  'ladder',
  'lantern',
  'lemon',
  'lizard',
  'llama',
  'lobster',
  'magnet',
  'mango',
  'maple',
  'meadow',
  'melon',
  'meteor',
  'mitten',
  'monkey',
  'muffin',
  'nutmeg',
  'ocean',
  'olive',
  'orbit',
  'otter',
  'owl',
  'paddle',
  'panda',
  'parrot',
  'peanut',
  'pebble',
  'pepper',
  'pickle',
  'pirate',
  'planet',
  'pocket',
  'puffin',
  'pumpkin',
  'quartz',
  'rabbit',
  'radish',
  'rainbow',
  'raven',
  'ribbon',
  'river',
  'robin',
  'rocket',
  'saddle',
  'salmon',
  'sandal',
  'scooter',
  'shell',
  'spider',
  'squid',
  'star',
  'sunset',
  'tiger',
  'toffee',
  'tomato',
  'tractor',
  'trumpet',
  'tulip',
  'turnip',
  'velvet',
  'violin',
  'volcano',
  'walnut',
  'walrus',
  'wizard',
  'yoghurt',
  'zebra',
];

const pick = () => WORDS[randomInt(WORDS.length)] ?? 'otter';

/** Two words and two digits, e.g. "maple-otter-47" (about 20 bits; sign-in attempts are rate limited). */
export function makeStudentPassword(): string {
  const first = pick();
  let second = pick();
  while (second === first) second = pick();
  return `${first}-${second}-${String(randomInt(10, 100))}`;
}
