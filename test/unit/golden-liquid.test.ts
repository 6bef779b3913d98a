import { LiquidError } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { diffKnown, expected, goldenCases, type GoldenCase, type KnownFailures } from '../helpers/golden';
import { createEngine } from '@/lib/render/engine';
import { OUTPUT_LIMIT } from '@/lib/render/page';
import { runRender } from '@/lib/render/run';

// Exactly this many cases pass today: every other case is listed below with why. A newly fixed case and
// a new failure both fail the test until PASSING and KNOWN are updated.
const PASSING = 1026;

// The cases we knowingly fail, by name (the suite's cases have no ids; names are unique), with why.
const KNOWN: KnownFailures = {
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
