import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWithClasses, makeUser, signIn } from '../../test/factories.ts';
import { buildTestAppWith, getTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 32 point 5: the support chat widget's settings, for teachers only (spec §6). */
let t: TestApp;
let chat: TestApp;
let webDistDir: string;
const url = '/api/v3/support-chat/settings';
const supportChat = {
  scriptUrl: 'https://widget.chat.example/v1/w.js',
  appId: 'app-1',
  origins: ['https://widget.chat.example', 'wss://live.chat.example'],
};

beforeAll(async () => {
  t = await getTestApp();
  webDistDir = await mkdtemp(path.join(tmpdir(), 'mathsight-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Mathsight</title>');
  chat = await buildTestAppWith({ supportChat, webDistDir });
});

afterAll(async () => {
  await chat.app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const csp = async (app: TestApp['app']) =>
  String((await app.inject({ method: 'GET', url: '/index.html' })).headers['content-security-policy']);

describe('GET /api/v3/support-chat/settings', () => {
  it('is off, with no script, when the server is not configured', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const res = await t.app.inject({ method: 'GET', url, headers: s.teacher.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
  });

  it("gives teachers the widget's script and app id when configured; never students or parents", async () => {
    const s = await makeSchoolWithClasses(chat.app, chat.database.db);
    const teacher = await chat.app.inject({ method: 'GET', url, headers: s.teacher.headers });
    expect(teacher.json()).toEqual({ enabled: true, scriptUrl: supportChat.scriptUrl, appId: 'app-1' });
    // A teacher waiting to be confirmed is still a teacher: the chat is how they ask for help.
    expect((await chat.app.inject({ method: 'GET', url, headers: s.pending.headers })).statusCode).toBe(200);
    expect((await chat.app.inject({ method: 'GET', url, headers: s.student.headers })).statusCode).toBe(403);
    const parent = await makeUser(chat.database.db, ['Parent']);
    const { headers } = await signIn(chat.app, parent.userName);
    expect((await chat.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    expect((await chat.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("lets the page's CSP load the widget from its origins only when configured", async () => {
    const policy = await csp(chat.app);
    expect(policy).toContain("script-src 'self' https://widget.chat.example wss://live.chat.example");
    expect(policy).toContain('frame-src');
    expect(policy).toMatch(/connect-src 'self' https:\/\/widget\.chat\.example/);
  });
});
