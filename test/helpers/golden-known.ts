import type { KnownFailures } from './golden';

// The cases we knowingly fail, by name (the suite's cases have no ids; names are unique), with why.
export const ENGINE_KNOWN: KnownFailures = {
  'illegal, unknown tag': 'platform rule: unknown tags render as text (validateTemplate warns)',
  'blank and empty, nil is equal to blank': 'liquidjs evaluates `nil == blank` without calling operators for literal-literal pairs',
  'blank and empty, null is equal to blank': 'liquidjs evaluates `nil == blank` without calling operators for literal-literal pairs',
  'identifiers, capture leading hyphen': 'liquidjs accepts identifiers with a leading hyphen',
  'identifiers, leading hyphen': 'liquidjs accepts identifiers with a leading hyphen',
  'identifiers, leading hyphen in for loop target': 'liquidjs accepts identifiers with a leading hyphen',
  'identifiers, trailing question mark assign': 'liquidjs accepts "?" in identifiers',
  'illegal, no subtraction operator': 'liquidjs reads `1 - 2` as a value followed by ignored text',
  'output, chained bracketed identifier index no dot': 'liquidjs path grammar is more lenient than Shopify strict mode',
  'output, chained identifier dot separated index': 'liquidjs allows `.0` index access',
  'output, dot followed by bracket': 'liquidjs path grammar is more lenient than Shopify strict mode',
  'output, whitespace between words': 'liquidjs ignores trailing words in output expressions',
  'output, whitespace between bracket notation': 'liquidjs does not join path segments across whitespace',
  'output, whitespace between word and dot': 'liquidjs does not join path segments across whitespace',
  'output, render a range object that uses a float': 'ranges are built by liquidjs (no integer truncation of float bounds)',
  'range, start is not a number': 'ranges are built by liquidjs (non-numeric start is not coerced to 0)',
  'tags, for, loop over range with float start': 'ranges are built by liquidjs (no integer truncation of float bounds)',
  'special, first of an object': '`obj.first` property access on a hash is resolved by liquidjs',
  'filters, default, 0.0 is not falsy': 'float literals lose their ".0" when liquidjs parses them',
  'filters, divided by, render': 'float literals lose their ".0" when liquidjs parses them',
  'filters, divided by, float value and integer arg': 'float literals lose their ".0" when liquidjs parses them',
  "whitespace control, don't suppress whitespace only blocks containing output in unreachable blocks": 'blank detection ignores output in unreachable branches',
  "whitespace control, don't suppress whitespace only case blocks containing output": 'blank detection of case bodies differs in an edge case',
  'tags, case, unexpected when token': 'when-expression parsing accepts this token sequence',
  'tags, doc, doc arguments is an error': 'doc tag arguments are ignored',
  'tags, doc, nested docs are not allowed': 'nested doc is not detected',
  'tags, include, bound array variable': '`include … for` binding is not implemented (include is deprecated)',
  'tags, include, bound variable with alias': '`include … with … as` binding is not implemented (include is deprecated)',
};

// The engine's known failures among `names` (the HTTP suite runs a subset of the cases).
export function engineKnown(names: string[]): KnownFailures {
  const missing = names.filter((n) => !(n in ENGINE_KNOWN));
  if (missing.length) throw new Error(`not known failures of the engine: ${missing.join(', ')}`);
  return Object.fromEntries(names.map((n) => [n, ENGINE_KNOWN[n]!]));
}
