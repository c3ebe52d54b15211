import cluster from 'node:cluster';
import { startGoogleClassroomFake } from '../../../../ops/provider-fakes/google-classroom-fake.ts';
import type { FakeRoster } from '../../../../ops/provider-fakes/roster-data.ts';
import { startWondeFake } from '../../../../ops/provider-fakes/wonde-fake.ts';
import { DEV_GOOGLE_CLIENT, startDevOidcProvider } from './oidc-dev-provider.ts';

/** What the demo's Classroom and Wonde fakes hold: two classes of Mrs Shah's (demo.admin), new to the school. */
function demoProviderRoster(): FakeRoster {
  const admin = {
    id: 't-shah',
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@oakfield.example.sch.uk',
  };
  const names = [
    ['Ada', 'Lovelace'],
    ['Alan', 'Turing'],
    ['Grace', 'Hopper'],
    ['Katherine', 'Johnson'],
    ['Srinivasa', 'Ramanujan'],
    ['Emmy', 'Noether'],
  ];
  const students = names.map(([firstName = '', lastName = ''], i) => ({
    id: `s-${i + 1}`,
    firstName,
    lastName,
    dateOfBirth: `2012-0${(i % 9) + 1}-1${i}`,
  }));
  return {
    district: { id: 'oakfield-demo', name: 'Oakfield Academy' },
    sections: [
      { id: 'c-1', name: '9Z/Ma1', grade: '9', teacherIds: [admin.id], studentIds: ['s-1', 's-2', 's-3'] },
      { id: 'c-2', name: '9Z/Ma2', grade: '9', teacherIds: [admin.id], studentIds: ['s-4', 's-5', 's-6'] },
    ],
    students,
    teachers: [admin],
  };
}

/**
 * The demo (`npm start`): when no Google client is configured, the local OpenID provider is started
 * first (OIDC_DEV_PORT, 3900) and the app uses it as its Google, so "Sign in with Google" works on
 * the demo. Workers of a cluster inherit the settings; only the primary starts the provider.
 */
// Decided before the Google block sets GOOGLE_CLIENT_ID: with a real Google client, Classroom is the real one.
const demoProviders =
  cluster.isPrimary &&
  !process.env.GOOGLE_CLIENT_ID &&
  !process.env.GOOGLE_CLASSROOM_API_URL &&
  !process.env.WONDE_API_URL;

if (cluster.isPrimary && !process.env.GOOGLE_CLIENT_ID) {
  const appUrl = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  );
  const provider = await startDevOidcProvider({
    port: Number(process.env.OIDC_DEV_PORT ?? 3900),
    redirectUris: [`${appUrl}/oauth-login`],
  });
  process.env.GOOGLE_ISSUER = provider.issuer;
  process.env.GOOGLE_CLIENT_ID = DEV_GOOGLE_CLIENT.clientId;
  process.env.GOOGLE_CLIENT_SECRET = DEV_GOOGLE_CLIENT.clientSecret;
  console.log(`Google sign-in uses the local OpenID provider at ${provider.issuer} (demo accounts only)`);
}
/**
 * And when no roster provider is configured, Google Classroom and Wonde are their HTTP fakes (ops/provider-fakes,
 * OIDC_DEV_PORT + 1 and + 2), holding two classes of demo.admin's: on the sync page, "Connect Google Classroom"
 * (or Wonde, with any school id and token) then Preview and Apply show a sync end to end.
 */
if (demoProviders) {
  const base = Number(process.env.OIDC_DEV_PORT ?? 3900);
  const roster = demoProviderRoster();
  const classroom = await startGoogleClassroomFake({ port: base + 1, roster });
  const wonde = await startWondeFake({ port: base + 2, roster });
  process.env.GOOGLE_CLASSROOM_API_URL = classroom.url;
  process.env.GOOGLE_OAUTH_URL = classroom.url;
  process.env.GOOGLE_TOKEN_URL = `${classroom.url}/token`;
  process.env.WONDE_API_URL = wonde.url;
  console.log(`Google Classroom and Wonde are their demo fakes at ${classroom.url} and ${wonde.url}`);
}
await import('../main.ts');
