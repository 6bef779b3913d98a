'use client';
import { RequireRole } from '../../../_ui/require-role';
import { ProductsScreen } from '../../../_ui/shop/products-screen';

export default function ProductsPage() {
  return (
    <RequireRole screen="products">
      <ProductsScreen />
    </RequireRole>
  );
}
