import { hash, type Options, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be imported under isolated modules. */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Hashes with argon2id at the given cost (OWASP: 19 MiB, 2 iterations, 1 lane). */
export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

/** True when the password matches; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
