import { toValue } from 'liquidjs';
import { isNil, toText } from '../core/values';

// Ruby's CGI.escape: spaces become "+", and !'()* are escaped too.
export default function urlEncode(input: unknown): unknown {
  if (isNil(toValue(input))) return input;
  return encodeURIComponent(toText(input))
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}
