import { Tag, type Context, type Emitter, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { servicesOf } from '../services';
import { parseAsTag, type AsTagArgs } from './options';
import { defineTag } from '../declare';

// {% collection posts as recent limit: 5, tag: "news" %}
class CollectionTag extends Tag {
  private readonly args: AsTagArgs;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    this.args = parseAsTag(token, liquid, 'identifier');
  }
  *render(ctx: Context, _emitter: Emitter): Generator<unknown, void, unknown> {
    const options = (yield this.args.hash.render(ctx)) as Record<string, unknown>;
    const rows = (yield servicesOf(ctx).collection(this.args.first, options)) as unknown[];
    ctx.bottom()[this.args.variable] = rows;
  }
}

export default defineTag({
  name: 'collection',
  kind: 'platform',
  doc: {
    syntax: '{% collection posts as recent limit: 5, tag: "news" %}',
    summary:
      'Loads published rows of a collection source (see collectionSources) into a variable; options are key: value pairs. Post rows carry `url` (their path on the site) and `excerpt` (plain text of the rendered body, for cards: `{{ post.excerpt | truncatewords: 24 | escape }}`); `products` rows also carry `variants` (each {id, sku, title, price, currency, stock (nil: unlimited), options, attributes, ...}), `price` (the lowest variant price, nil without variants), `currency` and `available`.',
  },
  impl: CollectionTag,
});
