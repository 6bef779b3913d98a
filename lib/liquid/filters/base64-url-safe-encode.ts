import { toText } from '../core/values';
import { defineFilter } from '../declare';

function base64UrlSafeEncode(input: unknown): string {
  return Buffer.from(toText(input), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export default defineFilter({
  name: 'base64_url_safe_encode',
  arity: { min: 0, max: 0 },
  doc: { syntax: 'string | base64_url_safe_encode', summary: 'Encodes a string as URL-safe Base64.' },
  impl: base64UrlSafeEncode,
});
