import { toValue } from 'liquidjs';
import { isNil, toText } from '../core/values';

export default function replace(input: unknown, search: unknown, replacement?: unknown): string {
  const s = toText(input);
  const find = isNil(toValue(search)) ? '' : toText(search);
  return s.replaceAll(find, isNil(toValue(replacement)) ? '' : toText(replacement));
}
