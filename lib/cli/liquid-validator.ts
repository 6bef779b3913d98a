// The platform's own template validator, bundled on its own (scripts/build-workers.mjs) for the CLI's
// `check`, `push` and `lsp`: the same diagnostics, codes and did-you-means as a save, the same parse a
// publishing save refuses on, and the same field rules, with no server.
import { validateTemplate } from '@/lib/liquid/validate';
import { parseErrorsWith } from '@/lib/domains/content/templates/parse-errors';
import { CreateTemplateBody } from '@/lib/domains/content/templates/schemas';

export { validateTemplate };

// What a publishing save refuses: the body's parse errors (an email's part by part), at body lines.
export const publishParseErrors = (body: string, type: string) => parseErrorsWith(body, type, (source) => validateTemplate(source, { unusedAssigns: false }).errors);

// The save's own schema (title, permalink, body size): each refused field with the server's words.
export function fieldErrors(fields: { title: string; type: string; permalink: string | null; body: string; published: boolean }): { field: string; message: string }[] {
  const parsed = CreateTemplateBody.safeParse(fields);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'body'), message: `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}` }));
}
