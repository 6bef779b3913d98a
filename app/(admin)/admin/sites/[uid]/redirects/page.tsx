'use client';
import { RedirectsScreen } from '../../../_ui/redirects/redirects-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function RedirectsPage() {
  return (
    <RequireRole screen="redirects">
      <RedirectsScreen />
    </RequireRole>
  );
}
