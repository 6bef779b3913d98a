'use client';
import { RequireRole } from '../../../_ui/require-role';
import { OrdersScreen } from '../../../_ui/shop/orders-screen';

export default function OrdersPage() {
  return (
    <RequireRole screen="orders">
      <OrdersScreen />
    </RequireRole>
  );
}
