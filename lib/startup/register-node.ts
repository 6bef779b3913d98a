import { EXIT_CONFIG, isConfigurationError } from '@/lib/shared/exit-codes.mjs';
import { log } from '@/lib/shared/server-log';

// instrumentation.ts register() on the Node.js runtime: under `npm start`, `next start` and on Vercel.
export async function registerNode(): Promise<void> {
  let startup: typeof import('@/lib/startup/start');
  try {
    startup = await import('@/lib/startup/start');
  } catch (err) {
    // A bad environment (lib/shared/env.ts validates it on import) stops the start, with the message naming
    // what to set, before any traffic; `npm start` then stops instead of restarting (lib/shared/exit-codes.mjs).
    log.fatal(err instanceof Error ? err.message : String(err));
    process.exit(isConfigurationError(err) ? EXIT_CONFIG : 1);
  }
  const { clientIpWarning } = await import('@/lib/http/client-ip');
  const warning = clientIpWarning();
  if (warning) log.warn(warning);
  // The Markdown worker thread starts now rather than on the first long post (lib/liquid/markdown/pool.ts).
  const { warmMarkdownPool } = await import('@/lib/liquid/markdown/pool');
  warmMarkdownPool();
  const started = startup.startPlatformOrExit();
  if (!startup.isStandby()) await started;
}
