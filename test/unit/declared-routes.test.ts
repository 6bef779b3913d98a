import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHODS, type OperationSpec } from '@/lib/api/define';
import { declaredOperations } from '@/lib/api/areas';

// Each declared path is served by the route file at that path, built with routeOf from the
// declarations of that path: it answers 405 with an Allow header of exactly the declared methods
// (a method answered by its handler would touch the database, so only the refused ones are called).
const byPath = new Map<string, OperationSpec[]>();
for (const d of declaredOperations()) byPath.set(d.path, [...(byPath.get(d.path) ?? []), d]);

const routeFileOf = (urlPath: string) =>
  path.resolve(
    'app',
    urlPath
      .slice(1)
      .split('/')
      .map((seg) => seg.replace(/^\{(\w+)\}$/, '[$1]'))
      .join('/'),
    'route.ts',
  );
const samplePath = (urlPath: string) => urlPath.replace(/\{\w+\}/g, '1');

type RouteModule = Record<string, (req: Request, p: { params: Promise<Record<string, string>> }) => Promise<Response>>;

describe('declared operations and their routes', () => {
  it('declares each path and method once', () => {
    const keys = declaredOperations().map((d) => `${d.method} ${d.path}`);
    expect(keys.length).toBeGreaterThan(5);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const [urlPath, declarations] of byPath) {
    it(`${urlPath}: the route file serves the declared methods and refuses the others with Allow`, async () => {
      const file = routeFileOf(urlPath);
      expect(existsSync(file), `${path.relative('.', file)} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('routeOf(');
      const route = (await import(file)) as RouteModule;
      const declared = METHODS.filter((m) => declarations.some((d) => d.method === m));
      const allow = [...declared, ...(declared.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
      for (const method of METHODS.filter((m) => !declared.includes(m))) {
        const res = await route[method]!(new Request(`http://site.test${samplePath(urlPath)}`, { method }), { params: Promise.resolve({}) });
        expect(res.status, method).toBe(405);
        expect(res.headers.get('allow'), method).toBe(allow);
      }
      for (const method of declared) expect(typeof route[method], method).toBe('function');
    });
  }
});
