'use client';
import { use } from 'react';
import { RequireRole } from '../../../../_ui/require-role';
import { TemplateEditor } from '../../../../_ui/templates/editor/template-editor';

export default function TemplateEditorPage({ params }: { params: Promise<{ tuid: string }> }) {
  const { tuid } = use(params);
  return (
    <RequireRole screen="templates">
      <TemplateEditor uid={tuid} />
    </RequireRole>
  );
}
