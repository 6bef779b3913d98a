// Stable names of what the parser refuses, by liquidjs's message (its wording is not an API, ours is).
// Browser-safe, no engine here: the API's declaration documents them.
export const ERROR_CODES = [
  ['unclosed-block', /^tag \{%.*%\} not closed/s],
  ['unclosed-tag', /^tag ".*" not closed/s],
  ['unclosed-output', /^output ".*" not closed/s],
  ['unexpected-tag', /^unexpected tag/],
  ['invalid-condition', /^invalid condition/],
  ['unknown-filter-syntax', /^expected "\|" before filter|^unexpected character|^expected filter name|^unexpected token/],
  ['invalid-expression', /^invalid value expression|^expected variable name|^illegal file path/],
  ['invalid-tag', /^illegal tag/],
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number][0] | 'syntax-error';
export const VALIDATION_ERROR_CODES: readonly ErrorCode[] = [...ERROR_CODES.map(([code]) => code), 'syntax-error'];
