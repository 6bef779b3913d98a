import { toValue } from 'liquidjs';
import { defineFilter } from '../declare';

function base64UrlSafeDecode(input: unknown): string {
  const s = toValue(input) as unknown;
  if (s === null || s === undefined) return '';
  if (typeof s !== 'string') throw new Error('base64_url_safe_decode: invalid base64');
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(s)) throw new Error('base64_url_safe_decode: invalid base64');
  return Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
}

export default defineFilter({
  name: 'base64_url_safe_decode',
  arity: { min: 0, max: 0 },
  doc: { syntax: 'string | base64_url_safe_decode', summary: 'Decodes URL-safe Base64.' },
  impl: base64UrlSafeDecode,
});
