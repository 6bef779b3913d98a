'use client';
import { LogsScreen } from '../../../_ui/logs/logs-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function LogsPage() {
  return (
    <RequireRole screen="logs">
      <LogsScreen />
    </RequireRole>
  );
}
