import { describe, expect, it } from 'vitest';
import { settingsPaths } from './settings.ts';

describe('settingsPaths', () => {
  it('builds hrefs from the route patterns', () => {
    expect(settingsPaths.settingsStudents(1, 'year-7')).toBe('/1/settings/year-7/students');
  });
});
