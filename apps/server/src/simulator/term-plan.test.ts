import { describe, expect, it } from 'vitest';
import type { SimClass, SimQuiz } from './simulator.repository.ts';
import { participationOf, planTerm, suitableQuizzes } from './term-plan.ts';

const DAY_MS = 86_400_000;
const now = new Date('2026-03-11T10:30:00Z');
const classes: SimClass[] = [
  { groupId: 1, code: '7A', year: 7, isDemo: false, teacherUserId: 100 },
  { groupId: 2, code: '10X', year: 10, isDemo: false, teacherUserId: 101 },
];
const quizzes: SimQuiz[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    quizId: 1000 + i,
    kind: 'TopicPathway' as const,
    name: `Topic ${i}`,
    yearGroup: null,
    yearFrom: i < 6 ? 7 : 9,
    yearTo: i < 6 ? 8 : 11,
  })),
  { quizId: 1, kind: 'Diagnostic', name: 'Year 7 baseline', yearGroup: 7, yearFrom: null, yearTo: null },
  { quizId: 2, kind: 'Diagnostic', name: 'Year 10 baseline', yearGroup: 10, yearFrom: null, yearTo: null },
  { quizId: 3, kind: 'Diagnostic', name: 'Mixed', yearGroup: null, yearFrom: null, yearTo: null },
];

describe('planning a term of work', () => {
  const plan = planTerm({ classes, quizzes, weeks: 12, now, seed: 7 });

  it('gives each class 8–10 ended quizzes over the last 12 weeks, 1–2 open now and 2 upcoming', () => {
    for (const c of classes) {
      const mine = plan.filter((w) => w.groupId === c.groupId);
      expect(mine.every((w) => w.teacherUserId === c.teacherUserId)).toBe(true);
      const past = mine.filter((w) => w.phase === 'past');
      const open = mine.filter((w) => w.phase === 'open');
      const upcoming = mine.filter((w) => w.phase === 'upcoming');
      expect(past.length).toBeGreaterThanOrEqual(8);
      expect(past.length).toBeLessThanOrEqual(10);
      expect(open.length).toBeGreaterThanOrEqual(1);
      expect(open.length).toBeLessThanOrEqual(2);
      expect(upcoming).toHaveLength(2);
      for (const w of past) {
        expect(w.endDate.getTime()).toBeLessThan(now.getTime());
        expect(w.startDate.getTime()).toBeGreaterThanOrEqual(now.getTime() - 12 * 7 * DAY_MS - DAY_MS);
      }
      // Spread across the weeks, not bunched: at least 8 different weeks.
      const weeks = new Set(
        past.map((w) => Math.floor((now.getTime() - w.startDate.getTime()) / (7 * DAY_MS))),
      );
      expect(weeks.size).toBeGreaterThanOrEqual(8);
      for (const w of open) {
        expect(w.startDate.getTime()).toBeLessThan(now.getTime());
        expect(w.endDate.getTime()).toBeGreaterThan(now.getTime());
      }
      for (const w of upcoming) expect(w.startDate.getTime()).toBeGreaterThan(now.getTime());
      // Quizzes suited to the year, no repeats within the term.
      const suited = suitableQuizzes(quizzes, c.year);
      const allowed = new Set([...suited.topics, ...suited.diagnostics].map((q) => q.quizId));
      expect(mine.every((w) => allowed.has(w.quizId))).toBe(true);
      expect(mine.some((w) => quizzes.find((q) => q.quizId === w.quizId)?.kind === 'Diagnostic')).toBe(true);
    }
  });

  it('is deterministic from the seed', () => {
    expect(planTerm({ classes, quizzes, weeks: 12, now, seed: 7 })).toEqual(plan);
    expect(planTerm({ classes, quizzes, weeks: 12, now, seed: 8 })).not.toEqual(plan);
  });

  it('scales the past work to fewer weeks', () => {
    const short = planTerm({ classes: classes.slice(0, 1), quizzes, weeks: 4, now, seed: 7 });
    const past = short.filter((w) => w.phase === 'past');
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(past.length).toBeLessThanOrEqual(4);
    expect(past.every((w) => w.endDate < now)).toBe(true);
  });
});

describe('participation', () => {
  it('most complete past work, some answer part of it, a few none; upcoming work is untouched', () => {
    const counts = { complete: 0, partial: 0, none: 0 };
    for (let student = 1; student <= 300; student++) {
      for (let assignment = 1; assignment <= 10; assignment++) {
        const p = participationOf(3, student, assignment, 'past', 6);
        expect(p).toEqual(participationOf(3, student, assignment, 'past', 6));
        if (p.finish) {
          expect(p.answers).toBe(6);
          counts.complete++;
        } else if (p.answers > 0) {
          expect(p.answers).toBeLessThan(6);
          counts.partial++;
        } else counts.none++;
      }
      expect(participationOf(3, student, 1, 'upcoming', 6)).toEqual({ answers: 0, finish: false });
    }
    expect(counts.complete / 3000).toBeGreaterThan(0.65);
    expect(counts.partial).toBeGreaterThan(counts.none);
    expect(counts.none / 3000).toBeGreaterThan(0.02);
    expect(counts.none / 3000).toBeLessThan(0.15);
  });
});
