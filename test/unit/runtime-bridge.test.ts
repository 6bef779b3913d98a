import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoFile, sourceFiles } from '../helpers/source-files';

// The outer server and the app meet in one package, @site-platform/runtime-bridge (packages/runtime-bridge),
// which Next.js does not bundle: nothing keeps process state under a registered symbol or on globalThis.
const REGISTERED_SYMBOL = new RegExp(['Symbol', 'for\\('].join('\\.'));
const GLOBAL_SLOT = /globalThis\s*\[\s*(?:Symbol|[A-Z_]{3,}\s*\])/;
// The slot names the outer server (plain JavaScript, which no compiler checks) passes to the bridge.
const SLOT_CALL = /\b(?:bridgeSlot|setBridgeSlot|bridgeSingleton)\(\s*'([^']+)'/g;

type Bridge = typeof import('@site-platform/runtime-bridge');
const freshBridge = async (): Promise<Bridge> => {
  vi.resetModules();
  return import('@site-platform/runtime-bridge');
};

describe('the runtime bridge', () => {
  afterEach(async () => {
    const bridge = await freshBridge();
    bridge.setBridgeSlot('socket-ip-secret', undefined);
    bridge.setProcessSingleton('bridge-test', undefined);
  });

  it('is a package of one instance a process: nothing keeps state under a registered symbol or on globalThis', () => {
    const found = sourceFiles()
      .filter(({ text }) => REGISTERED_SYMBOL.test(text) || GLOBAL_SLOT.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
    expect(REGISTERED_SYMBOL.test(repoFile('packages/runtime-bridge/index.cjs'))).toBe(false);
    // Not bundled by Next.js, so every bundle and the outer server load the same file.
    expect(repoFile('next.config.ts')).toMatch(/serverExternalPackages: \[\s*'@site-platform\/runtime-bridge'/);
    // Installed as a copy (.npmrc install-links): Next.js leaves unbundled only what lives in node_modules.
    const installed = path.dirname(fs.realpathSync(createRequire(import.meta.url).resolve('@site-platform/runtime-bridge')));
    expect(path.relative(process.cwd(), installed)).toBe(path.join('node_modules', '@site-platform', 'runtime-bridge'));
  });

  it('is installed as its source says (after a change to packages/runtime-bridge, npm install)', () => {
    const installed = path.join(process.cwd(), 'node_modules/@site-platform/runtime-bridge');
    for (const file of fs.readdirSync(path.join(process.cwd(), 'packages/runtime-bridge')))
      expect(fs.readFileSync(path.join(installed, file), 'utf8'), `node_modules/@site-platform/runtime-bridge/${file} is stale: run npm install`).toBe(repoFile(`packages/runtime-bridge/${file}`));
  });

  it('declares each slot once, with its type', async () => {
    const { BRIDGE_SLOTS } = await freshBridge();
    const types = repoFile('packages/runtime-bridge/index.d.ts');
    const body = /export interface BridgeSlots \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
    const typed = [...body.matchAll(/^\s+'?([a-z-]+)'?:/gm)].map((m) => m[1]);
    expect(new Set(BRIDGE_SLOTS).size).toBe(BRIDGE_SLOTS.length);
    expect([...typed].sort()).toEqual([...BRIDGE_SLOTS].sort());
  });

  it('names only declared slots in the outer server', async () => {
    const { BRIDGE_SLOTS } = await freshBridge();
    const named = ['server/server.mjs', 'server/start.mjs'].flatMap((file) => [...repoFile(file).matchAll(SLOT_CALL)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !BRIDGE_SLOTS.includes(name as never))).toEqual([]);
  });

  it('keeps its slots across module registries, as between the outer server and each bundle', async () => {
    const outer = await freshBridge();
    outer.setBridgeSlot('socket-ip-secret', 'secret');
    const made = outer.processSingleton('bridge-test', () => ({ made: 1 }));
    const bundle = await freshBridge();
    expect(bundle.bridgeSlot('socket-ip-secret')).toBe('secret');
    expect(bundle.processSingleton('bridge-test', () => ({ made: 2 }))).toBe(made);
    bundle.setBridgeSlot('socket-ip-secret', undefined);
    expect(outer.bridgeSlot('socket-ip-secret')).toBeUndefined();
  });

  it('refuses a misspelt slot and a slot used as a private singleton', async () => {
    const bridge = await freshBridge();
    expect(() => bridge.bridgeSlot('dbb' as never)).toThrow(/no slot named 'dbb'/);
    // A name known only at run time passes the compiler's check, not the module's.
    const name: string = 'db';
    expect(() => bridge.processSingleton(name, () => 1)).toThrow(/is a bridge slot/);
  });
});
