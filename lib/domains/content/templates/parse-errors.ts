import type { TemplateError } from '@/lib/liquid/validate';
import { mailSourceParts, type MailPart } from '@/lib/domains/messaging/mail/templates/format';

// A part's error placed in the whole body: its line moves by the part's start, and a column on the
// part's first line by the part's start column.
const placed = (error: TemplateError, part: MailPart): TemplateError =>
  error.line === null ? error : { ...error, line: error.line + part.line - 1, column: error.line === 1 && error.column !== null ? error.column + part.column - 1 : error.column };

// Every template type is parsed as Liquid where it is used: pages, layouts, partials and assets by the
// site's engine (an asset or any other published template is rendered by its permalink and included by
// its title), an email template part by part (subject, HTML, text) by the mail engine. `parse`: the
// validator's errors for one source (the server's runs off the event loop; the CLI's in process), so
// a save and the CLI's `check` and `push` find the same errors at the same places.
export async function parseErrorsWith(body: string, type: string, parse: (source: string) => TemplateError[] | Promise<TemplateError[]>): Promise<TemplateError[]> {
  if (type !== 'email') return parse(body);
  const errors: TemplateError[] = [];
  for (const part of mailSourceParts(body)) errors.push(...(await parse(part.source)).map((e) => placed(e, part)));
  return errors;
}
