import { AppError } from '@/lib/errors';
import type { TemplateError } from '@/lib/liquid/validate';
import { mailSourceParts, type MailPart } from '@/lib/mail/templates/format';
import { validateOffLoop } from './validation-pool';

// A part's error placed in the whole body: its line moves by the part's start, and a column on the
// part's first line by the part's start column.
const placed = (error: TemplateError, part: MailPart): TemplateError =>
  error.line === null ? error : { ...error, line: error.line + part.line - 1, column: error.line === 1 && error.column !== null ? error.column + part.column - 1 : error.column };

// Every template type is parsed as Liquid where it is used: pages, layouts, partials and assets by the
// site's engine (an asset or any other published template is rendered by its permalink and included by
// its title), an email template part by part (subject, HTML, text) by the mail engine.
export async function parseErrors(siteUid: string, body: string, type: string): Promise<TemplateError[]> {
  if (type !== 'email') return (await validateOffLoop(siteUid, body, { unusedAssigns: false })).errors;
  const errors: TemplateError[] = [];
  for (const part of mailSourceParts(body)) errors.push(...(await validateOffLoop(siteUid, part.source, { unusedAssigns: false })).errors.map((e) => placed(e, part)));
  return errors;
}

const where = (e: TemplateError) => (e.line === null ? '' : ` at line ${e.line}${e.column === null ? '' : `, column ${e.column}`}`);

// CONTRACT 3a: what is live always parses. A save that would publish `body` is refused (422, nothing
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
