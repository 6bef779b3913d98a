import fs from 'node:fs';
import path from 'node:path';
import { Liquid } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { createEngine } from '@/lib/liquid/engine';

// lib/liquid uses liquidjs internals (the partial/layout file parsers it overrides, the `tags` table it
// wraps, type paths under dist/), so liquidjs is pinned to an exact version. An upgrade must come
// with a look at these: this test fails loudly until then.
const PINNED = pkg.dependencies.liquidjs;
const installed = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/liquidjs/package.json'), 'utf8')).version as string;

describe('liquidjs internals we rely on', () => {
  it('liquidjs is pinned to one exact version, and that version is installed', () => {
    expect(PINNED, 'package.json must pin liquidjs exactly while its internals are used').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed, `installed liquidjs ${installed} is not the pinned ${PINNED}: re-check lib/liquid/engine.ts overrides`).toBe(PINNED);
  });

  it('the partial and layout parsers we override exist under these names', () => {
    for (const name of ['_parsePartialFile', '_parseLayoutFile'] as const) {
      expect(typeof (Liquid.prototype as unknown as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('the dist/ type paths we import exist', () => {
    for (const file of ['dist/tokens/index.d.ts', 'dist/template/filter-impl-options.d.ts', 'dist/template/index.d.ts']) {
      expect(fs.existsSync(path.join(process.cwd(), 'node_modules/liquidjs', file)), file).toBe(true);
    }
  });

  it('partials and layouts are read through our lookup, and an unknown tag renders as its text', async () => {
    const asked: string[] = [];
    const records: Record<string, string> = { card: '[{{ x }}]', frame: '<{% block main %}{% endblock %}>' };
    const engine = createEngine(async (name) => {
      asked.push(name);
      return records[name] ?? null;
    });
    const out = await engine.parseAndRender('{% layout "frame" %}{% block main %}{% render "card", x: 1 %}{% shiny %}{% endblock %}', {});
    expect(out).toBe('<[1]{% shiny %}>');
    expect(asked.sort()).toEqual(['card', 'frame']);
  });
});
