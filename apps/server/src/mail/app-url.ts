import type { Config } from '../config.ts';

/** An absolute link into the web app for an email: `appUrl(config, '/signup/confirm', { code })`. */
export function appUrl(
  config: Pick<Config, 'publicUrl'>,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
