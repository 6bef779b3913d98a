import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's first recommended setting: m=19 MiB, t=2, p=1.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps unknown emails as slow as wrong passwords (no account probing by timing).
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('timing-equaliser-not-a-password');
  return dummy;
}
