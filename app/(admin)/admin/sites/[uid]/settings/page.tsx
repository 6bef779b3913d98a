'use client';
import { SettingsScreen } from '../../../_ui/settings/settings-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function SettingsPage() {
  return (
    <RequireRole screen="settings">
      <SettingsScreen />
    </RequireRole>
  );
}
