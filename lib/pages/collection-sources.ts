import { bitsSource } from '@/lib/bits/collection';
import { commentsSource } from '@/lib/comments/collection';
import { filesSource } from '@/lib/files/collection';
import { publishedPosts } from '@/lib/posts/collection';
import { collectionSources } from './collections';

// Registers the built-in sources of `{% collection %}`; the manifest lists whatever is registered.
Object.assign(collectionSources, {
  posts: publishedPosts(),
  pages: publishedPosts('page'),
  products: publishedPosts('product'),
  bits: bitsSource,
  files: filesSource,
  comments: commentsSource,
});

export { collectionSources };
