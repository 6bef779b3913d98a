'use client';
import { AnalyticsScreen } from '../../../_ui/analytics/analytics-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function AnalyticsPage() {
  return (
    <RequireRole screen="analytics">
      <AnalyticsScreen />
    </RequireRole>
  );
}
