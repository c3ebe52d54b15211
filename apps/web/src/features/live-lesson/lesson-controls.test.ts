import { describe, expect, it } from 'vitest';
import { answeredWords, lessonSteps } from './lesson-controls.ts';

const questions = [
  { questionId: 20, sequence: 2 },
  { questionId: 10, sequence: 1 },
];

const labels = (steps: ReturnType<typeof lessonSteps>) => steps.map((s) => s.label);

describe('the teacher’s next steps', () => {
  it('opens the first question (by sequence) while waiting', () => {
    const steps = lessonSteps('Waiting', null, questions);
    expect(steps).toEqual([
      { key: 'open', label: 'Show the first question', stage: { questionId: 10, phase: 'Voting' } },
    ]);
  });

  it('reveals, re-votes, reveals the re-vote, then moves on', () => {
    expect(labels(lessonSteps('Voting', 10, questions))).toEqual(['Reveal', 'Next question']);
    expect(lessonSteps('Voting', 10, questions)[0]?.stage).toEqual({ questionId: 10, phase: 'Revealed' });
    expect(labels(lessonSteps('Revealed', 10, questions))).toEqual(['Re-vote', 'Next question']);
    expect(labels(lessonSteps('Revoting', 10, questions))).toEqual(['Reveal the re-vote', 'Next question']);
    expect(lessonSteps('RevoteRevealed', 10, questions)).toEqual([
      { key: 'next', label: 'Next question', stage: { questionId: 20, phase: 'Voting' } },
    ]);
  });

  it('has no next question after the last, and nothing once ended', () => {
    expect(labels(lessonSteps('RevoteRevealed', 20, questions))).toEqual([]);
    expect(labels(lessonSteps('Voting', 20, questions))).toEqual(['Reveal']);
    expect(lessonSteps('Ended', 10, questions)).toEqual([]);
  });

  it('counts answers without names', () => {
    expect(answeredWords(18, 27)).toBe('18 of 27 answered');
  });
});
