import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '@/lib/shared/errors';
import { validateTemplate, type ValidateOptions, type ValidationResult } from '@/lib/liquid/validate';
import { log } from '@/lib/shared/server-log';
import { sitePool } from '@/lib/shared/workers/site-pool';
import type { ValidationTask } from './validation-worker';

// Validating a large template (parse and lint) takes about 100 ms per 450 KB of tags on a free core,
// and seconds on a busy one: long bodies are validated in worker threads, a site at a time
// (lib/shared/workers/site-pool.ts), so no site's validations hold the event loop that serves every site.
// Short bodies (the admin's editor validates as the owner types) stay on the calling thread: a few
// milliseconds at worst, less than a round trip to a worker.
const VALIDATE_INLINE_MAX = 16 * 1024;
const WAITING_PER_SITE = 4;
// Far past what the largest body takes on a free core; a site whose validations wait this long is
// sending them faster than they run.
const VALIDATION_LIMIT_MS = 10_000;
const RETRY_AFTER_SECONDS = 5;

// Built by scripts/build-workers.mjs (ensure-build and `npm run build`); the working directory is the
// app's root under `npm start`, `next start` and on Vercel (next.config.ts traces .workers/).
const WORKER_FILE = path.join(process.cwd(), '.workers', 'validate-template.cjs');

const pool = sitePool<ValidationTask, ValidationResult>({
  name: 'template-validation-pool',
  filename: WORKER_FILE,
  waitingPerSite: WAITING_PER_SITE,
  // A 512 KiB body makes tokens, templates and warnings of some tens of MB.
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  refuse: (reason) =>
    new AppError(
      'rate_limited',
      reason === 'full'
        ? `${WAITING_PER_SITE} validations of large templates of this site are already running or waiting; try again in a few seconds`
        : `The template could not be validated within ${VALIDATION_LIMIT_MS / 1000} s, behind this site's other validations; try again in a few seconds`,
      RETRY_AFTER_SECONDS,
    ),
});

let missingWorkerLogged = false;

// `body` parsed and linted as lib/liquid/validate.ts does, off the event loop when it is long.
export async function validateOffLoop(site: string, body: string, options: ValidateOptions): Promise<ValidationResult> {
  if (body.length <= VALIDATE_INLINE_MAX) return validateTemplate(body, options);
  if (!fs.existsSync(WORKER_FILE)) {
    // `next dev` without a build: correct answers, only without the fair share.
    if (!missingWorkerLogged) log.warn({ file: WORKER_FILE }, 'template validation worker not built (run `npm run build`): validating long templates on the event loop');
    missingWorkerLogged = true;
    return validateTemplate(body, options);
  }
  return pool.run(site, { body, options }, performance.now() + VALIDATION_LIMIT_MS);
}
