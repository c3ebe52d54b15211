import { MISCONCEPTIONS } from '@mathsight/content/misconception-registry.ts';
import { TOPIC_UNITS } from '@mathsight/content/topic-units.ts';
import type { RosterStudent } from './assistant.repository.ts';

export type TimeRange = 'this week' | 'last week' | 'this half-term' | 'this term';

/** What a question names, matched only against the caller's own classes and roster and the taxonomy. */
export interface Entities {
  group?: { groupId: number; code: string };
  student?: RosterStudent;
  /** A first name shared by several students in scope: the assistant asks which. */
  ambiguousStudents?: RosterStudent[];
  misconception?: { misconceptionId: number; name: string };
  topic?: { topicUnitId: number; name: string };
  time?: TimeRange;
  /** The question with those names replaced by plain words, for the classifier. */
  plain: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bounded = (term: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}/])${escapeRegExp(term)}(?=$|[^\\p{L}\\p{N}/])`, 'iu');
const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'and',
  'or',
  'in',
  'on',
  'with',
  'by',
  'as',
  'is',
  'for',
  'when',
]);
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));

function replaceFirst(text: string, term: string, by: string) {
  return text.replace(bounded(term), (_m, lead: string) => `${lead}${by}`);
}

const TIMES: [RegExp, TimeRange][] = [
  [/\bthis half[- ]?term\b/i, 'this half-term'],
  [/\bthis term\b/i, 'this term'],
  [/\blast week\b/i, 'last week'],
  [/\bthis week\b/i, 'this week'],
];

/**
 * Takes the names out of a question: a class code of the caller's (the longest that matches), a
 * student of their classes (full name first, then a first name only one student has), a
 * misconception or topic by name (or most of its words), and a time range.
 */
export function extractEntities(
  question: string,
  classes: readonly { groupId: number; code: string }[],
  roster: readonly RosterStudent[],
): Entities {
  let plain = question.replace(/[’‘]/g, "'");
  const out: Entities = { plain };

  for (const c of [...classes].sort((a, b) => b.code.length - a.code.length)) {
    if (bounded(c.code).test(plain)) {
      out.group = c;
      plain = replaceFirst(plain, c.code, 'the class');
      break;
    }
  }

  const unique = new Map<number, RosterStudent>();
  for (const s of roster) if (!unique.has(s.studentId)) unique.set(s.studentId, s);
  const people = [...unique.values()];
  const full = people.find((s) => bounded(`${s.firstName} ${s.lastName}`).test(plain));
  if (full) {
    out.student = full;
    plain = replaceFirst(plain, `${full.firstName} ${full.lastName}`, 'the student');
  } else {
    const firstNames = [...new Set(people.map((s) => s.firstName))].filter((n) => n.length >= 2);
    for (const name of firstNames.sort((a, b) => b.length - a.length)) {
      if (!bounded(name).test(plain)) continue;
      const holders = people.filter((s) => s.firstName === name);
      if (holders.length === 1) out.student = holders[0];
      else out.ambiguousStudents = holders;
      plain = replaceFirst(plain, name, 'the student');
      break;
    }
  }
  plain = plain
    .replace(/\bthe student's\b/gi, "the student's")
    .replace(/\bthe student s\b/gi, "the student's");

  const lower = plain.toLowerCase();
  const asked = new Set(words(plain));
  const byName = <T extends { name: string }>(items: readonly T[]) => {
    const exact = items
      .filter((i) => lower.includes(i.name.toLowerCase()))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (exact) return { item: exact, exact: true };
    let best: T | undefined;
    let bestShare = 0;
    for (const i of items) {
      const w = words(i.name);
      if (w.length < 2) continue;
      const share = w.filter((x) => asked.has(x)).length / w.length;
      if (share > bestShare) [best, bestShare] = [i, share];
    }
    return best && bestShare >= 0.75 ? { item: best, exact: false } : undefined;
  };
  const misconception = byName(MISCONCEPTIONS);
  if (misconception) {
    out.misconception = {
      misconceptionId: misconception.item.misconceptionId,
      name: misconception.item.name,
    };
    if (misconception.exact)
      plain = plain.replace(new RegExp(escapeRegExp(misconception.item.name), 'i'), 'the misconception');
  } else {
    const topic = byName(TOPIC_UNITS);
    if (topic) {
      out.topic = { topicUnitId: topic.item.topicUnitId, name: topic.item.name };
      if (topic.exact) plain = plain.replace(new RegExp(escapeRegExp(topic.item.name), 'i'), 'the topic');
    }
  }
  for (const [re, range] of TIMES) {
    if (re.test(plain)) {
      out.time = range;
      break;
    }
  }
  out.plain = plain;
  return out;
}
