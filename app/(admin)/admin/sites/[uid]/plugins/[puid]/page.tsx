'use client';
import { use } from 'react';
import { PluginEditor } from '../../../../_ui/plugins/plugin-editor';
import { RequireRole } from '../../../../_ui/require-role';

export default function PluginPage({ params }: { params: Promise<{ puid: string }> }) {
  const { puid } = use(params);
  return (
    <RequireRole screen="plugins">
      <PluginEditor uid={puid} />
    </RequireRole>
  );
}
