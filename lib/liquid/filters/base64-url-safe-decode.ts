import { toValue } from 'liquidjs';
import type { NameDoc } from '../name-doc';

export default function base64UrlSafeDecode(input: unknown): string {
  const s = toValue(input) as unknown;
  if (s === null || s === undefined) return '';
  if (typeof s !== 'string') throw new Error('base64_url_safe_decode: invalid base64');
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(s)) throw new Error('base64_url_safe_decode: invalid base64');
  return Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'string | base64_url_safe_decode', summary: 'Decodes URL-safe Base64.' };
