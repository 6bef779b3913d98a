import { toText } from '../core/values';

export default function base64UrlSafeEncode(input: unknown): string {
  return Buffer.from(toText(input), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}
