'use client';
import { RequireRole } from '../../../_ui/require-role';
import { SubscriptionsScreen } from '../../../_ui/shop/subscriptions-screen';

export default function SubscriptionsPage() {
  return (
    <RequireRole screen="subscriptions">
      <SubscriptionsScreen />
    </RequireRole>
  );
}
