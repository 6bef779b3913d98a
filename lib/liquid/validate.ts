import { Tokenizer, TypeGuards } from 'liquidjs';
import { createEngine } from './engine';
import { preprocess } from './core/source';

export interface TemplateProblem {
  message: string;
  line: number | null;
}

export interface ValidationResult {
  ok: boolean;
  errors: TemplateProblem[];
  warnings: TemplateProblem[];
}

const parser = createEngine();

function lineOf(err: unknown): number | null {
  const token = (err as { token?: { getPosition?: () => [number, number] } }).token;
  const pos = token?.getPosition?.();
  return pos && Number.isInteger(pos[0]) ? pos[0] : null;
}

// Unknown tags render as their own text (platform rule), so they are warnings, not errors.
function unknownTags(body: string): TemplateProblem[] {
  const tokens = new Tokenizer(preprocess(body), parser.options.operators).readTopLevelTokens(parser.options);
  const warnings: TemplateProblem[] = [];
  for (const token of tokens) {
    if (TypeGuards.isTagToken(token) && !(token.name in parser.tags) && !/^end|^(else|elsif|when)$/.test(token.name)) {
      warnings.push({ message: `unknown tag "${token.name}" is output as text`, line: token.getPosition()[0] ?? null });
    }
  }
  return warnings;
}

// Parse only (no tag runs): the same engine configuration as rendering, so the two never disagree.
export function validateTemplate(body: string): ValidationResult {
  if (body.trim() === '') return { ok: true, errors: [], warnings: [] };
  try {
    parser.parse(body);
    return { ok: true, errors: [], warnings: unknownTags(body) };
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).replace(/, line:\d+, col:\d+$/, '');
    return { ok: false, errors: [{ message, line: lineOf(err) }], warnings: [] };
  }
}
