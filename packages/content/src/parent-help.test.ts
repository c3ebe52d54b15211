import { describe, expect, it } from 'vitest';
import { MISCONCEPTIONS } from './misconception-registry.ts';
import { PARENT_HELP_BY_TOPIC, parentHelpFor } from './parent-help.ts';
import { SUBJECTS } from './taxonomy.ts';

describe('how to help at home (issue 27 point 4)', () => {
  it('every misconception has a parent-facing text', () => {
    const missing = MISCONCEPTIONS.filter((m) => !parentHelpFor(m.misconceptionId)).map((m) => m.slug);
    expect(missing).toEqual([]);
  });

  it('every topic of the subject tree has one, and no text is left over', () => {
    const topics = SUBJECTS.filter((s) => s.level === 2).map((s) => s.subjectId);
    expect(Object.keys(PARENT_HELP_BY_TOPIC).map(Number).sort()).toEqual([...topics].sort());
  });

  it('is plain English a parent can act on: short whole sentences, no notation, no figures to copy', () => {
    for (const [topic, text] of Object.entries(PARENT_HELP_BY_TOPIC)) {
      const where = `topic ${topic}: ${text}`;
      expect(text.length, where).toBeGreaterThan(60);
      expect(text.length, where).toBeLessThan(240);
      expect(text, where).toMatch(/^[A-Z].*[.?!]$/);
      // No LaTeX, symbols or digits: a parent is told what to do, never a question's answer.
      expect(text, where).not.toMatch(/[\\$^=<>×÷√%0-9]/);
      // It speaks to the parent about the child, not to a teacher.
      expect(text, where).toMatch(/\b(your child|ask|together|talk|play|use|look|find|measure|draw|take)\b/i);
    }
  });

  it('is never a misconception’s re-teaching text for the teacher', () => {
    const teacherTexts = new Set(MISCONCEPTIONS.map((m) => m.howToFix));
    for (const text of Object.values(PARENT_HELP_BY_TOPIC)) expect(teacherTexts.has(text)).toBe(false);
  });
});
