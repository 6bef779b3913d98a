'use client';
import { TemplatesList } from '../../../_ui/templates/templates-list';
import { RequireRole } from '../../../_ui/require-role';

export default function TemplatesPage() {
  return (
    <RequireRole screen="templates">
      <TemplatesList />
    </RequireRole>
  );
}
