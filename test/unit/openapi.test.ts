import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { declaredOperations } from '@/lib/api/areas';
import { buildOpenApiDocument } from '@/lib/openapi/document';

const API_DIR = path.resolve(__dirname, '../../app/api/v1');
// The payment routes (docs/behaviours.md#B-checkout, docs/behaviours.md#B-stripe-webhook) live beside the API, under /payments; its catch-all is no operation.
const PAYMENTS_DIR = path.resolve(__dirname, '../../app/payments');
const documentedRoutes = () => [...routeFiles(API_DIR), ...routeFiles(PAYMENTS_DIR).filter((f) => !f.includes('[...'))];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

// `export const GET =`, `export async function GET`, and `export { update as PUT, GET }`.
function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1]!);
  for (const block of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of block[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) found.add(name);
    }
  }
  return METHODS.filter((m) => found.has(m));
}

// A route built from declarations (`routeOf`, lib/api/route-of.ts) exports every method; it serves the
// ones declared at its path (test/unit/declared-routes.test.ts checks that it serves exactly those).
const declaredAt = (urlPath: string) => declaredOperations().filter((d) => d.path === urlPath);
const servedMethods = (file: string): string[] => {
  const source = readFileSync(file, 'utf8');
  if (!source.includes('routeOf(')) return exportedMethods(source);
  const p = urlPathOf(file).replace(/\/$/, '');
  return METHODS.filter((m) => declaredAt(p).some((d) => d.method === m));
};

// app/api/v1/posts/[uid]/route.ts -> /api/v1/posts/{uid}; a catch-all [...key] -> {key}
const urlPathOf = (file: string) =>
  (file.startsWith(PAYMENTS_DIR) ? '/payments/' : '/api/v1/') +
  path
    .relative(file.startsWith(PAYMENTS_DIR) ? PAYMENTS_DIR : API_DIR, path.dirname(file))
    .split(path.sep)
    .filter(Boolean)
    .map((seg) => seg.replace(/^\[(?:\.\.\.)?(\w+)\]$/, '{$1}'))
    .join('/');

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // validate() dereferences in place, so it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names every operation with a unique operationId and a tag, so generated clients are stable', () => {
    const ids: string[] = [];
    for (const [p, item] of Object.entries(doc.paths ?? {}))
      for (const [method, op] of Object.entries(item as Record<string, { operationId?: string; tags?: string[] }>)) {
        expect(op.operationId, `${method} ${p}`).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
        expect(op.tags?.length, `${method} ${p}`).toBe(1);
        ids.push(op.operationId!);
      }
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths?.['/api/v1/posts/{uid}']?.get?.operationId).toBe('getPostsByUid');
  });

  it('documents every exported method of every route under app/api/v1 and app/payments', () => {
    const files = documentedRoutes();
    expect(files.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const file of files) {
      const p = urlPathOf(file).replace(/\/$/, '');
      for (const method of servedMethods(file)) {
        const ops = doc.paths?.[p] as Record<string, unknown> | undefined;
        if (!ops?.[method.toLowerCase()]) missing.push(`${method} ${p}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents no operation that has no handler', () => {
    const handled = new Set(documentedRoutes().flatMap((f) => servedMethods(f).map((m) => `${m.toLowerCase()} ${urlPathOf(f).replace(/\/$/, '')}`)));
    const documented = Object.entries(doc.paths ?? {}).flatMap(([p, ops]) =>
      Object.keys(ops as object)
        .filter((k) => METHODS.includes(k.toUpperCase() as never))
        .map((m) => `${m} ${p}`),
    );
    expect(documented.filter((d) => !handled.has(d))).toEqual([]);
  });

  it('documents the Idempotency-Key header on exactly the writes whose route honours it (no `idempotency: false`)', () => {
    const wrong: string[] = [];
    let keyed = 0;
    for (const file of documentedRoutes()) {
      const source = readFileSync(file, 'utf8');
      const p = urlPathOf(file).replace(/\/$/, '');
      for (const method of servedMethods(file).filter((m) => m !== 'GET')) {
        const options = new RegExp(`export const ${method} =[^{]*(\\{[^}]*\\})`).exec(source)?.[1] ?? '';
        const declaration = declaredAt(p).find((d) => d.method === method);
        const honoured = declaration ? declaration.idempotency !== false : !options.includes('idempotency: false');
        const op = (doc.paths?.[p] as Record<string, { parameters?: { in: string; name: string }[]; responses?: Record<string, unknown> }>)[method.toLowerCase()];
        const documented = (op?.parameters ?? []).some((x) => x.in === 'header' && x.name === 'idempotency-key');
        if (documented !== honoured) wrong.push(`${method} ${p}: route ${honoured ? 'honours' : 'ignores'} the key, document ${documented ? 'lists' : 'omits'} it`);
        if (documented && !(op?.responses?.['409'] && op.responses['422'])) wrong.push(`${method} ${p}: no 409 or 422`);
        if (documented) keyed++;
      }
    }
    expect(wrong).toEqual([]);
    expect(keyed).toBeGreaterThan(50);
  });

  it('the method scanner finds every export form', () => {
    expect(exportedMethods('export const GET = x;\nconst u = 1;\nexport { u as PUT, u as PATCH };\nexport async function DELETE() {}')).toEqual(['GET', 'PUT', 'PATCH', 'DELETE']);
    expect(exportedMethods('export const helper = 1;')).toEqual([]);
  });

  it("uses the handlers' schemas: strict bodies, required fields, template types", () => {
    const schemas = doc.components?.schemas ?? {};
    const body = (p: string, m: string) =>
      (doc.paths?.[p] as Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>)[m]?.requestBody?.content['application/json']?.schema;
    const post = body('/api/v1/posts', 'post');
    expect(post?.required).toEqual(['title']);
    expect(post?.additionalProperties).toBe(false);
    const tpl = body('/api/v1/templates', 'post') as { properties: { type: { enum: string[] } } } | undefined;
    expect(tpl?.properties.type.enum).toEqual(['page', 'layout', 'partial', 'asset', 'email']);
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Post', 'Template', 'Error', 'Pagination', 'JsonValue']));
  });
});
