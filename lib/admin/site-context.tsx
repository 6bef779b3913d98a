'use client';
import { createContext, useContext } from 'react';

// The site an admin screen works on, and the signed-in user's role there (from /auth/me with X-Site).
export interface AdminSite {
  uid: string;
  name: string;
  host: string;
  // The site's public origin as the server answers it (port included) and that origin without
  // the scheme, for the "Live at" lines.
  origin: string;
  address: string;
  role: number;
}

export const AdminSiteContext = createContext<AdminSite | null>(null);

export function useAdminSite(): AdminSite {
  const site = useContext(AdminSiteContext);
  if (!site) throw new Error('useAdminSite outside a site screen');
  return site;
}
