import { LiquidError } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { diffKnown, expected, goldenCases, type GoldenCase } from '../helpers/golden';
import { ENGINE_KNOWN as KNOWN } from '../helpers/golden-known';
import { createEngine } from '@/lib/liquid/engine';
import { OUTPUT_LIMIT } from '@/lib/liquid/limits';
import { runRender } from '@/lib/liquid/run';

// Exactly this many cases pass today: every other case is listed below with why. A newly fixed case and
// a new failure both fail the test until PASSING and KNOWN are updated.
const PASSING = 1026;

// JavaScript's own error classes mean a bug in a filter or tag, not a template error.
const BUG_ERRORS = [TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError];

// An invalid template must end in liquidjs's parse or render error (ParseError, TokenizationError,
// RenderError, UndefinedVariableError) whose cause is a deliberate error, not a crash such as a TypeError.
function isTemplateError(err: unknown): boolean {
  if (!(err instanceof LiquidError)) return false;
  let cause: unknown = err;
  for (let depth = 0; cause instanceof LiquidError && cause.originalError && cause.originalError !== cause && depth < 10; depth++) cause = cause.originalError;
  return !BUG_ERRORS.some((cls) => cause instanceof cls);
}

function kindOf(c: GoldenCase): string {
  if (c.invalid) return 'errors';
  const group = c.name.split(',')[0]!.trim();
  if (group === 'filters') return 'filters';
  if (group === 'tags') return 'tags';
  if (group === 'whitespace control') return 'whitespace control';
  return 'other';
}

async function run(c: GoldenCase): Promise<{ ok: boolean; got: string }> {
  const engine = createEngine(async (name) => c.templates?.[name] ?? null);
  try {
    const tpl = engine.parse(c.template);
    // Rendered the way pages are: the platform's driver with its output cap.
    const out = await runRender(engine, tpl, structuredClone(c.data ?? {}), { outputLimit: OUTPUT_LIMIT });
    if (c.invalid) return { ok: false, got: `rendered ${JSON.stringify(out).slice(0, 80)}` };
    const ok = expected(c, out);
    return { ok, got: JSON.stringify(out).slice(0, 80) };
  } catch (err) {
    const e = err as Error & { originalError?: Error };
    const got = `${e.name}${e.originalError ? `(${e.originalError.name})` : ''}: ${e.message.slice(0, 80)}`;
    return { ok: !!c.invalid && isTemplateError(err), got };
  }
}

describe('Golden Liquid suite', () => {
  it(`passes exactly ${PASSING} cases, failing only the known ones`, async () => {
    const cases = goldenCases();
    const byKind = new Map<string, { pass: number; total: number }>();
    const failing = new Map<string, string>();
    let pass = 0;
    for (const c of cases) {
      const { ok, got } = await run(c);
      const k = kindOf(c);
      const row = byKind.get(k) ?? { pass: 0, total: 0 };
      row.total++;
      if (ok) {
        row.pass++;
        pass++;
      } else failing.set(c.name, got);
      byKind.set(k, row);
    }
    const summary = [...byKind].map(([k, r]) => `  ${k.padEnd(20)} ${r.pass}/${r.total}`).join('\n');
    const known = [...failing.keys()].filter((n) => n in KNOWN).map((n) => `  ✗ ${n} — ${KNOWN[n]}`);
    console.log(`Golden Liquid: ${pass}/${cases.length}\n${summary}\nKnown failures (${known.length}):\n${known.join('\n')}`);
    const { newFailures, fixed } = diffKnown(failing, KNOWN);
    if (newFailures.length) console.log(`NEW failures, not in KNOWN (fix them or list them with a reason):\n  ${newFailures.join('\n  ')}`);
    if (fixed.length) console.log(`FIXED, still listed in KNOWN (remove them and raise PASSING):\n  ${fixed.join('\n  ')}`);
    expect(newFailures, 'new failures').toEqual([]);
    expect(fixed, 'fixed cases still listed as known').toEqual([]);
    expect(pass).toBe(PASSING);
    expect(cases.length - Object.keys(KNOWN).length).toBe(PASSING);
  });
});
