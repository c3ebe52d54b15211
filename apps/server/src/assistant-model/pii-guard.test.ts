import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANARIES } from './pii-canaries.ts';
import { PiiGuard, PiiLeakError } from './pii-guard.ts';

function guard(people = CANARIES) {
  return new PiiGuard(people);
}

/** The ways a name may be typed: case, accents off, decomposed, curly apostrophes, spaces. */
const spelling = fc.constantFrom<(name: string) => string>(
  (name) => name,
  (name) => name.toUpperCase(),
  (name) => name.toLowerCase(),
  (name) => name.normalize('NFD'),
  (name) => name.normalize('NFD').replace(/\p{M}/gu, ''),
  (name) => name.replace(/'/g, '’'),
  (name) => name.replace(/ /g, '  '),
  (name) => name.replace(/ /g, '\u00a0'),
);

const canary = fc.constantFrom(...CANARIES);
const filler = fc.constantFrom(
  'scored',
  '72%',
  'on fractions,',
  'and',
  'needs help with',
  'ratio.',
  '(8B)',
  '—',
  'improved by 12 points;',
  'who',
  'is',
);

const sentence = fc.array(
  fc.oneof(
    filler,
    fc.tuple(canary, spelling).map(([person, spell]) => spell(person.display)),
  ),
  {
    minLength: 1,
    maxLength: 12,
  },
);

const encodings: Array<[string, (text: string) => string]> = [
  ['raw', (text) => text],
  ['json', (text) => JSON.stringify({ content: text })],
  [
    'json ascii',
    (text) =>
      JSON.stringify({ content: text }).replace(
        /[^\x20-\x7e]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
  ],
  [
    'json in json',
    (text) => JSON.stringify({ messages: [{ role: 'tool', content: JSON.stringify({ student: text }) }] }),
  ],
  ['url', (text) => `q=${encodeURIComponent(text)}`],
  ['form', (text) => new URLSearchParams({ q: text }).toString()],
  ['html', (text) => text.replace(/'/g, '&#39;')],
];

describe('the PII guard', () => {
  it('leaves nothing of a roster string in any encoding of the redacted text (property)', () => {
    fc.assert(
      fc.property(sentence, (words) => {
        const g = guard();
        const redacted = g.redact(words.join(' '));
        for (const [, encode] of encodings)
          expect(() => g.assertClean({ body: encode(redacted) })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('gives each person one placeholder for the conversation and puts the display name back (property)', () => {
    fc.assert(
      fc.property(
        fc.array(canary, { minLength: 1, maxLength: 8 }),
        fc.array(filler, { minLength: 1, maxLength: 8 }),
        (people, words) => {
          const g = guard();
          const text = people.map((person, i) => `${person.display} ${words[i % words.length]}`).join(' ');
          const redacted = g.redact(text);
          expect(g.restore(redacted)).toBe(text);
          for (const person of people)
            expect(g.redact(person.display)).toBe(g.redact(person.display.toUpperCase()));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses every encoding of every canary in an outbound body, without saying the name (property)', () => {
    const logged: unknown[] = [];
    const g = new PiiGuard(CANARIES, undefined, {
      warn: (details, message) => logged.push(details, message),
    });
    fc.assert(
      fc.property(
        canary,
        spelling,
        fc.constantFrom(...encodings),
        fc.constantFrom('', 'The answer: ', 'x'.repeat(50)),
        (person, spell, [, encode], prefix) => {
          const body = encode(`${prefix}${spell(person.display)} did well`);
          let error: unknown;
          try {
            g.assertClean({ body });
          } catch (thrown) {
            error = thrown;
          }
          expect(error).toBeInstanceOf(PiiLeakError);
          const told = JSON.stringify([
            String(error),
            (error as Error).stack,
            logged.at(-2),
            logged.at(-1),
          ]).toLowerCase();
          for (const word of person.display.toLowerCase().split(' '))
            if (word.length > 3) expect(told).not.toContain(word);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds for generated names too: accents, apostrophes, hyphens, other scripts (property)', () => {
    const letter = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzàáâäãåæçèéêëìíîïñòóôöøœßùúûüýÿłżźśćńčřšžđðþğıəαβγδλπжзлмнцшщ'.split(''),
    );
    const word = fc
      .tuple(
        fc.array(letter, { minLength: 2, maxLength: 8 }),
        fc.constantFrom('', "'", '-', '’'),
        fc.array(letter, { minLength: 0, maxLength: 5 }),
      )
      .map(([head, joint, rest]) => head.join('') + (rest.length ? joint + rest.join('') : ''));
    const name = fc
      .tuple(word, word)
      .map(([first, last]) => `${first[0]?.toUpperCase()}${first.slice(1)} ${last}`);
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { minLength: 1, maxLength: 5 }),
        spelling,
        fc.constantFrom(...encodings),
        (names, spell, [, encode]) => {
          const g = new PiiGuard(names.map((display) => ({ display })));
          const text = names.map((display) => `${spell(display)} scored 70%`).join('; ');
          expect(() => g.assertClean({ body: encode(text) })).toThrow(PiiLeakError);
          const redacted = g.redact(text);
          expect(() => g.assertClean({ body: encode(redacted) })).not.toThrow();
          expect(g.restore(g.redact(names.join(', ')))).toBe(names.join(', '));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('catches usernames, UPNs, emails and names alone, and whole words only', () => {
    const g = guard();
    const redacted = g.redact(
      "zoe.dang (ZDANG@school.example.onmicrosoft.com) and Siobhán's friend OBrien; Zoë wrote to zoe.dang@school.example. Zoella and Adam are not on the roster.",
    );
    expect(redacted).toBe(
      "[STUDENT_1] ([STUDENT_1]) and [STUDENT_2]'s friend [STUDENT_2]; [STUDENT_1] wrote to [STUDENT_1]. Zoella and Adam are not on the roster.",
    );
    expect(g.redact('Ask Mr Ezekiel Thistlewood or ethistlewood@school.example')).toBe(
      'Ask [TEACHER_1] or [TEACHER_1]',
    );
  });

  it('replaces stray emails and phone numbers, stably, and restores them', () => {
    const g = guard();
    const text =
      'Parent: jo.parent@mail.example, +44 7700 900123 or (020) 7946-0958. Again jo.parent@mail.example. Scored 72% on 2026-11-29.';
    const redacted = g.redact(text);
    expect(redacted).toBe(
      'Parent: [EMAIL_1], [PHONE_1] or [PHONE_2]. Again [EMAIL_1]. Scored 72% on 2026-11-29.',
    );
    expect(g.restore(redacted)).toBe(text);
  });

  it('drops placeholders it did not issue, in any spelling', () => {
    const g = guard();
    g.redact('Zoë and jo@x.example');
    expect(
      g.restore('[STUDENT_1], [student 1], [STUDENT_99], [TEACHER_7], [EMAIL_1], [PHONE_1] and [NOTE_1]'),
    ).toBe('Zoë Ðặng, Zoë Ðặng, , , jo@x.example,  and [NOTE_1]');
  });

  it('restores placeholders split across streamed deltas (property)', () => {
    const g = guard();
    const answer = g.redact(`${CANARIES.map((p) => p.display).join(' then ')} [STUDENT_42] [ not one] [STU`);
    fc.assert(
      fc.property(fc.array(fc.nat(answer.length), { maxLength: 20 }), (cuts) => {
        const points = [...new Set([0, ...cuts, answer.length])].sort((a, b) => a - b);
        const restorer = g.restorer();
        let out = '';
        for (let i = 1; i < points.length; i += 1)
          out += restorer.push(answer.slice(points[i - 1], points[i]));
        out += restorer.flush();
        expect(out).toBe(g.restore(answer));
      }),
    );
  });

  it('keeps the numbering of a conversation across turns through its snapshot', () => {
    const first = guard();
    first.redact('Łukasz Żółć and Søren, mail a@b.example');
    const later = new PiiGuard([{ display: 'New Pupil' }, ...CANARIES], first.snapshot());
    expect(later.redact('Søren Kierkegård, New Pupil, a@b.example, c@d.example')).toBe(
      `${first.redact('Søren Kierkegård')}, [STUDENT_11], [EMAIL_1], [EMAIL_2]`,
    );
  });

  it("a word of one person's name never takes another person's whole name", () => {
    const g = new PiiGuard([{ display: 'Ann Lee' }, { display: 'Lee' }]);
    expect(g.redact('Lee and Ann Lee')).toBe('[STUDENT_2] and [STUDENT_1]');
  });

  it('redacts strings and keys of tool results, and restores tool arguments', () => {
    const g = guard();
    expect(g.redactValue({ 'Zoë Ðặng': { score: 72, note: "O'Brien helped" } })).toEqual({
      '[STUDENT_1]': { score: 72, note: '[STUDENT_2] helped' },
    });
    expect(g.restoreValue({ student: '[STUDENT_2]', n: 3 })).toEqual({ student: "Siobhán O'Brien", n: 3 });
  });
});
