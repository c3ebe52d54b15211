/**
 * Provider tokens at rest (issue 28): AES-256-GCM under a 32-byte key, each sealed value
 * `v1.<iv>.<tag>.<ciphertext>` (base64url) with a fresh 12-byte iv. The key comes from SYNC_TOKEN_KEY (32 bytes,
 * base64); without it (development, tests) one is generated once and kept in DATA_DIR/sync-token.key.
 * The same cipher seals the OAuth `state` of a connection or sign-on in flight, so nobody can forge one.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class TokenCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SYNC_TOKEN_KEY must be 32 bytes, base64');
    this.key = key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or undefined for anything not sealed by this key (tampered, another key, garbage). */
  open(sealed: string): string | undefined {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return undefined;
    }
  }
}

/** SYNC_TOKEN_KEY, or (outside production) the key kept in `dataDir`, made on first use. */
export function loadTokenKey(env: string | undefined, dataDir: string, isProduction: boolean): Buffer {
  if (env) return Buffer.from(env, 'base64');
  if (isProduction) throw new Error('SYNC_TOKEN_KEY is required in production (32 bytes, base64)');
  const file = path.join(dataDir.startsWith('memory://') ? path.resolve('data') : dataDir, 'sync-token.key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': two processes starting at once keep the first one's key.
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
