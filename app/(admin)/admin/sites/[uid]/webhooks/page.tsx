'use client';
import { WebhooksScreen } from '../../../_ui/webhooks/webhooks-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function WebhooksPage() {
  return (
    <RequireRole screen="webhooks">
      <WebhooksScreen />
    </RequireRole>
  );
}
