'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

// A link click that would leave this page: same origin, same tab, another path or query.
function leavingHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

// While `dirty`, leaving asks first: the browser's own prompt on reload, close or an address typed
// (beforeunload), and `leavingTo` for any in-app link (the shell's sidebar, breadcrumbs, ...), caught
// before Next's router sees the click. The caller shows the question; `leave` goes on, `stay` stays.
export function useUnsavedGuard(dirty: boolean) {
  const router = useRouter();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const href = leavingHref(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(href);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
  return {
    leavingTo,
    stay: () => setLeavingTo(null),
    leave: () => {
      if (leavingTo) router.push(leavingTo);
      setLeavingTo(null);
    },
  };
}
