/**
 * Walks the local OpenID provider's own login and consent pages the way a browser would (cookies,
 * redirects, form posts) and answers what it sends back to the app's /oauth-login.
 */
export async function signInAtProvider(authorizeUrl: string, login: string, consent = true) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const go = async (url: string, body?: Record<string, string>) => {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: new URLSearchParams(body).toString() } : {}),
    });
    keep(res);
    return res;
  };

  let url = authorizeUrl;
  for (let step = 0; step < 12; step += 1) {
    const res = await go(url);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname.endsWith('/oauth-login')) return next.searchParams;
      url = next.href;
      continue;
    }
    const page = await res.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider showed no form: ${res.status} ${page.slice(0, 300)}`);
    const submit = new URL(action, url).href;
    const prompt = /name="prompt" value="([a-z]+)"/.exec(page)?.[1];
    const answer =
      prompt === 'login'
        ? await go(submit, { prompt: 'login', login, password: 'any' })
        : consent
          ? await go(submit, { prompt: 'consent' })
          : await go(`${submit.replace(/\/$/, '')}/abort`);
    const after = answer.headers.get('location');
    if (!after) throw new Error(`the provider did not move on: ${answer.status}`);
    const next = new URL(after, submit);
    if (next.pathname.endsWith('/oauth-login')) return next.searchParams;
    url = next.href;
  }
  throw new Error('the provider never sent the browser back');
}
