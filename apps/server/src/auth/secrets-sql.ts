import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

/** The environment variable that, when set, supplies each named secret instead of the database. */
const SECRET_ENV: Record<string, string> = { jwt: 'JWT_SECRET', 'chat-support': 'CHAT_SUPPORT_SECRET' };

/**
 * Reads a named secret, creating it on first use. It lives in the database so that every
 * server node behind a load balancer signs and checks tokens with the same key.
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<Uint8Array> {
  const envName = SECRET_ENV[name];
  const fromEnv = envName ? process.env[envName] : undefined;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be created`);
  return new TextEncoder().encode(row.value);
}
