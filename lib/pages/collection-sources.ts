import { bitsSource } from '@/lib/bits/collection';
import { productsSource, withProductVariants } from '@/lib/catalogue/liquid-source';
import { commentsSource } from '@/lib/comments/collection';
import { filesSource } from '@/lib/files/collection';
import { publishedPosts } from '@/lib/posts/collection';
import { collectionSources } from './collections';

// Registers the built-in sources of `{% collection %}`; the manifest lists whatever is registered.
Object.assign(collectionSources, {
  // Product rows carry their variants in `posts` too (a page may look a product up by slug there).
  posts: withProductVariants(publishedPosts()),
  pages: publishedPosts('page'),
  products: productsSource,
  bits: bitsSource,
  files: filesSource,
  comments: commentsSource,
});

// Sources whose rows are posts: a render that looks one up by slug shows that post (analytics counts it).
export const POST_SOURCES: ReadonlySet<string> = new Set(['posts', 'pages', 'products']);

export { collectionSources };
