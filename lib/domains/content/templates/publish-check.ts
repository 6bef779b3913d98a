import { AppError } from '@/lib/shared/errors';
import type { TemplateError } from '@/lib/liquid/validate';
import { parseErrorsWith } from './parse-errors';
import { validateOffLoop } from './validation-pool';

export const parseErrors = (siteUid: string, body: string, type: string): Promise<TemplateError[]> =>
  parseErrorsWith(body, type, async (source) => (await validateOffLoop(siteUid, source, { unusedAssigns: false })).errors);

const where = (e: TemplateError) => (e.line === null ? '' : ` at line ${e.line}${e.column === null ? '' : `, column ${e.column}`}`);

// docs/behaviours.md#B-live-parses: what is live always parses. A save that would publish `body` is refused (422, nothing
// stored) when it does not parse; the answer names the first error's place and code and lists all.
// Warnings (a missing partial or layout) do not refuse: the page renders around them.
export async function requireParses(siteUid: string, body: string, type: string): Promise<void> {
  const errors = await parseErrors(siteUid, body, type);
  const first = errors[0];
  if (!first) return;
  throw new AppError(
    'invalid',
    `body: the template does not parse${where(first)}: ${first.message} (${first.code}). Nothing was saved; fix it, or store it as a draft with "published": false`,
    undefined,
    { line: first.line, column: first.column, code: first.code, errors },
  );
}
