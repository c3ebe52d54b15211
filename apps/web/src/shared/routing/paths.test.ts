import { describe, expect, it } from 'vitest';
import { isLocalPath, isOpenToEveryRole, parseSchoolId, paths, routePatterns } from './paths.ts';

/** Every area file of paths/, each exporting its `…RoutePatterns` and its `…Paths`. */
const areas = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['./paths/*.ts', '!./paths/*.test.ts'],
  { eager: true },
);

/** The names an area declares in its export ending with `suffix`. */
function namesOf(
  module: Record<string, Record<string, unknown>>,
  suffix: 'RoutePatterns' | 'Paths',
): string[] {
  const entry = Object.entries(module).find(([name]) => name.endsWith(suffix));
  return Object.keys(entry?.[1] ?? {});
}

describe('the areas of paths/ (decision 0042)', () => {
  it('declare each route once, and paths.ts gathers every area and declares none itself', () => {
    for (const [suffix, gathered] of [
      ['RoutePatterns', routePatterns],
      ['Paths', paths],
    ] as const) {
      const declaredIn = new Map<string, string>();
      for (const [file, module] of Object.entries(areas)) {
        for (const name of namesOf(module, suffix)) {
          expect(
            declaredIn.get(name),
            `${name} is declared in ${declaredIn.get(name)} and ${file}`,
          ).toBeUndefined();
          declaredIn.set(name, file);
        }
      }
      expect(Object.keys(gathered).sort()).toEqual([...declaredIn.keys()].sort());
    }
  });
});

describe('paths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(paths.dashboard(3)).toBe('/3');
    expect(paths.dashboard(3, { modal: 'set-work-topics', collectionId: '4' })).toBe(
      '/3?modal=set-work-topics&collectionId=4',
    );
    expect(paths.login('/3/plan')).toBe('/login?redirectTo=%2F3%2Fplan');
    expect(paths.login()).toBe('/login');
    expect(paths.quizzes()).toBe('/quizzes');
    expect(paths.quizzes('AB12')).toBe('/quizzes/AB12');
    expect(paths.independentStudy(1, 5)).toBe('/1/independent-study/5');
    expect(paths.independentStudy(1, 5, 'answers', 2)).toBe('/1/independent-study/5/answers/2');
    expect(paths.student(1, 42)).toBe('/1/students/42');
    expect(paths.settingsStudents(1, 'year-7')).toBe('/1/settings/year-7/students');
    expect(paths.classPage(1, 9)).toBe('/1/classes/9');
    expect(paths.classesAdd(1)).toBe('/1/classes/add');
    expect(paths.topicFluency(8)).toBe('/topic/dr/8');
    expect(paths.flowTemplate('fractions', 'lesson', 3)).toBe('/flow-template/fractions/lesson/3');
    expect(paths.tutor('/tutor/x?y=1')).toBe('https://tutor.mathsight.app/tutor/x?y=1');
  });

  it('knows the pages a student or parent may sign in to reach', () => {
    expect(isOpenToEveryRole('/topic-session/12')).toBe(true);
    expect(isOpenToEveryRole('/flow-template/default/TopicPathwayQuiz/3?x=1')).toBe(true);
    expect(isOpenToEveryRole('/topic/dr/8')).toBe(true);
    expect(isOpenToEveryRole('/topic/d/8/40')).toBe(true);
    expect(isOpenToEveryRole('/quiz-session/5')).toBe(true);
    expect(isOpenToEveryRole('/3/plan')).toBe(false);
    expect(isOpenToEveryRole('/student')).toBe(false);
    expect(isOpenToEveryRole('//evil.example/topic-session/1')).toBe(false);
    expect(isOpenToEveryRole(null)).toBe(false);
  });

  it('reads school ids from the address', () => {
    expect(parseSchoolId('12')).toBe(12);
    expect(parseSchoolId('012')).toBeNull();
    expect(parseSchoolId('login')).toBeNull();
    expect(parseSchoolId('-1')).toBeNull();
    expect(parseSchoolId(undefined)).toBeNull();
  });

  it('accepts only paths inside this app as redirect targets', () => {
    expect(isLocalPath('/1/plan?x=1')).toBe(true);
    expect(isLocalPath('//evil.example')).toBe(false);
    expect(isLocalPath('https://evil.example')).toBe(false);
    expect(isLocalPath('/\\evil.example')).toBe(false);
    expect(isLocalPath(null)).toBe(false);
  });
});
