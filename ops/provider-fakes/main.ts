/**
 * The three provider fakes as one process for e2e and development (issue 28):
 *   node --import tsx ops/provider-fakes/main.ts
 * Ports from CLEVER_FAKE_PORT, GOOGLE_CLASSROOM_FAKE_PORT, WONDE_FAKE_PORT (defaults 4610, 4611, 4612);
 * PROVIDER_FAKE_ROSTER=large serves the 3,000-student district. Point the server at them with CLEVER_API_URL,
 * GOOGLE_CLASSROOM_API_URL and WONDE_API_URL.
 */
import { startCleverFake } from './clever-fake.ts';
import { startGoogleClassroomFake } from './google-classroom-fake.ts';
import { largeDistrict, smallRoster } from './roster-data.ts';
import { startWondeFake } from './wonde-fake.ts';

const roster = process.env.PROVIDER_FAKE_ROSTER === 'large' ? largeDistrict() : smallRoster();
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const fakes = [
  ['clever', await startCleverFake({ port: port('CLEVER_FAKE_PORT', 4610), roster })],
  [
    'google-classroom',
    await startGoogleClassroomFake({ port: port('GOOGLE_CLASSROOM_FAKE_PORT', 4611), roster }),
  ],
  ['wonde', await startWondeFake({ port: port('WONDE_FAKE_PORT', 4612), roster })],
] as const;
for (const [name, fake] of fakes) process.stdout.write(`${name} fake at ${fake.url}\n`);
const stop = async () => {
  await Promise.all(fakes.map(([, fake]) => fake.close()));
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
