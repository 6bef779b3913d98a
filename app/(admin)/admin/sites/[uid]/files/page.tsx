'use client';
import { FilesScreen } from '../../../_ui/files/files-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function FilesPage() {
  return (
    <RequireRole screen="files">
      <FilesScreen />
    </RequireRole>
  );
}
