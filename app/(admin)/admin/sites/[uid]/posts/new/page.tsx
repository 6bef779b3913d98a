'use client';
import { PostEditor } from '../../../../_ui/posts/post-editor';
import { RequireRole } from '../../../../_ui/require-role';

export default function NewPostPage() {
  return (
    <RequireRole screen="posts">
      <PostEditor />
    </RequireRole>
  );
}
