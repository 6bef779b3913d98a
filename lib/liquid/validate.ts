import { Tokenizer } from 'liquidjs';
import { createEngine } from './engine';
import { preprocess } from './core/source';
import { codeFrame, sourceMap, type SourceMap } from './lint/frame';
import { lint, type TemplateReference, type TemplateWarning } from './lint/lint';

export type { TemplateReference, TemplateWarning } from './lint/lint';

export interface TemplateError {
  message: string;
  // 1-based; null when the parser cannot place it (then column and frame are null too).
  line: number | null;
  column: number | null;
  code: ErrorCode;
  frame: string | null;
}

export interface ValidationResult {
  ok: boolean;
  // At most one: the parser stops at the first (spec part 4, validate rule 2).
  errors: TemplateError[];
  warnings: TemplateWarning[];
  // Layouts and partials named by literal strings, for the caller to check against the site.
  references: TemplateReference[];
}

export interface ValidateOptions {
  // Whether an assign nobody reads is worth a warning: not in layouts and partials (see lint.ts).
  unusedAssigns?: boolean;
}

// Stable names of what the parser refuses, by liquidjs's message (its wording is not an API, ours is).
const ERROR_CODES = [
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

const parser = createEngine();
const registeredTags = new Set(Object.keys(parser.tags));
const registeredFilters = new Set(Object.keys(parser.filters));

function positionOf(err: unknown): [number, number] | null {
  const token = (err as { token?: { getPosition?: () => [number, number] } }).token;
  const pos = token?.getPosition?.();
  return pos && Number.isInteger(pos[0]) && Number.isInteger(pos[1]) ? pos : null;
}

function syntaxError(err: unknown, map: SourceMap): TemplateError {
  const message = (err instanceof Error ? err.message : String(err)).replace(/, line:\d+, col:\d+$/, '');
  const code = ERROR_CODES.find(([, pattern]) => pattern.test(message))?.[0] ?? 'syntax-error';
  const pos = positionOf(err);
  if (!pos) return { message, line: null, column: null, code, frame: null };
  return { message, line: pos[0], column: pos[1], code, frame: codeFrame(map, pos[0], pos[1]) };
}

// Parse only (no tag runs): the same engine configuration as rendering, so the two never disagree.
// Warnings never make a body invalid; an invalid body gets none (its tokens are not trustworthy).
export function validateTemplate(body: string, options: ValidateOptions = {}): ValidationResult {
  if (body.trim() === '') return { ok: true, errors: [], warnings: [], references: [] };
  // Comment, doc and raw bodies are blanked with their newlines kept, so positions stay true.
  const source = preprocess(body);
  const map = sourceMap(source);
  try {
    parser.parse(body);
  } catch (err) {
    return { ok: false, errors: [syntaxError(err, map)], warnings: [], references: [] };
  }
  const tokens = new Tokenizer(source, parser.options.operators).readTopLevelTokens(parser.options);
  const { warnings, references } = lint({ tokens, map, tags: registeredTags, filters: registeredFilters, unusedAssigns: options.unusedAssigns ?? true });
  return { ok: true, errors: [], warnings, references };
}
