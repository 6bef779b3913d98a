import { FetchTag } from './fetch';
import { defineTag } from '../declare';

// {% prefetch "https://…" as data %}: like fetch; the page renderer starts every prefetch of a page,
// its layout and partials before rendering, and the services hand back the settled result here.
class PrefetchTag extends FetchTag {}

export default defineTag({
  name: 'prefetch',
  kind: 'platform',
  doc: { syntax: '{% prefetch "https://…" as data %}', summary: 'Like fetch, but every prefetch of the page, its layout and partials starts before rendering, concurrently.' },
  impl: PrefetchTag,
});
