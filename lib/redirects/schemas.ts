import { z } from 'zod';

const Path = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/[^\s?#]*$/, 'a path starting with /');
const Target = z
  .string()
  .trim()
  .max(2000)
  .refine((t) => !/[\u0000-\u001f\u007f\\]/.test(t) && (/^\/(?!\/)\S*$/.test(t) || /^https?:\/\/\S+$/.test(t)), 'a path on this site or an http(s) URL, without control characters');

const fields = { from: Path, to: Target, status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional() };
export const CreateRedirectBody = z.strictObject(fields);
export const UpdateRedirectBody = z.strictObject(fields).partial();
export const RedirectView = z.object({ id: z.number().int(), from: z.string(), to: z.string(), status: z.number().int() });
