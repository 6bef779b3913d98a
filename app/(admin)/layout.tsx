import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/shared/env';
import { NONCE_HEADER } from '@/lib/http/security-headers';
import { platformOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { resolveHost } from '@/lib/shared/tenancy/resolve-host';
import type { ReactNode } from 'react';
import { AdminProviders } from './admin/_ui/providers';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s · Admin' }, robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// The admin's own root layout, on the platform host alone (docs/behaviours.md#B-admin-origin): no tenant's template ever shares
// the admin's origin, so any other host is sent to the platform's /admin. Reading the request's headers
// also makes every admin page render per request, which its per-answer script nonce needs (proxy.ts).
export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  if (resolveHost(requestHeaders.get('host'), env.PLATFORM_HOST).kind !== 'platform') redirect(`${platformOrigin()}/admin`);
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript nonce={requestHeaders.get(NONCE_HEADER) ?? undefined} />
        {/* In the root layout, which client navigations keep: a page without an icon link (metadata
            streamed after a navigation) made the browser fall back to the platform's /favicon.ico. */}
        <link rel="icon" href="/admin/icon.svg" type="image/svg+xml" />
      </head>
      <body>
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  );
}
