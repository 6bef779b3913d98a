'use client';
import { PostsList } from '../../../_ui/posts/posts-list';
import { RequireRole } from '../../../_ui/require-role';

export default function PostsPage() {
  return (
    <RequireRole screen="posts">
      <PostsList />
    </RequireRole>
  );
}
