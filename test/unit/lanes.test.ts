import { describe, expect, it } from 'vitest';
import { createHostLoad, createLaneTable, HEAVY_HOLD_MS, hostOfHead, normalHost } from '@/lib/http/lanes.mjs';

const head = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'));
const busy = (worker: number, hosts: Array<[string, number]>, heavyLane = false) => ({ worker, heavyLane, saturated: true, hosts });
const calm = (worker: number, hosts: Array<[string, number]>) => ({ worker, heavyLane: false, saturated: false, hosts });

// Five saturated reports in a row from one worker (the table's patience), the last one returned.
function sustained(table: ReturnType<typeof createLaneTable>, report: ReturnType<typeof busy>, at = 0): string[] {
  let moved: string[] = [];
  for (let i = 0; i < 5; i++) moved = table.report(report, at + i * 1000);
  return moved;
}

describe('tenant lanes: the host of a connection', () => {
  it('reads the Host line of the first request head, lowercase and without its port', () => {
    expect(hostOfHead(head('GET / HTTP/1.1\nHost: Shop.Example.com:8080\nAccept: */*\n\n'))).toBe('shop.example.com');
    expect(hostOfHead(head('POST /api/v1/leads HTTP/1.1\nhost:a.localhost\ncontent-length: 2\n\n{}'))).toBe('a.localhost');
    expect(normalHost('[::1]:3000')).toBe('[::1]');
  });

  it('waits for more while the head has no Host line, and never takes one from the body', () => {
    expect(hostOfHead(head('GET / HTTP/1.1\nAccept: */*\n'))).toBeNull();
    expect(hostOfHead(head('POST / HTTP/1.1\ncontent-length: 20\n\nHost: evil.example\n'))).toBeNull();
  });
});

describe('tenant lanes: which hosts move', () => {
  it('moves the hosts busier than the mean once a worker stays saturated, and keeps the light ones', () => {
    const table = createLaneTable();
    const report = busy(1, [
      ['runaway.test', 4],
      ['markdown.test', 3.5],
      ['quiet.test', 0.4],
    ]);
    for (let i = 0; i < 4; i++) expect(table.report(report, i * 1000)).toEqual([]);
    expect(table.report(report, 4000)).toEqual(['runaway.test', 'markdown.test']);
    expect(table.isHeavy('runaway.test')).toBe(true);
    expect(table.isHeavy('quiet.test')).toBe(false);
  });

  it('moves nobody on a burst, on a calm worker, or when one host is alone', () => {
    const table = createLaneTable();
    const hosts: Array<[string, number]> = [
      ['a.test', 3],
      ['b.test', 0.3],
    ];
    for (let i = 0; i < 4; i++) table.report(busy(1, hosts), i * 1000);
    table.report(calm(1, hosts), 4000);
    expect(table.report(busy(1, hosts), 5000)).toEqual([]);
    expect(sustained(table, busy(2, [['alone.test', 5]]))).toEqual([]);
    expect(table.hosts()).toEqual([]);
  });

  it('moves none of many light sites that saturate a worker together, and still moves a heavy one among them', () => {
    // Ten thousand sites' first renders after a start: 200 hosts in flight, none of them a real share.
    const many: Array<[string, number]> = Array.from({ length: 200 }, (_, i) => [`site${i}.test`, i % 2 ? 0.3 : 0.5]);
    expect(sustained(createLaneTable(), busy(1, many))).toEqual([]);
    expect(sustained(createLaneTable(), busy(1, [['runaway.test', 30], ...many]))).toEqual(['runaway.test']);
    // A tenant spreading its flood over twenty sites of its own: each far above the typical site.
    const spread: Array<[string, number]> = Array.from({ length: 20 }, (_, i) => [`flood${i}.test`, 2]);
    expect(sustained(createLaneTable(), busy(1, [...spread, ...many])).sort()).toEqual(spread.map(([h]) => h).sort());
  });

  it('does not move a light host while moved hosts finish their last requests on the worker', () => {
    const table = createLaneTable();
    expect(
      sustained(
        table,
        busy(1, [
          ['runaway.test', 4],
          ['quiet.test', 0.4],
          ['other.test', 0.1],
        ]),
      ),
    ).toEqual(['runaway.test']);
    // The runaway's requests already started still run there: the quiet host stays.
    const after = busy(1, [
      ['runaway.test', 2],
      ['quiet.test', 0.5],
      ['other.test', 0.1],
    ]);
    expect(sustained(table, after, 5000)).toEqual([]);
    expect(table.hosts()).toEqual(['runaway.test']);
  });

  it('brings a host back once the heavy lane stops reporting it, and keeps it while it does', () => {
    const table = createLaneTable();
    sustained(
      table,
      busy(1, [
        ['runaway.test', 4],
        ['quiet.test', 0.2],
      ]),
    );
    const moved = 4000;
    table.report(busy(9, [['runaway.test', 2]], true), moved + HEAVY_HOLD_MS - 1000);
    expect(table.expire(moved + HEAVY_HOLD_MS + 500)).toEqual([]);
    expect(table.expire(moved + 2 * HEAVY_HOLD_MS)).toEqual(['runaway.test']);
    expect(table.isHeavy('runaway.test')).toBe(false);
  });
});

describe('tenant lanes: a worker measures its hosts', () => {
  it("counts each host's requests in flight over the report, those still running included", () => {
    let t = 0;
    let cpu = 0;
    const load = createHostLoad({
      now: () => t,
      cpuUsage: (prev) => ({ user: cpu - (prev?.user ?? 0), system: 0 }),
      elu: (prev) => ({ idle: 0, active: 0, utilization: prev ? 0.1 : 0 }),
    });
    const endA = load.start('a.test');
    load.start('b.test');
    t = 500;
    endA();
    t = 1000;
    cpu = 900_000;
    const first = load.report();
    expect(first.hosts).toEqual([
      ['b.test', 1],
      ['a.test', 0.5],
    ]);
    expect(first.saturated).toBe(true);
    t = 2000;
    const second = load.report();
    expect(second.hosts).toEqual([['b.test', 1]]);
    expect(second.saturated).toBe(false);
  });

  it('measures each report on its own window with the real clocks: a busy second, then an idle one', async () => {
    const load = createHostLoad();
    const spin = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    await new Promise((r) => setTimeout(r, 200));
    expect(load.report().saturated).toBe(false);
    spin(300);
    expect(load.report().saturated).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(load.report().saturated).toBe(false);
    // Read since the process started, this one would average the idle time before it in.
    await new Promise((r) => setTimeout(r, 600));
    load.report();
    spin(300);
    expect(load.report().saturated).toBe(true);
  });
});
