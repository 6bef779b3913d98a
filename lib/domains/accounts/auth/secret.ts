import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/shared/env';

let cached: Uint8Array | undefined;

// AUTH_SECRET, or one generated once into DATA_DIR so tokens survive restarts. Never on Vercel
// (lib/shared/env.ts requires AUTH_SECRET there): a function's disk is neither lasting nor shared.
export function authSecret(): Uint8Array {
  if (cached) return cached;
  let secret = env.AUTH_SECRET;
  if (!secret && env.VERCEL) throw new Error('AUTH_SECRET must be set on Vercel');
  if (!secret) secret = storedSecret(path.join(env.DATA_DIR, 'auth-secret'));
  cached = new TextEncoder().encode(secret);
  return cached;
}

const MIN_LENGTH = 32;

// The workers of a fresh `npm start` all ask at once. The secret is written whole to a file of this
// process's own, then linked to its name, which fails if another process linked first: nobody ever
// reads a file that exists but is not written yet (a plain exclusive create and write let another
// worker read it empty and sign with an empty key: every login on that worker answered 500).
export function storedSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mine = randomBytes(48).toString('base64url');
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(tmp, mine, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(tmp, file);
    return mine;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const theirs = readSecret(file);
    if (!theirs) throw new Error(`${file} holds no usable secret (under ${MIN_LENGTH} characters): remove it, or set AUTH_SECRET`);
    return theirs;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function readSecret(file: string): string | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    if (text.length >= MIN_LENGTH) return text;
    throw new Error(`${file} holds no usable secret (under ${MIN_LENGTH} characters): remove it, or set AUTH_SECRET`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}
