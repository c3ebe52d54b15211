import type { TokenClaims } from '@mathsight/contract/auth.ts';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims, for tests of code that only decodes tokens. */
export function makeToken(claims: Partial<TokenClaims> = {}): string {
  const payload: TokenClaims = {
    sub: '7',
    role: ['Teacher'],
    exp: Math.floor(Date.now() / 1000) + 3600,
    typ: 'refresh',
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}
