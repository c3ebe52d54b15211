import { describe, expect, it } from 'vitest';
import { lessonsPaths } from './lessons.ts';

describe('lessonsPaths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(lessonsPaths.quizzes()).toBe('/quizzes');
    expect(lessonsPaths.quizzes('AB12')).toBe('/quizzes/AB12');
    expect(lessonsPaths.topicFluency(8)).toBe('/topic/dr/8');
    expect(lessonsPaths.flowTemplate('fractions', 'lesson', 3)).toBe('/flow-template/fractions/lesson/3');
  });
});
