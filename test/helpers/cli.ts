import { spawn } from 'node:child_process';
import path from 'node:path';

// The CLI (scripts/site-platform.mjs) run as a developer runs it, with its config (the saved tokens)
// in `configDir` and no token from the environment of the test run.
export const CLI = path.resolve('scripts/site-platform.mjs');

export function cliEnv(configDir: string): NodeJS.ProcessEnv {
  const { SITE_PLATFORM_TOKEN: _unset, ...parent } = process.env;
  return { ...parent, SITE_PLATFORM_CONFIG_DIR: configDir };
}

export function runCli(env: NodeJS.ProcessEnv, args: string[], opts: { input?: string } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}
