import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionFiles } from './production-files.ts';

/**
 * Light pages (issue 26 point 4): the heavy libraries reach a page only through a dynamic import, where they
 * are on screen, so no route downloads them with its own code. `npm run bench -- web` measures the sizes;
 * this holds the structure that keeps them down, over every production file of the web app:
 *
 * - KaTeX, Mantine's charts (Recharts) and the password dictionaries are never imported statically (a type
 *   import is fine): shared/question/math-text.tsx, shared/charts/lazy-charts.tsx and
 *   shared/auth/password-strength.ts load them on first use;
 * - FullCalendar is imported only by the plan's work-calendar.tsx, which the calendar page loads lazily.
 */
const root = path.resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src';

const LAZY_LIBRARIES: Array<{ module: RegExp; only?: string }> = [
  { module: /^katex(\/|$)/ },
  { module: /^@mantine\/charts(\/|$)/ },
  { module: /^@zxcvbn-ts\// },
  { module: /^@fullcalendar\//, only: `${WEB}/features/plan/components/work-calendar.tsx` },
];
/** Modules a page loads with React.lazy: a static import would put them back in the page's chunk. */
const LAZY_MODULES = [/\/work-calendar\.tsx$/];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The static value imports of `source` (at `file`) that would put a heavy library in a page's chunk. */
function heavyStaticImports(file: string, source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)]
    .filter((m) => m[1] === undefined)
    .map((m) => m[2] ?? '')
    .filter(
      (from) =>
        LAZY_LIBRARIES.some(({ module, only }) => module.test(from) && only !== file) ||
        LAZY_MODULES.some((module) => module.test(from)),
    )
    .map((from) => `${file}: ${from}`);
}

describe('heavy imports in the web app', () => {
  it('loads KaTeX, the charts, the password dictionaries and FullCalendar only where they are on screen', async () => {
    const out: string[] = [];
    for (const file of await productionFiles(WEB, /\.tsx?$/)) {
      out.push(...heavyStaticImports(file, await readFile(path.join(root, file), 'utf8')));
    }
    expect(out, 'import it with import() or React.lazy where it is on screen (issue 26 point 4)').toEqual([]);
  });

  it('refuses a static import of each, allows a type import and import()', () => {
    const page = `${WEB}/features/check/components/a-page.tsx`;
    const source = [
      "import katex from 'katex';",
      "import 'katex/dist/katex.min.css';",
      "import { BarChart } from '@mantine/charts';",
      "import type { BarChartProps } from '@mantine/charts';",
      "import FullCalendar from '@fullcalendar/react';",
      "import { WorkCalendar } from '../../plan/components/work-calendar.tsx';",
      "const words = await import('@zxcvbn-ts/language-en');",
    ].join('\n');
    expect(heavyStaticImports(page, source)).toEqual([
      `${page}: katex`,
      `${page}: katex/dist/katex.min.css`,
      `${page}: @mantine/charts`,
      `${page}: @fullcalendar/react`,
      `${page}: ../../plan/components/work-calendar.tsx`,
    ]);
    const calendar = `${WEB}/features/plan/components/work-calendar.tsx`;
    expect(heavyStaticImports(calendar, "import FullCalendar from '@fullcalendar/react';")).toEqual([]);
  });
});
