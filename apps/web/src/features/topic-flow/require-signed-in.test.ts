import { describe, expect, it } from 'vitest';
import { requireSignedIn } from './require-signed-in.ts';

describe('requireSignedIn', () => {
  it('sends a visitor without a session to sign in, coming back to the flow', () => {
    localStorage.clear();
    let thrown: unknown;
    try {
      requireSignedIn({
        request: new Request('http://localhost/topic-session/12?x=1'),
        params: {},
        context: undefined,
      } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/topic-session/12?x=1')}`,
    );
  });
});
