/**
 * What the app wires into the HTTP client at start-up: how to log out and how to tell the user.
 * Kept apart from http-client.ts so that the start-up code can wire it without downloading the
 * client itself; a page that never calls the server (the sign-in form before it is sent) never does.
 */
export interface HttpClientConfig {
  /** Called when the data API refuses the session (a 401): the app logs the user out. */
  onUnauthorized: () => void;
  /** Shows one failure message to the user (a toast). */
  notify: (message: string) => void;
}

/** The current wiring; http-client.ts reads it at each failure. */
export const httpClientConfig: HttpClientConfig = {
  onUnauthorized: () => {},
  notify: (message) => console.error(message),
};

/** The app wires logout and toasts in once at start-up; tests wire spies. */
export function configureHttpClient(overrides: Partial<HttpClientConfig>): void {
  Object.assign(httpClientConfig, overrides);
}
