import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../../auth/secrets-sql.ts';
import { makeUser, signIn } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const hmac = (key: Uint8Array, userId: number) =>
  createHmac('sha256', key).update(`chat:${userId}`).digest('hex');

describe('users/me chatSupportIdentityHash', () => {
  it('is keyed by the chat-support secret, never by the token signing key', async () => {
    // A parent has a users/me context without a school.
    const parent = await makeUser(t.database.db, ['Parent']);
    const { headers } = await signIn(t.app, parent.userName);
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/users/me', headers });
    expect(res.statusCode).toBe(200);
    const hash = res.json().user.chatSupportIdentityHash;
    const jwtKey = await loadOrCreateSecret(t.database.db, 'jwt');
    const chatKey = await loadOrCreateSecret(t.database.db, 'chat-support');
    expect(hash).not.toBe(hmac(jwtKey, parent.id));
    expect(hash).toBe(hmac(chatKey, parent.id));
  });
});
