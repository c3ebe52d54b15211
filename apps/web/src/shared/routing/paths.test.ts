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
