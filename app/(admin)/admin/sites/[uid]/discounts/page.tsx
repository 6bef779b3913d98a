'use client';
import { RequireRole } from '../../../_ui/require-role';
import { DiscountsScreen } from '../../../_ui/shop/discounts-screen';

export default function DiscountsPage() {
  return (
    <RequireRole screen="discounts">
      <DiscountsScreen />
    </RequireRole>
  );
}
