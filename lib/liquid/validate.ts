import { Tokenizer, type TopLevelToken } from 'liquidjs';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { createEngine } from './engine';
import { SiteParser } from './core/parser';
import { preprocess } from './core/source';
import { codeFrame, sourceMap, type SourceMap } from './lint/frame';
import { unclosedBefore } from './lint/blocks';
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

export { VALIDATION_ERROR_CODES } from './error-codes';

const parser = createEngine();
const registeredTags = new Set(Object.keys(parser.tags));
const registeredFilters = new Set(Object.keys(parser.filters));

function tokenOf(err: unknown): { begin?: number; getPosition?: () => [number, number] } | undefined {
  return (err as { token?: { begin?: number; getPosition?: () => [number, number] } }).token;
}

function positionOf(err: unknown): [number, number] | null {
  const pos = tokenOf(err)?.getPosition?.();
  return pos && Number.isInteger(pos[0]) && Number.isInteger(pos[1]) ? pos : null;
}

function syntaxError(err: unknown, map: SourceMap): TemplateError {
  const message = (err instanceof Error ? err.message : String(err)).replace(/, line:\d+, col:\d+$/, '');
  const code = ERROR_CODES.find(([, pattern]) => pattern.test(message))?.[0] ?? 'syntax-error';
  const pos = positionOf(err);
  if (!pos) return { message, line: null, column: null, code, frame: null };
  return { message, line: pos[0], column: pos[1], code, frame: codeFrame(map, pos[0], pos[1]) };
}

// An end tag that closes an outer block while an inner one is open is reported at the inner block's
// opening tag (where the fix goes), not at the end tag liquidjs stopped at.
function parseError(err: unknown, tokens: TopLevelToken[], map: SourceMap): TemplateError {
  const error = syntaxError(err, map);
  const endAt = tokenOf(err)?.begin;
  if (error.code !== 'unexpected-tag' || typeof endAt !== 'number') return error;
  const unclosed = unclosedBefore(tokens, endAt);
  if (!unclosed) return error;
  const { line, column } = map.position(unclosed.open.begin);
  const text = unclosed.open.getText();
  const message = `tag ${text.length > 60 ? `${text.slice(0, 57)}…` : text} not closed before the {% ${unclosed.end.name} %} at line ${map.position(endAt).line}`;
  return { message, line, column, code: 'unclosed-block', frame: codeFrame(map, line, column) };
}

// The tokens of a body the tokenizer refused, up to the refused token: their warnings are still true.
function tokensBefore(source: string, err: unknown): TopLevelToken[] {
  const begin = tokenOf(err)?.begin;
  if (typeof begin !== 'number' || begin <= 0) return [];
  try {
    return new Tokenizer(source.slice(0, begin), parser.options.operators).readTopLevelTokens(parser.options);
  } catch {
    return [];
  }
}

// Parse only (no tag runs): the same engine configuration as rendering, so the two never disagree.
// Warnings never make a body invalid, and an invalid body keeps them: a body the parser refused is
// linted whole when it tokenized, else up to the token the tokenizer refused (without the unread-assign
// check, whose reads may lie past that point).
export function validateTemplate(body: string, options: ValidateOptions = {}): ValidationResult {
  if (body.trim() === '') return { ok: true, errors: [], warnings: [], references: [] };
  // Comment, doc and raw bodies are blanked with their newlines kept, so positions stay true.
  const source = preprocess(body);
  const map = sourceMap(source);
  const lintTokens = (tokens: TopLevelToken[], unusedAssigns: boolean) => lint({ tokens, map, tags: registeredTags, filters: registeredFilters, unusedAssigns });
  // Tokenized once for the parse and the lint; parsed like a page (lib/liquid/engine.ts) but without
  // the engine's parse cache: nothing of a body that is only validated stays in memory.
  let tokens: TopLevelToken[];
  try {
    tokens = new Tokenizer(source, parser.options.operators).readTopLevelTokens(parser.options);
  } catch (err) {
    const { warnings, references } = lintTokens(tokensBefore(source, err), false);
    return { ok: false, errors: [syntaxError(err, map)], warnings, references };
  }
  const unusedAssigns = options.unusedAssigns ?? true;
  try {
    new SiteParser(parser).parseTokens([...tokens]);
  } catch (err) {
    const { warnings, references } = lintTokens(tokens, unusedAssigns);
    return { ok: false, errors: [parseError(err, tokens, map)], warnings, references };
  }
  const { warnings, references } = lintTokens(tokens, unusedAssigns);
  return { ok: true, errors: [], warnings, references };
}
