import { Hash, type Liquid, type TagToken } from 'liquidjs';

// Shared parse for `{% tag <first> as <name> key: value, ... %}` (commas optional).
export interface AsTagArgs {
  first: string;
  variable: string;
  hash: Hash;
}

export function parseAsTag(token: TagToken, liquid: Liquid, firstKind: 'identifier' | 'value'): AsTagArgs {
  const m = token.args.match(/^\s*(\S+)\s+as\s+([A-Za-z_][\w-]*)\s*(.*)$/s);
  if (!m) throw new Error(`${token.name}: expected "{% ${token.name} ${firstKind === 'identifier' ? 'source' : '"url"'} as name %}"`);
  return { first: m[1]!, variable: m[2]!, hash: new Hash(m[3]!.replace(/,/g, ' '), liquid.options.keyValueSeparator) };
}
