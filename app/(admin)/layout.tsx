import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { platformOrigin } from '@/lib/tenancy/canonical-origin';
import { resolveHost } from '@/lib/tenancy/resolve-host';
import type { ReactNode } from 'react';
import { AdminProviders } from './admin/_ui/providers';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s · Admin' }, robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// The admin's own root layout, on the platform host alone (CONTRACT 2): no tenant's template ever shares
// the admin's origin, so any other host is sent to the platform's /admin.
export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  if (resolveHost((await headers()).get('host'), env.PLATFORM_HOST).kind !== 'platform') redirect(`${platformOrigin()}/admin`);
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript />
      </head>
      <body>
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  );
}
