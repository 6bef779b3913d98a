import { bitsSource } from './bits';
import { commentsSource } from './comments';
import { filesSource } from './files';
import { publishedPosts } from './posts';
import { collectionSources } from './registry';

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
