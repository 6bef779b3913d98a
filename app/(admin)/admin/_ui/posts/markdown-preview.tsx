'use client';
import MarkdownIt from 'markdown-it';
import { useDeferredValue, useMemo } from 'react';

// Post bodies come from anyone who may write a post: the rendered HTML never enters the admin's DOM.
// It is shown in a frame with an empty sandbox (no scripts, no forms, no top navigation, an opaque
// origin) and its own policy allowing nothing but inline styles and https/data images.
const HEAD =
  '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; img-src https: data:; style-src \'unsafe-inline\'">' +
  '<style>body{font:16px/1.6 system-ui,sans-serif;margin:1rem;color:#1a1b1e;overflow-wrap:anywhere}img{max-width:100%}pre{overflow:auto;background:#f1f3f5;padding:.5rem}</style>';

// The same parser and options as the `markdown` filter (lib/liquid/markdown/convert.mjs), so the preview
// shows what the site will; linear on any input, so a hostile body cannot freeze the editor's tab.
const md = new MarkdownIt({ html: true, linkify: true });
md.linkify.set({ fuzzyLink: true });

export function MarkdownPreview({ body, title }: { body: string; title: string }) {
  const deferred = useDeferredValue(body);
  const html = useMemo(() => `<!doctype html><html><head>${HEAD}</head><body>${md.render(deferred)}</body></html>`, [deferred]);
  return (
    <iframe
      sandbox=""
      srcDoc={html}
      title={title}
      style={{ width: '100%', minHeight: 360, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)', background: '#fff' }}
    />
  );
}
