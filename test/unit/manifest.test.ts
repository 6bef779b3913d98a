import { Liquid } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { HOOKS } from '@/lib/domains/messaging/hooks/registry';
import { createEngine } from '@/lib/liquid/engine';
import { TAGS } from '@/lib/liquid/tags';
import { runtimeManifest } from '@/lib/runtime-manifest/manifest';

// Standard Liquid tags of Shopify's Liquid that liquidjs does not ship (we implement them): not custom.
const SHOPIFY_TAGS_MISSING_FROM_LIQUIDJS = ['doc', 'ifchanged'];

describe('runtime manifest', () => {
  it("lists every tag the engine has, and as customTags only the platform's own", () => {
    const m = runtimeManifest();
    expect(m.tags).toEqual(Object.keys(createEngine().tags).sort());
    expect(m.customTags).toEqual(['collection', 'fetch', 'not_found', 'prefetch']);
    const standard = new Set([...Object.keys(new Liquid().tags), ...SHOPIFY_TAGS_MISSING_FROM_LIQUIDJS]);
    // Whatever the engine has beyond standard Liquid is custom, and nothing custom is standard.
    expect(m.tags.filter((t) => !standard.has(t))).toEqual(m.customTags);
    for (const tag of TAGS.filter((t) => t.kind === 'standard')) expect(standard.has(tag.name), tag.name).toBe(true);
    for (const tag of TAGS.filter((t) => t.kind === 'platform')) expect(m.tags).toContain(tag.name);
  });

  it('lists every hook of the registry, wired exactly when the platform fires it', () => {
    expect(runtimeManifest().hooks.map((h) => h.name)).toEqual(HOOKS.map((h) => h.name));
    const wired = Object.fromEntries(runtimeManifest().hooks.map((h) => [h.name, h.wired]));
    expect(wired).toEqual({ pre_render: true, lead_received: true, post_saved: true });
  });

  it('documents every registered tag, filter and context variable', () => {
    const m = runtimeManifest();
    expect(Object.keys(m.docs.tags).sort()).toEqual(m.tags);
    expect(Object.keys(m.docs.filters).sort()).toEqual(m.filters);
    expect(Object.keys(m.docs.context)).toEqual(m.contextVariables);
    for (const doc of [...Object.values(m.docs.tags), ...Object.values(m.docs.filters)]) {
      expect(doc.syntax.length).toBeGreaterThan(3);
      expect(doc.summary).toMatch(/^[A-Z].*\.$/s);
    }
    for (const summary of Object.values(m.docs.context)) expect(summary).toMatch(/^[A-Z].*\.$/s);
    // A tag's syntax shows the tag; a filter's, the filter.
    for (const [name, doc] of Object.entries(m.docs.tags)) expect(doc.syntax, name).toContain(name === '#' ? '{% #' : name);
    for (const [name, doc] of Object.entries(m.docs.filters)) expect(doc.syntax, name).toContain(`| ${name}`);
  });
});
