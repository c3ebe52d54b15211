import { describe, expect, it } from 'vitest';
import { rightText, stepsText, summaryText, timeSpentText, whereText } from './lesson-progress-text.ts';

describe('the lesson progress words', () => {
  it('words time to the minute', () => {
    expect(timeSpentText(0)).toBe('–');
    expect(timeSpentText(20_000)).toBe('under a minute');
    expect(timeSpentText(99_000)).toBe('2 min');
    expect(timeSpentText(65 * 60_000)).toBe('1 h 05 min');
  });

  it('words steps, right answers, the place and the class', () => {
    expect(stepsText({ stepsDone: 3, stepCount: 10 })).toBe('3 of 10 steps');
    expect(stepsText({ stepsDone: 0, stepCount: 1 })).toBe('0 of 1 step');
    expect(rightText({ rightFirstTime: 4, rightOnRetry: 0 })).toBe('4 right first time');
    expect(rightText({ rightFirstTime: 4, rightOnRetry: 1 })).toBe('4 right first time, 1 on a second try');
    expect(whereText({ status: 'inProgress', stoppedAt: 'Question 3 of 8' })).toBe('Question 3 of 8');
    expect(whereText({ status: 'finished', stoppedAt: null })).toBe('Finished');
    expect(whereText({ status: 'notStarted', stoppedAt: null })).toBe('–');
    expect(summaryText([{ status: 'finished' }, { status: 'notStarted' }, { status: 'notStarted' }])).toBe(
      '1 finished, 2 not started',
    );
  });
});
