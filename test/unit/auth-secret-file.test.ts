import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storedSecret } from '@/lib/domains/accounts/auth/secret';

// The generated AUTH_SECRET in DATA_DIR, which every worker of a fresh `npm start` asks for at once.
describe('the auth secret kept in DATA_DIR', () => {
  const dirs: string[] = [];
  const fileIn = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data', 'auth-secret');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is made once and read back whole, with nothing left beside it', () => {
    const file = fileIn();
    const made = storedSecret(file);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(storedSecret(file)).toBe(made);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['auth-secret']);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is never an empty or short file: a worker that met one stops with what to do instead of signing with it', () => {
    const file = fileIn();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // What another worker's create-then-write left for a moment under the old code.
    fs.writeFileSync(file, '');
    expect(() => storedSecret(file)).toThrow(/no usable secret .*remove it, or set AUTH_SECRET/);
  });
});
