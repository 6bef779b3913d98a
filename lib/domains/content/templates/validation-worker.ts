// The template validation worker thread, run by piscina (./validation-pool.ts). Bundled with everything
// it imports into .workers/validate-template.cjs by scripts/build-workers.mjs, because a worker thread
// cannot load the TypeScript sources or Next.js's bundles.
import { validateTemplate, type ValidateOptions, type ValidationResult } from '@/lib/liquid/validate';
import { lowerThreadPriority } from '@/lib/shared/workers/low-priority.mjs';

export interface ValidationTask {
  body: string;
  options: ValidateOptions;
}

// A site's large template slows no other site's answers.
lowerThreadPriority();

export default function validate({ body, options }: ValidationTask): ValidationResult {
  return validateTemplate(body, options);
}
