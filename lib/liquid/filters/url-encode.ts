import { toValue } from 'liquidjs';
import { isNil, toText } from '../core/values';
import { defineFilter } from '../declare';

// Ruby's CGI.escape: spaces become "+", and !'()* are escaped too.
function urlEncode(input: unknown): unknown {
  if (isNil(toValue(input))) return input;
  return encodeURIComponent(toText(input))
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

export default defineFilter({
  name: 'url_encode',
  arity: { min: 0, max: 0 },
  doc: { syntax: 'string | url_encode', summary: 'Percent-encodes for a URL query (spaces as +).' },
  impl: urlEncode,
});
