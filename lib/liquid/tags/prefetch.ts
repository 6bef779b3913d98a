import FetchTag from './fetch';

// {% prefetch "https://…" as data %}: like fetch; the page renderer starts every prefetch of a page,
// its layout and partials before rendering, and the services hand back the settled result here.
export default class PrefetchTag extends FetchTag {}
