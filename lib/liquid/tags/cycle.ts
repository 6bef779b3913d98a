import { Tag, evalToken, type Context, type Emitter, type Liquid, type TagToken, type TopLevelToken, type ValueToken } from 'liquidjs';
import { toText } from '../core/values';
import { defineTag } from '../declare';

// Shopify's cycle: a named cycle keeps one position per name whatever its items; the position wraps
// at the current item count, and a position past the end prints nothing.
class CycleTag extends Tag {
  private readonly group: ValueToken | undefined;
  private readonly candidates: ValueToken[] = [];
  private readonly key: string;

  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    const tz = token.tokenizer;
    const begin = tz.p;
    const first = tz.readValue();
    tz.skipBlank();
    if (first && tz.peek() === ':') {
      this.group = first;
      tz.advance();
    } else tz.p = begin;
    while (!tz.end()) {
      const v = tz.readValue();
      if (!v) throw new Error(`invalid cycle "${token.args}"`);
      this.candidates.push(v);
      tz.skipBlank();
      if (tz.peek() === ',') tz.advance();
      else if (!tz.end()) throw new Error(`invalid cycle "${token.args}"`);
    }
    if (!this.candidates.length) throw new Error(`empty cycle "${token.args}"`);
    this.key = this.candidates.map((c) => c.getText()).join(',');
  }

  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const key = this.group ? 'named:' + toText(yield evalToken(this.group, ctx)) : 'list:' + this.key;
    const positions = ctx.getRegister<Record<string, number>>('cycle', {});
    const i = positions[key] ?? 0;
    const next = i + 1;
    positions[key] = next >= this.candidates.length ? 0 : next;
    const item = this.candidates[i];
    if (item) emitter.write(toText(yield evalToken(item, ctx)));
  }
}

export default defineTag({
  name: 'cycle',
  kind: 'standard',
  doc: { syntax: '{% cycle "odd", "even" %}', summary: 'Outputs the next of its values each time it runs (a group name first keeps separate cycles).' },
  impl: CycleTag,
});
