import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_METHODS } from '@/lib/http/method-not-allowed';

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : name === 'route.ts' ? [full] : [];
  });
}

// Every method name a route file exports, in any export form (including the destructured
// `export const { PUT, DELETE } = methodNotAllowed([...])`).
function exported(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|async\s+function|function)\s+([A-Z]+)\b/g)) names.add(m[1]!);
  for (const m of source.matchAll(/export\s+(?:const\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  }
  return names;
}

describe('route methods', () => {
  it("every route file answers every method, so a wrong one gets the 405 envelope rather than Next's empty 405", () => {
    const files = routeFiles(path.resolve('app'));
    expect(files.length).toBeGreaterThan(20);
    const missing = files.flatMap((f) => ROUTE_METHODS.filter((m) => !exported(readFileSync(f, 'utf8')).has(m)).map((m) => `${path.relative('.', f)}: ${m}`));
    expect(missing).toEqual([]);
  });
});
