'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

// The editor's unsaved body, kept in this browser per site and template (with the version it started
// from) so a reload, a closed tab or a crash loses nothing: reopening the template offers it back.
export interface LocalDraft {
  body: string;
  baseVersion: number;
  savedAt: string;
}

const WRITE_DELAY_MS = 400;
const keyOf = (site: string, uid: string) => `admin:template-draft:${site}:${uid}`;

function read(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Partial<LocalDraft>) : null;
    return draft && typeof draft.body === 'string' && typeof draft.baseVersion === 'number' && typeof draft.savedAt === 'string' ? (draft as LocalDraft) : null;
  } catch {
    return null;
  }
}

// Storage may be full or disabled (private windows): the draft is a safety net, never an error.
function write(key: string, draft: LocalDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    /* nothing to do: the editor still holds the body */
  }
}

// `offer`: a kept draft that differs from the stored body, until the user recovers or discards it
// (nothing is written meanwhile, so the offer is never overwritten). After that every change that
// differs from the stored body is kept, and a body equal to it (a save) clears the key.
//
// `readLive` reads the editor's text when the draft is written: a reload right after typing unloads
// the page before React renders and runs effects, and the draft written on the way out must be the
// text on screen, not a render behind (a CI run recovered an empty body: the select-all-and-delete
// before the typed text).
export function useLocalDraft(site: string, uid: string, baseVersion: number, body: string, storedBody: string, readLive: () => string | undefined) {
  const key = keyOf(site, uid);
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    if (typeof window === 'undefined') return null;
    const kept = read(key);
    return kept && kept.body !== storedBody ? kept : null;
  });
  // What a kept body is compared with, as of the last render (these change only through renders).
  const context = useRef({ storedBody, baseVersion, offering: offer !== null });
  useEffect(() => {
    context.current = { storedBody, baseVersion, offering: offer !== null };
  }, [storedBody, baseVersion, offer]);
  // The body waiting to be written (null: remove the key), written a moment after typing pauses, when
  // the page is hidden (reload, close) and when the editor goes away.
  const pending = useRef<LocalDraft | null | undefined>(undefined);
  const keep = useCallback((text: string) => {
    const { storedBody: stored, baseVersion: version, offering } = context.current;
    if (!offering) pending.current = text === stored ? null : { body: text, baseVersion: version, savedAt: new Date().toISOString() };
  }, []);
  const liveRef = useRef(readLive);
  useEffect(() => {
    liveRef.current = readLive;
  }, [readLive]);
  const flush = useCallback(() => {
    const live = liveRef.current();
    if (live !== undefined) keep(live);
    if (pending.current !== undefined) write(key, pending.current);
    pending.current = undefined;
  }, [key, keep]);

  useEffect(() => {
    if (offer) return;
    keep(body);
    const timer = window.setTimeout(flush, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offer, body, storedBody, baseVersion, keep, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    offer,
    // The user took the kept body back (the caller puts it in the editor).
    recovered: () => setOffer(null),
    discard: () => {
      write(key, null);
      setOffer(null);
    },
    clear: () => {
      pending.current = undefined;
      write(key, null);
    },
  };
}
