'use client';
import { CommentsScreen } from '../../../_ui/comments/comments-screen';
import { RequireRole } from '../../../_ui/require-role';

export default function CommentsPage() {
  return (
    <RequireRole screen="comments">
      <CommentsScreen />
    </RequireRole>
  );
}
