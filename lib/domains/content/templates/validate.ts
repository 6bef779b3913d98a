import type { z } from 'zod';
import type { SiteVersion } from '@/lib/shared/cache/site-data';
import type { TemplateError, TemplateReference, TemplateWarning } from '@/lib/liquid/validate';
import { MAX_WARNINGS } from '@/lib/liquid/lint/lint';
import { liveTemplate, publishedTitles } from './reads';
import type { ValidateTemplateBody } from './schemas';
import { validateOffLoop } from './validation-pool';

export interface SiteValidation {
  ok: boolean;
  errors: TemplateError[];
  warnings: TemplateWarning[];
}

function missing(ref: TemplateReference): TemplateWarning {
  const what = ref.kind === 'layout' ? 'layout' : 'partial';
  return { message: `${what} "${ref.name}" is not a published template of this site`, line: ref.line, column: ref.column, code: ref.kind === 'layout' ? 'missing-layout' : 'missing-partial' };
}

// The body checked against the site it will run on. `uid` names the template being edited: its type
// decides whether unread assigns matter (a layout or partial assigns for the page), and its own title
// is no missing partial (it may be an unpublished draft the editor is about to publish).
export async function validateForSite(site: SiteVersion, input: z.output<typeof ValidateTemplateBody>): Promise<SiteValidation> {
  const edited = input.uid ? await liveTemplate(site.uid, input.uid) : undefined;
  const type = input.type ?? edited?.type ?? 'page';
  const { ok, errors, warnings, references } = await validateOffLoop(site.uid, input.body, { unusedAssigns: type !== 'layout' && type !== 'partial' });
  if (references.length > 0) {
    const known = new Set(await publishedTitles(site));
    if (edited) known.add(edited.title);
    for (const ref of references) if (!known.has(ref.name)) warnings.push(missing(ref));
    warnings.sort((a, b) => a.line - b.line || a.column - b.column);
  }
  return { ok, errors, warnings: warnings.slice(0, MAX_WARNINGS) };
}
