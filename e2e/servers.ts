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
};
export const demoBaseUrl = `http://localhost:${ports.demo}`;
export const freshBaseUrl = `http://localhost:${ports.fresh}`;
export const mailSinkUrl = `http://127.0.0.1:${ports.mailHttp}`;
