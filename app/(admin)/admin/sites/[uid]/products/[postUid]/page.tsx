'use client';
import { use } from 'react';
import { RequireRole } from '../../../../_ui/require-role';
import { ProductDetail } from '../../../../_ui/shop/product-detail';

export default function ProductPage({ params }: { params: Promise<{ postUid: string }> }) {
  const { postUid } = use(params);
  return (
    <RequireRole screen="products">
      <ProductDetail postUid={postUid} />
    </RequireRole>
  );
}
