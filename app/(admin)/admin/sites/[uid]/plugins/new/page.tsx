'use client';
import { PluginEditor } from '../../../../_ui/plugins/plugin-editor';
import { RequireRole } from '../../../../_ui/require-role';

export default function NewPluginPage() {
  return (
    <RequireRole screen="plugins">
      <PluginEditor uid={null} />
    </RequireRole>
  );
}
