import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let cached: Uint8Array | undefined;

// AUTH_SECRET, or one generated once into DATA_DIR so tokens survive restarts. Never on Vercel
// (lib/env.ts requires AUTH_SECRET there): a function's disk is neither lasting nor shared.
export function authSecret(): Uint8Array {
  if (cached) return cached;
  let secret = env.AUTH_SECRET;
  if (!secret && env.VERCEL) throw new Error('AUTH_SECRET must be set on Vercel');
  if (!secret) {
    const file = path.join(env.DATA_DIR, 'auth-secret');
    try {
      secret = fs.readFileSync(file, 'utf8').trim();
    } catch {
      fs.mkdirSync(env.DATA_DIR, { recursive: true });
      secret = randomBytes(48).toString('base64url');
      try {
        fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      } catch {
        // Another process wrote it first: use theirs.
        secret = fs.readFileSync(file, 'utf8').trim();
      }
    }
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
