/**
 * The suite's servers, from one base port (E2E_PORT, 3100 by default): the app on the demo school,
 * a second app on an empty database (a school's first day), and the mail sink both send to.
 */
export const basePort = Number(process.env.E2E_PORT ?? 3100);
export const ports = {
  demo: basePort,
  fresh: basePort + 1,
  mailSmtp: basePort + 2,
  mailHttp: basePort + 3,
  /** The local OpenID provider standing in for Google (issue 28). */
  oidc: basePort + 4,
  /** The roster providers' HTTP fakes (issue 28, ops/provider-fakes). */
  cleverFake: basePort + 5,
  classroomFake: basePort + 6,
  wondeFake: basePort + 7,
};
export const demoBaseUrl = `http://localhost:${ports.demo}`;
export const freshBaseUrl = `http://localhost:${ports.fresh}`;
export const oidcIssuer = `http://127.0.0.1:${ports.oidc}`;
export const mailSinkUrl = `http://127.0.0.1:${ports.mailHttp}`;
export const classroomFakeUrl = `http://127.0.0.1:${ports.classroomFake}`;
export const wondeFakeUrl = `http://127.0.0.1:${ports.wondeFake}`;

/**
 * With E2E_DATABASE_URL (or TEST_DATABASE_URL, as CI sets) the two app servers run on that PostgreSQL
 * server, each on a database of its own made anew per run (`<name>_e2e_demo`, `<name>_e2e_fresh`): the
 * queries then run in PostgreSQL's own processes rather than in the app's single thread, as PGlite's do,
 * so two workers' requests are not queued behind one another. Without either, each server has a fresh PGlite.
 */
const postgresBase = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
export function e2eDatabaseUrl(server: 'demo' | 'fresh'): string | undefined {
  if (!postgresBase) return undefined;
  const url = new URL(postgresBase);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'mathsight';
  url.pathname = `/${base}_e2e_${server}`;
  return url.toString();
}
