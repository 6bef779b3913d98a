'use client';
import { PluginsScreen } from '../../../_ui/plugins/plugins-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function PluginsPage() {
  return (
    <RequireRole screen="plugins">
      <PluginsScreen />
    </RequireRole>
  );
}
