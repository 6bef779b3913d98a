'use client';
import { use, type ReactNode } from 'react';
import { SiteShell } from '../../_ui/site-shell';

export default function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ uid: string }> }) {
  const { uid } = use(params);
  return <SiteShell uid={uid}>{children}</SiteShell>;
}
