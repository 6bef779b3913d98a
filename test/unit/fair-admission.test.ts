import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createAdmission, hostKey, QUEUE_PER_HOST, releaseWhenIdle, SHARED_IN_FLIGHT, SLOW_BODY_MS } from '@/lib/http/fair-admission.mjs';

// Issue 23: while the loop is saturated, a host with a request in flight waits behind itself once
// another host is being served; a host alone, or a loop with time to spare, is never capped.
function harness(saturated: boolean) {
  const state = { saturated };
  const admission = createAdmission({ saturated: () => state.saturated });
  const started: string[] = [];
  const releases = new Map<string, Array<() => void>>();
  const admit = (host: string, id: string) =>
    admission.admit(
      host,
      () => started.push(id),
      (release: () => void) => releases.set(host, [...(releases.get(host) ?? []), release]),
    );
  const finish = (host: string) => releases.get(host)!.shift()!();
  return { state, admission, started, admit, finish };
}

describe('fair admission', () => {
  it('keys hosts without case or port', () => {
    expect(hostKey('Shop.Example.COM:3000')).toBe('shop.example.com');
    expect(hostKey(undefined)).toBe('');
  });

  it('never caps a host alone, or any host while the loop has time to spare', () => {
    const alone = harness(true);
    for (let i = 0; i < 10; i++) alone.admit('a', `a${i}`);
    expect(alone.started).toHaveLength(10);
    const idle = harness(false);
    idle.admit('b', 'b0');
    for (let i = 0; i < 10; i++) idle.admit('a', `a${i}`);
    expect(idle.started).toHaveLength(11);
  });

  it('saturated: a flooding host queues behind itself while a quiet host starts at once', () => {
    const h = harness(true);
    h.admit('flood', 'f0');
    h.admit('other', 'o0');
    for (let i = 1; i < 6; i++) h.admit('flood', `f${i}`);
    expect(h.started).toEqual(['f0', 'o0', ...Array.from({ length: SHARED_IN_FLIGHT - 1 }, (_, i) => `f${i + 1}`)]);
    // A quiet host's first request is never queued behind the flood.
    h.admit('quiet', 'q0');
    expect(h.started.at(-1)).toBe('q0');
    expect(h.admission.waiting()).toBe(6 - SHARED_IN_FLIGHT);
    // Each finished flood request hands its slot to the flood's next, oldest first.
    h.finish('flood');
    expect(h.started.at(-1)).toBe(`f${SHARED_IN_FLIGHT}`);
    // Once the loop has time again, the queue still drains in order as requests finish.
    h.state.saturated = false;
    while (h.admission.waiting() > 0) h.finish('flood');
    expect(h.started.filter((id) => id.startsWith('f'))).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
  });

  it('refuses past the per-host queue instead of growing without bound', () => {
    const h = harness(true);
    h.admit('other', 'o0');
    for (let i = 0; i < SHARED_IN_FLIGHT; i++) expect(h.admit('flood', `f${i}`)).toBe(true);
    for (let i = 0; i < QUEUE_PER_HOST; i++) expect(h.admit('flood', `w${i}`)).toBe(true);
    expect(h.admit('flood', 'one too many')).toBe(false);
    expect(h.admit('quiet', 'q0')).toBe(true);
    expect(h.started.at(-1)).toBe('q0');
  });

  it('a request stops counting when its headers go out (a slow reader) or its body is late (a slow upload)', () => {
    vi.useFakeTimers();
    try {
      const answer = () => Object.assign(new EventEmitter(), { writeHead: () => undefined });
      const releases: string[] = [];
      // A download: the slot is free once the headers go out (the call at close is ignored by admission).
      const download = answer();
      releaseWhenIdle({ complete: true, headers: {} } as never, download as never, () => releases.push('download'));
      download.writeHead();
      download.emit('close');
      // An upload still arriving after SLOW_BODY_MS frees its slot; one that arrived in time keeps it.
      const slow = answer();
      releaseWhenIdle({ complete: false, headers: { 'content-length': '5000000' } } as never, slow as never, () => releases.push('slow upload'));
      const quick = answer();
      const quickReq = { complete: false, headers: { 'content-length': '10' } };
      releaseWhenIdle(quickReq as never, quick as never, () => releases.push('quick upload'));
      quickReq.complete = true;
      vi.advanceTimersByTime(SLOW_BODY_MS - 1);
      expect(releases).toEqual(['download', 'download']);
      vi.advanceTimersByTime(1);
      expect(releases).toEqual(['download', 'download', 'slow upload']);
    } finally {
      vi.useRealTimers();
    }
  });
});
