import fc from 'fast-check';

// Request parts for the API fuzzer, built from the OpenAPI document's JSON schemas with fast-check:
// values the schema allows, the same with one field broken, and plain junk (odd JSON values, malformed
// JSON text, prototype keys, deep nesting).
export type JsonSchema = { [key: string]: unknown };

export interface Components {
  schemas?: Record<string, JsonSchema>;
}

function resolved(schema: JsonSchema, components: Components): JsonSchema {
  let s = schema;
  for (let hops = 0; typeof s.$ref === 'string' && hops < 20; hops++) s = components.schemas?.[s.$ref.split('/').pop()!] ?? {};
  return s;
}

const limit = (value: unknown, fallback: number, cap: number) => Math.min(typeof value === 'number' ? value : fallback, cap);

// Values the schema accepts (as far as its type, enum, bounds and required keys go).
function allowed(schema: JsonSchema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const s = resolved(schema, components);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  if ('const' in s) return fc.constant(s.const);
  const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (union?.length) return fc.oneof(...union.map((u) => allowed(u, components, depth + 1)));
  if (depth > 6) return fc.constant(null);
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  return fc.oneof(...types.map((t) => ofType(t, s, components, depth)));
}

function ofType(type: string | undefined, s: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uri') return fc.webUrl();
      return fc.string({ minLength: limit(s.minLength, 0, 50), maxLength: Math.max(limit(s.minLength, 0, 50), limit(s.maxLength, 40, 80)) });
    case 'integer':
      return fc.integer({ min: limit(s.minimum, -1000, 2 ** 31 - 1), max: Math.max(limit(s.minimum, -1000, 2 ** 31 - 1), limit(s.maximum, 100_000, 2 ** 31 - 1)) });
    case 'number':
      return fc.double({ min: limit(s.minimum, -1e6, 1e9), max: Math.max(limit(s.minimum, -1e6, 1e9), limit(s.maximum, 1e6, 1e9)), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(allowed((s.items as JsonSchema) ?? {}, components, depth + 1), { minLength: limit(s.minItems, 0, 3), maxLength: Math.max(limit(s.minItems, 0, 3), limit(s.maxItems, 3, 4)) });
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const keys = Object.keys(props);
      if (!keys.length) return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required = ((s.required ?? []) as string[]).filter((k) => keys.includes(k));
      return fc.record(Object.fromEntries(keys.map((k) => [k, allowed(props[k]!, components, depth + 1)])), { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// Single values no schema field should choke on.
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, '', ' ', '\u0000', 'null', '__proto__', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --"),
  fc.constant('x'.repeat(70_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

// Request bodies as sent: mostly JSON text, some of it not JSON at all.
export function bodyText(schema: JsonSchema | undefined, components: Components): fc.Arbitrary<string> {
  const valid = schema ? allowed(schema, components) : fc.jsonValue({ maxDepth: 2 });
  const broken = fc.tuple(valid, fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'uid', 'id', 'role')), oddValue).map(([v, key, odd]) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      const target = keys.length && key.length % 2 === 0 ? keys[key.length % keys.length]! : key;
      return { ...v, [target]: odd };
    }
    return odd;
  });
  const raw = fc.constantFrom(
    '{',
    '{"a":',
    '[1,',
    'nul',
    '\u0000',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2001)}`,
    '"\\ud800"',
    '1e99999',
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 3, arbitrary: broken.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: oddValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: raw },
  );
}

// Path parameter values: real-looking, out of range, and odd. No dot segment (`%2e%2e`): URLs resolve
// it before routing (as WHATWG URL parsers do), so the request would be another path's.
export const pathValue = (real: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...real) },
    {
      weight: 3,
      arbitrary: fc.constantFrom('x', '0', '1', '-1', '2147483648', '99999999999999999999', '1e3', 'null', 'undefined', '%00', '%E2%82', 'a'.repeat(300), '%F0%9F%92%A9', 'email', 'mine'),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
  );
