import { describe, expect, it } from 'vitest';
import { liveLessonsPaths } from './live-lessons.ts';

describe('liveLessonsPaths', () => {
  it('builds hrefs from the route patterns, the start screen with what it starts from', () => {
    expect(liveLessonsPaths.liveLessonStart(3)).toBe('/3/live-lessons/new');
    expect(liveLessonsPaths.liveLessonStart(3, { groupId: 7, questionIds: [101, 102] })).toBe(
      '/3/live-lessons/new?groupId=7&questionIds=101%2C102',
    );
    expect(liveLessonsPaths.liveLesson(3, 9)).toBe('/3/live-lessons/9');
    expect(liveLessonsPaths.liveLessonBoard(3, 9)).toBe('/3/live-lessons/9/board');
    expect(liveLessonsPaths.liveLessonJoin()).toBe('/live/join');
    expect(liveLessonsPaths.liveLessonJoin('K7MPQX')).toBe('/live/join?code=K7MPQX');
  });
});
