'use client';
import { NotificationsScreen } from '../../../_ui/notifications/notifications-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function NotificationsPage() {
  return (
    <RequireRole screen="notifications">
      <NotificationsScreen />
    </RequireRole>
  );
}
