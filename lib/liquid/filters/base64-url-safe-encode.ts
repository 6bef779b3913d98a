import { toText } from '../core/values';
import type { NameDoc } from '../name-doc';

export default function base64UrlSafeEncode(input: unknown): string {
  return Buffer.from(toText(input), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'string | base64_url_safe_encode', summary: 'Encodes a string as URL-safe Base64.' };
