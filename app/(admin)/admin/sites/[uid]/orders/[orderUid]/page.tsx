'use client';
import { use } from 'react';
import { RequireRole } from '../../../../_ui/require-role';
import { OrderDetail } from '../../../../_ui/shop/order-detail';

export default function OrderPage({ params }: { params: Promise<{ orderUid: string }> }) {
  const { orderUid } = use(params);
  return (
    <RequireRole screen="orders">
      <OrderDetail uid={orderUid} />
    </RequireRole>
  );
}
