import FetchTag from './fetch';
import type { NameDoc } from '../name-doc';

// {% prefetch "https://…" as data %}: like fetch; the page renderer starts every prefetch of a page,
// its layout and partials before rendering, and the services hand back the settled result here.
export default class PrefetchTag extends FetchTag {}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: '{% prefetch "https://…" as data %}', summary: 'Like fetch, but every prefetch of the page, its layout and partials starts before rendering, concurrently.' };
