'use client';
import { use } from 'react';
import { usePost } from '@/lib/admin/posts';
import { PostEditor } from '../../../../_ui/posts/post-editor';
import { RequireRole } from '../../../../_ui/require-role';
import { ErrorState, Loading } from '../../../../_ui/states';

function EditPost({ uid }: { uid: string }) {
  const post = usePost(uid);
  if (post.isPending) return <Loading label="Loading the post…" />;
  if (post.isError) return <ErrorState error={post.error} onRetry={() => post.refetch()} />;
  return <PostEditor key={post.data.uid} post={post.data} />;
}

export default function EditPostPage({ params }: { params: Promise<{ puid: string }> }) {
  const { puid } = use(params);
  return (
    <RequireRole screen="posts">
      <EditPost uid={puid} />
    </RequireRole>
  );
}
