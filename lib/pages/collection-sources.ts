import { bitsSource } from '../bits/collection';
import { commentsSource } from '../comments/collection';
import { filesSource } from '../files/collection';
import { publishedPosts } from '../posts/collection';
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
