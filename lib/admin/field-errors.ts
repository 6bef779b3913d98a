import type { Issue } from '@/lib/shared/errors';
import { ApiError } from './api';

// The form field an issue's path points into: `items[0].price` is the `items` field, `title` itself.
export const issueField = (path: string): string => /^[^.[]*/.exec(path)![0];

const shown = <F extends string>(fields: readonly F[], name: string): name is F => (fields as readonly string[]).includes(name);

// What a refused save says about each field of a form, as `{ field: message }` (the shape of a
// form's `errors` state and of Mantine's `form.setErrors`): the first issue of each field, for the
// fields the form shows (`fields`); issues of other fields are left to the general message, so a
// form never hides one under a field that is not on screen. Anything but a validation failure
// (or an error that is no ApiError) marks no field.
export function fieldErrors<F extends string>(err: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const issues: Issue[] = err instanceof ApiError ? err.issues : [];
  const out: Partial<Record<F, string>> = {};
  for (const { path, message } of issues) {
    const field = issueField(path);
    if (shown(fields, field) && out[field] === undefined) out[field] = message;
  }
  return out;
}
