'use client';
import { Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { errorText } from '@/lib/admin/api';
import { previewTarget } from '@/lib/admin/templates';

const TOKEN_LIFETIME_MS = 8 * 60_000; // the server's preview token lives 10 minutes

// The unsaved body rendered by the site's own host, as the signed-in user would see it, inside a
// sandboxed frame (opaque origin: the template's scripts run, but reach neither the site's cookies
// nor the admin). The body travels by a form post into the frame; refreshed when typing pauses.
export function PreviewPane({ site, uid, body, type, permalink }: { site: string; uid: string; body: string; type: string; permalink: string | null }) {
  const frameName = `preview-${useId().replace(/\W/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const token = useRef<{ token: string; action: string; at: number } | null>(null);
  const [path, setPath] = useState(type === 'page' && permalink ? (permalink === '/index' ? '/' : permalink) : '/');
  const [debouncedBody] = useDebouncedValue(body, 600);
  const [debouncedPath] = useDebouncedValue(path, 600);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    // Fire and forget: the effect cannot await, and the body catches every failure into `error`.
    void (async () => {
      try {
        if (!token.current || Date.now() - token.current.at > TOKEN_LIFETIME_MS) token.current = { ...(await previewTarget(site)), at: Date.now() };
        const form = formRef.current;
        if (cancelled || !form) return;
        form.action = token.current.action;
        (form.elements.namedItem('token') as HTMLInputElement).value = token.current.token;
        (form.elements.namedItem('body') as HTMLInputElement).value = debouncedBody;
        (form.elements.namedItem('path') as HTMLInputElement).value = debouncedPath || '/';
        form.submit();
        setError(null);
      } catch (err) {
        if (!cancelled) setError(errorText(err));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [site, debouncedBody, debouncedPath]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Group gap="xs" mb={6} wrap="nowrap">
        <TextInput size="xs" label="Preview path" value={path} onChange={(e) => setPath(e.currentTarget.value)} style={{ flex: 1 }} />
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          Preview unavailable: {error}
        </Text>
      )}
      <form ref={formRef} method="post" target={frameName} hidden aria-hidden>
        <input type="hidden" name="token" />
        <input type="hidden" name="body" />
        <input type="hidden" name="path" />
        <input type="hidden" name="uid" value={uid} />
        <input type="hidden" name="type" value={type} />
      </form>
      <iframe
        name={frameName}
        title="Preview of the unsaved template"
        sandbox="allow-scripts allow-forms"
        referrerPolicy="no-referrer"
        style={{ flex: 1, width: '100%', minHeight: 300, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: 'white' }}
      />
    </div>
  );
}
