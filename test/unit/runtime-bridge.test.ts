import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoFile, sourceFiles } from '../helpers/source-files';

// The outer server and the app meet in lib/runtime-bridge.mjs only (issue 49): a registered symbol
// anywhere else is a slot nobody declared or typed.
const BRIDGE = 'lib/runtime-bridge.mjs';
const REGISTERED_SYMBOL = new RegExp(['Symbol', 'for\\('].join('\\.'));
// The slot names the outer server (plain JavaScript, which no compiler checks) passes to the bridge.
const SLOT_CALL = /\b(?:bridgeSlot|setBridgeSlot|bridgeSingleton)\(\s*'([^']+)'/g;

type Bridge = typeof import('@/lib/runtime-bridge.mjs');
const freshBridge = async (): Promise<Bridge> => {
  vi.resetModules();
  return import('@/lib/runtime-bridge.mjs');
};

describe('the runtime bridge', () => {
  afterEach(async () => {
    const bridge = await freshBridge();
    bridge.setBridgeSlot('socket-ip-secret', undefined);
    bridge.setProcessSingleton('bridge-test', undefined);
  });

  it('is the only module that keeps anything under a registered symbol', () => {
    const elsewhere = sourceFiles()
      .filter(({ file, text }) => file !== BRIDGE && REGISTERED_SYMBOL.test(text))
      .map(({ file }) => file);
    expect(elsewhere).toEqual([]);
    expect(repoFile(BRIDGE)).toMatch(REGISTERED_SYMBOL);
  });

  it('declares each slot once, with its type', async () => {
    const { BRIDGE_SLOTS } = await freshBridge();
    const types = repoFile('lib/runtime-bridge.d.mts');
    const body = /export interface BridgeSlots \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
    const typed = [...body.matchAll(/^\s+'?([a-z-]+)'?:/gm)].map((m) => m[1]);
    expect(new Set(BRIDGE_SLOTS).size).toBe(BRIDGE_SLOTS.length);
    expect([...typed].sort()).toEqual([...BRIDGE_SLOTS].sort());
  });

  it('names only declared slots in the outer server', async () => {
    const { BRIDGE_SLOTS } = await freshBridge();
    const named = ['scripts/server.mjs', 'scripts/start.mjs'].flatMap((file) => [...repoFile(file).matchAll(SLOT_CALL)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !BRIDGE_SLOTS.includes(name as never))).toEqual([]);
  });

  it('shares slots between copies of the module, as between the outer server and each bundle', async () => {
    const outer = await freshBridge();
    outer.setBridgeSlot('socket-ip-secret', 'secret');
    const made = outer.processSingleton('bridge-test', () => ({ made: 1 }));
    const bundle = await freshBridge();
    expect(bundle).not.toBe(outer);
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
