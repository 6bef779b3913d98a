'use client';
import { BitsScreen } from '../../../_ui/bits/bits-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function BitsPage() {
  return (
    <RequireRole screen="bits">
      <BitsScreen />
    </RequireRole>
  );
}
