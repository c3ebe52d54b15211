/**
 * The PII guard (issue 29 point 3): no student's (or teacher's) name leaves the server.
 *
 * One guard per conversation, built from the roster in scope (`piiProperties`: each person's display
 * name and their names, usernames, UPNs and emails). Before anything goes to a model:
 * - `redact` replaces every roster string with the person's stable placeholder (`[STUDENT_1]`,
 *   `[TEACHER_1]`): the same person always gets the same one in the conversation (`snapshot()` keeps
 *   the numbering with the conversation), whatever the case, accents (Zoë / Zoe), apostrophes
 *   (O'Brien / O’Brien), hyphens or spacing; longest first, whole words only;
 * - then a pass replaces stray emails and phone numbers (`[EMAIL_1]`, `[PHONE_1]`).
 * On the way back `restore` (or a streaming `restorer`) puts back what the guard issued and drops any
 * placeholder-shaped token it did not issue (a model's invention is never shown as a name).
 * Fail closed: `assertClean` is run on the exact outbound request body (and URL), raw, JSON-unescaped
 * (twice: tool results are JSON inside JSON), URL-decoded and HTML-entity-decoded, ignoring case and
 * accents; a roster string found in any form throws `PiiLeakError` and the request is not sent. The
 * error and the log line name the form and the person's placeholder, never the string.
 * Caveat: matching is by whole words, so a roster word that is also an English word ("Will", "May")
 * is replaced in the teacher's question too, and if it appears in the request's fixed parts (a tool's
 * name or schema) the call is refused: the built-in answer is used (fail closed).
 */

import { fold, foldValue, outboundForms } from './pii-text.ts';

export type PiiKind = 'student' | 'teacher' | 'person';

export interface PiiPerson {
  kind?: PiiKind;
  /** What the answer shows where the model wrote the person's placeholder. */
  display: string;
  /** Every other string that identifies them: first and last names, username, UPN, email. */
  values?: string[];
}

export interface PiiGuardState {
  people: Array<{ placeholder: string; display: string; values: string[] }>;
  extras: Array<{ placeholder: string; value: string }>;
}

export interface PiiGuardLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A roster string was found in an outbound request: the call is aborted. Names the form, not the string. */
export class PiiLeakError extends Error {
  override readonly name = 'PiiLeakError';
  constructor(
    readonly form: string,
    readonly placeholder: string,
  ) {
    super(`outbound model request refused: a roster string of ${placeholder} survived (${form} form)`);
  }
}

const PLACEHOLDER = /\[\s*(STUDENT|TEACHER|PERSON|EMAIL|PHONE)[ _-]?(\d{1,6})\s*\]/gi;
/** A tail that may still become a placeholder when the next delta arrives. */
const PLACEHOLDER_PREFIX = /^\[\s*[A-Za-z]{0,7}[ _-]?\d{0,6}\s*$/;
const STRAY_EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** 9 to 15 digits, maybe with a leading +, spaces, dots, dashes or brackets between them. */
const STRAY_PHONE = /(?<![\p{L}\p{N}])\+?\(?\d(?:[\s().-]{0,2}\d){8,14}(?![\p{L}\p{N}])/gu;
/** Name particles not treated as a name on their own when a display name is split into words. */
const PARTICLES = new Set([
  'de',
  'da',
  'del',
  'della',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'bin',
  'ibn',
  'al',
  'el',
  'y',
  'e',
  'of',
]);

const WORD = /[\p{L}\p{N}]/u;

interface Person {
  placeholder: string;
  display: string;
  /** The display name and the strings given for the person. */
  values: string[];
}

/** The single words of a display name (not particles such as "de", "van"): a first or last name alone. */
function nameWords(display: string): string[] {
  return display
    .split(/\s+/u)
    .filter((word) => foldValue(word).length >= 2 && !PARTICLES.has(foldValue(word)));
}

interface Span {
  start: number;
  end: number;
  placeholder: string;
}

export class PiiGuard {
  private readonly people: Person[] = [];
  private readonly byPlaceholder = new Map<string, string>();
  /** Folded roster string → placeholder, longest first. */
  private needles: Array<{ folded: string; placeholder: string }> = [];
  private readonly extras = new Map<string, string>();
  private readonly counters = new Map<string, number>();

  constructor(
    people: PiiPerson[] = [],
    state?: PiiGuardState,
    private readonly logger?: PiiGuardLogger,
  ) {
    for (const person of state?.people ?? []) this.keep(person);
    for (const extra of state?.extras ?? []) this.keepExtra(extra.placeholder, extra.value);
    this.addPeople(people);
  }

  /** Adds people not yet known (a person is known by their display name and kind); numbering stays. */
  addPeople(people: PiiPerson[]): void {
    for (const person of people) {
      const prefix = (person.kind ?? 'student').toUpperCase();
      const values = [person.display, ...(person.values ?? [])].filter((value) => value.trim() !== '');
      const known = this.people.find(
        (p) => p.display === person.display && p.placeholder.startsWith(`[${prefix}_`),
      );
      if (known) known.values = [...new Set([...known.values, ...values])];
      else
        this.keep({ placeholder: this.issue(prefix), display: person.display, values: [...new Set(values)] });
    }
    this.rebuild();
  }

  snapshot(): PiiGuardState {
    return {
      people: this.people.map((p) => ({ ...p, values: [...p.values] })),
      extras: [...this.extras].map(([value, placeholder]) => ({ placeholder, value })),
    };
  }

  /** The text with every roster string, then every stray email and phone number, replaced. */
  redact(text: string): string {
    const spans = this.find(text);
    let out = '';
    let at = 0;
    for (const span of spans) {
      out += text.slice(at, span.start) + span.placeholder;
      at = span.end;
    }
    out += text.slice(at);
    out = out.replace(STRAY_EMAIL, (email) => this.extra('EMAIL', email));
    return out.replace(STRAY_PHONE, (phone) => this.extra('PHONE', phone));
  }

  /** Every string (and object key) in a JSON-like value redacted: for tool results. */
  redactValue(value: unknown): unknown {
    return mapStrings(value, (text) => this.redact(text));
  }

  /** Issued placeholders put back; any other placeholder-shaped token dropped. */
  restore(text: string): string {
    return text.replace(
      PLACEHOLDER,
      (_match, kind: string, n: string) =>
        this.byPlaceholder.get(`[${kind.toUpperCase()}_${Number(n)}]`) ?? '',
    );
  }

  restoreValue(value: unknown): unknown {
    return mapStrings(value, (text) => this.restore(text));
  }

  /** For a streamed answer: holds back a tail that may be the start of a placeholder split across deltas. */
  restorer(): { push(delta: string): string; flush(): string } {
    let held = '';
    return {
      push: (delta) => {
        held += delta;
        const at = held.lastIndexOf('[');
        let out = held;
        if (at >= 0 && !held.includes(']', at) && PLACEHOLDER_PREFIX.test(held.slice(at))) {
          out = held.slice(0, at);
          held = held.slice(at);
        } else {
          held = '';
        }
        return this.restore(out);
      },
      flush: () => {
        const out = this.restore(held);
        held = '';
        return out;
      },
    };
  }

  /**
   * Fail closed: throws PiiLeakError (and logs, without the string) if any roster string is in the
   * outbound body or URL in any of its forms. Called on the exact bytes about to be sent.
   */
  assertClean(outbound: { body: string; url?: string }): void {
    for (const [form, text] of outboundForms(`${outbound.url ?? ''}\n${outbound.body}`)) {
      const [hit] = this.find(text);
      if (hit) {
        this.logger?.warn(
          { form, person: hit.placeholder },
          'assistant model call aborted: a roster string was in the outbound request',
        );
        throw new PiiLeakError(form, hit.placeholder);
      }
    }
  }

  private find(text: string): Span[] {
    if (this.needles.length === 0 || text === '') return [];
    const { folded, from } = fold(text);
    const spans: Span[] = [];
    for (const needle of this.needles) {
      let at = folded.indexOf(needle.folded);
      while (at >= 0) {
        const end = at + needle.folded.length;
        const before = folded[at - 1];
        const after = folded[end];
        if ((before === undefined || !WORD.test(before)) && (after === undefined || !WORD.test(after))) {
          spans.push({
            start: from[at] as number,
            end: end < from.length ? (from[end] as number) : text.length,
            placeholder: needle.placeholder,
          });
        }
        at = folded.indexOf(needle.folded, at + 1);
      }
    }
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    const chosen: Span[] = [];
    let reached = 0;
    for (const span of spans) {
      if (span.start < reached) continue;
      chosen.push(span);
      reached = span.end;
    }
    return chosen;
  }

  private keep(person: Person) {
    this.people.push(person);
    this.byPlaceholder.set(person.placeholder, person.display);
    this.count(person.placeholder);
  }

  private keepExtra(placeholder: string, value: string) {
    this.extras.set(value, placeholder);
    this.byPlaceholder.set(placeholder, value);
    this.count(placeholder);
  }

  private count(placeholder: string) {
    const match = /^\[([A-Z]+)_(\d+)\]$/.exec(placeholder);
    if (match)
      this.counters.set(
        match[1] as string,
        Math.max(this.counters.get(match[1] as string) ?? 0, Number(match[2])),
      );
  }

  private issue(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `[${prefix}_${n}]`;
  }

  private extra(prefix: 'EMAIL' | 'PHONE', value: string): string {
    const known = this.extras.get(value);
    if (known) return known;
    const placeholder = this.issue(prefix);
    this.keepExtra(placeholder, value);
    return placeholder;
  }

  private rebuild() {
    const needles = new Map<string, string>();
    const add = (value: string, placeholder: string) => {
      const folded = foldValue(value);
      if (folded.length < 2) return;
      // O'Brien is also written OBrien and O Brien; Smith-Jones, Smith Jones.
      for (const variant of [folded, folded.replace(/['-]/g, ''), folded.replace(/['-]/g, ' ')]) {
        if (variant.length >= 2 && !needles.has(variant)) needles.set(variant, placeholder);
      }
    };
    // Every person's own strings first, then the single words of display names: a word of one
    // person's name never takes another person's whole name.
    for (const person of this.people) for (const value of person.values) add(value, person.placeholder);
    for (const person of this.people)
      for (const word of nameWords(person.display)) add(word, person.placeholder);
    this.needles = [...needles]
      .map(([folded, placeholder]) => ({ folded, placeholder }))
      .sort((a, b) => b.folded.length - a.folded.length);
  }
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [map(key), mapStrings(item, map)]));
  }
  return value;
}
