import { createEngine } from './engine';

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

// Parse only (no tag runs): the same engine configuration as rendering, so the two never disagree.
export function validateTemplate(body: string): ValidationResult {
  if (body.trim() === '') return { ok: true, errors: [], warnings: [] };
  try {
    parser.parse(body);
    return { ok: true, errors: [], warnings: [] };
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).replace(/, line:\d+, col:\d+$/, '');
    return { ok: false, errors: [{ message, line: lineOf(err) }], warnings: [] };
  }
}
