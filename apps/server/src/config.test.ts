import { describe, expect, it } from 'vitest';
import {
  assistantModelFromEnv,
  loadConfig,
  parseTrustProxy,
  replicaOf,
  supportChatFromEnv,
} from './config.ts';

describe('parseTrustProxy', () => {
  it('believes no proxy unless told', () => {
    for (const raw of [undefined, '', 'false', 'off']) expect(parseTrustProxy(raw)).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});

describe('assistantModelFromEnv', () => {
  it('is no model unless both the base URL and the model are set', () => {
    expect(assistantModelFromEnv({})).toBeUndefined();
    expect(assistantModelFromEnv({ ASSISTANT_BASE_URL: 'http://localhost:11434/v1' })).toBeUndefined();
    expect(assistantModelFromEnv({ ASSISTANT_MODEL: 'llama3.1', ASSISTANT_API_KEY: 'sk-x' })).toBeUndefined();
  });

  it('takes the URL (trailing slash dropped), an optional key, the model and a timeout', () => {
    expect(
      assistantModelFromEnv({
        ASSISTANT_BASE_URL: 'http://localhost:11434/v1/',
        ASSISTANT_MODEL: 'llama3.1',
      }),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 30_000,
    });
    expect(
      assistantModelFromEnv({
        ASSISTANT_BASE_URL: 'https://api.openai.com/v1',
        ASSISTANT_MODEL: 'gpt-4o-mini',
        ASSISTANT_API_KEY: 'sk-test',
        ASSISTANT_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: 5000,
    });
  });

  it('refuses a URL that is not http(s), holds credentials, or a timeout that is not a whole number, without echoing the key', () => {
    const base = { ASSISTANT_MODEL: 'm', ASSISTANT_API_KEY: 'sk-secret-key' };
    expect(() => assistantModelFromEnv({ ...base, ASSISTANT_BASE_URL: 'ftp://x/v1' })).toThrow(/http/);
    expect(() =>
      assistantModelFromEnv({ ...base, ASSISTANT_BASE_URL: 'http://u:sk-secret-key@x/v1' }),
    ).toThrow(/^ASSISTANT_BASE_URL must not hold credentials/);
    expect(() => assistantModelFromEnv({ ...base, ASSISTANT_BASE_URL: 'not a url sk-secret-key' })).toThrow(
      'ASSISTANT_BASE_URL must be an http(s) URL',
    );
    expect(() =>
      assistantModelFromEnv({ ...base, ASSISTANT_BASE_URL: 'http://x/v1', ASSISTANT_TIMEOUT_MS: '1.5' }),
    ).toThrow(/ASSISTANT_TIMEOUT_MS/);
  });
});

describe('supportChatFromEnv', () => {
  it('is no widget when neither is set, and refuses one without the other', () => {
    expect(supportChatFromEnv({})).toBeUndefined();
    expect(() => supportChatFromEnv({ SUPPORT_CHAT_APP_ID: 'abc' })).toThrow(/both/);
    expect(() => supportChatFromEnv({ SUPPORT_CHAT_SCRIPT_URL: 'https://chat.example/w.js' })).toThrow(
      /both/,
    );
  });

  it('takes an https script, its app id and the origins for the CSP', () => {
    expect(
      supportChatFromEnv({
        SUPPORT_CHAT_SCRIPT_URL: 'https://widget.chat.example/v1/w.js',
        SUPPORT_CHAT_APP_ID: 'app-1',
        SUPPORT_CHAT_CSP_ORIGINS: 'https://api.chat.example, wss://live.chat.example',
      }),
    ).toEqual({
      scriptUrl: 'https://widget.chat.example/v1/w.js',
      appId: 'app-1',
      origins: ['https://widget.chat.example', 'https://api.chat.example', 'wss://live.chat.example'],
    });
  });

  it('refuses a plain-http script (but for localhost) and a URL with credentials', () => {
    const bad = (url: string) => () =>
      supportChatFromEnv({ SUPPORT_CHAT_SCRIPT_URL: url, SUPPORT_CHAT_APP_ID: 'a' });
    expect(bad('http://chat.example/w.js')).toThrow(/https/);
    expect(bad('not a url')).toThrow(/https/);
    expect(bad('https://u:p@chat.example/w.js')).toThrow(/credentials/);
    expect(
      supportChatFromEnv({ SUPPORT_CHAT_SCRIPT_URL: 'http://localhost:9000/w.js', SUPPORT_CHAT_APP_ID: 'a' })
        ?.origins,
    ).toEqual(['http://localhost:9000']);
  });
});

describe('replicaOf', () => {
  const primary = 'postgres://postgres@db.example:5432/mathsight';
  const replica = 'postgres://postgres@replica.example:5432/mathsight';

  it('opens a replica only beside a PostgreSQL primary, with its lag bound', () => {
    const config = loadConfig({
      databaseUrl: primary,
      databaseReplicaUrl: replica,
      replicaMaxLagSeconds: 30,
    });
    expect(replicaOf(config)).toEqual({ url: replica, maxLagSeconds: 30 });
    expect(replicaOf({ ...config, databaseReplicaUrl: undefined })).toBeUndefined();
    // PGlite has no replica: the setting is ignored.
    expect(replicaOf({ ...config, databaseUrl: undefined })).toBeUndefined();
  });
});
