'use client';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { screenRole, type ScreenKey } from '@/lib/admin/roles';
import { useAdminSite } from '@/lib/admin/site-context';

// A screen opened by URL that the role may not use says so (the API would refuse every call anyway).
export function RequireRole({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const site = useAdminSite();
  if (site.role < screenRole(screen)) {
    return (
      <Alert color="yellow" title="Not available to your role" role="alert">
        This screen needs a higher role on this site. Ask a site admin if you need it.
      </Alert>
    );
  }
  return <>{children}</>;
}
