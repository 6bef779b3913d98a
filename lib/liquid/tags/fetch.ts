import { Tag, Value, type Context, type Emitter, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { servicesOf } from '../services';
import { parseAsTag } from './options';
import { defineTag } from '../declare';

// {% fetch "https://…" as data %}: fetched at render time through the guarded fetcher.
export class FetchTag extends Tag {
  readonly url: Value;
  readonly variable: string;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    const args = parseAsTag(token, liquid, 'value');
    this.url = new Value(args.first, liquid);
    this.variable = args.variable;
  }
  *render(ctx: Context, _emitter: Emitter): Generator<unknown, void, unknown> {
    const url = String((yield this.url.value(ctx)) ?? '');
    ctx.bottom()[this.variable] = yield servicesOf(ctx).fetch(url);
  }
}

export default defineTag({
  name: 'fetch',
  kind: 'platform',
  doc: { syntax: '{% fetch "https://…" as data %}', summary: 'Fetches a URL at render time (JSON parsed, else text) with a timeout, a size cap and the private-address guard.' },
  impl: FetchTag,
});
