'use client';
import { LeadsScreen } from '../../../_ui/leads/leads-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function LeadsPage() {
  return (
    <RequireRole screen="leads">
      <LeadsScreen />
    </RequireRole>
  );
}
