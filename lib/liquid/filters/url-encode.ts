import { toValue } from 'liquidjs';
import { isNil, toText } from '../core/values';
import type { NameDoc } from '../name-doc';

// Ruby's CGI.escape: spaces become "+", and !'()* are escaped too.
export default function urlEncode(input: unknown): unknown {
  if (isNil(toValue(input))) return input;
  return encodeURIComponent(toText(input))
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'string | url_encode', summary: 'Percent-encodes for a URL query (spaces as +).' };
