'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type RefObject } from 'react';
import type { Manifest } from '@/lib/admin/manifest';
import { useTemplates, type TemplateItem } from '@/lib/admin/templates';
import { registerTemplateHelp } from './liquid-completion';
import type { Monaco } from './monaco';

// Member and template-name completion and go-to-definition for this editor, while it is mounted: a
// template opened by its name goes to its own editor screen.
export function useTemplateHelp(site: string, monacoRef: RefObject<Monaco | null>, mounted: boolean, manifest: Manifest | undefined): void {
  const router = useRouter();
  const templates = useTemplates(site);
  const list = useRef<readonly TemplateItem[]>([]);
  useEffect(() => {
    list.current = templates.data ?? [];
  }, [templates.data]);
  useEffect(() => {
    const monaco = monacoRef.current;
    if (!mounted || !monaco || !manifest) return;
    const help = registerTemplateHelp(monaco, manifest, { list: () => list.current, open: (uid) => router.push(`/admin/sites/${site}/templates/${encodeURIComponent(uid)}`) });
    return () => help.dispose();
  }, [monacoRef, mounted, manifest, site, router]);
}
