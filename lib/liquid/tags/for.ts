import { ForTag as StockFor, type Context, type Emitter, type Liquid, type Parser, type TagToken, type TopLevelToken } from 'liquidjs';
import { isBlankBody, stripBlank } from '../core/blank';
import { LoopDrop, loopInt } from '../core/loop';
import { loopSequence } from '../core/enumerable';
import { defineTag } from '../declare';

// for with Shopify's rules: forloop.parentloop, strict limit/offset, blank bodies render nothing.
class ForTag extends StockFor {
  readonly blank: boolean;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid, parser);
    this.templates = stripBlank(this.templates);
    this.elseTemplates = stripBlank(this.elseTemplates);
    this.blank = isBlankBody(this.templates) && isBlankBody(this.elseTemplates);
  }

  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, never> {
    const r = this.liquid.renderer;
    let list = yield* loopSequence(this.collection, ctx);
    const continueKey = 'continue-' + this.variable + '-' + this.collection.getText();
    ctx.push({ continue: ctx.getRegister(continueKey, 0) });
    const hash = (yield this.hash.render(ctx)) as Record<string, unknown>;
    ctx.pop();
    const offset = loopInt(hash['offset'], 'offset') ?? 0;
    const limit = loopInt(hash['limit'], 'limit');
    if (offset) list = list.slice(Math.max(0, offset));
    if (limit !== undefined) list = list.slice(0, Math.max(0, limit));
    if ('reversed' in hash) list = list.reverse();
    ctx.setRegister(continueKey, offset + list.length);
    if (!list.length) {
      yield r.renderTemplates(this.elseTemplates, ctx, emitter);
      return;
    }
    const parent = ctx.getSync(['forloop']);
    const forloop = new LoopDrop(list.length, parent instanceof LoopDrop ? parent : null, list.length, `${this.variable}-${this.collection.getText()}`);
    const scope: Record<string, unknown> = { forloop };
    ctx.push(scope);
    for (let i = 0; i < list.length; i++) {
      scope[this.variable] = list.at(i);
      ctx.continueCalled = ctx.breakCalled = false;
      yield r.renderTemplates(this.templates, ctx, emitter);
      if (ctx.breakCalled) break;
      forloop.next();
    }
    ctx.continueCalled = ctx.breakCalled = false;
    ctx.pop();
  }
}

export default defineTag({
  name: 'for',
  kind: 'standard',
  doc: {
    syntax: '{% for item in items limit: 3 offset: 1 reversed %}…{% else %}…{% endfor %}',
    summary: 'Loops over an array or range; `forloop` describes the iteration; `else` renders for an empty list.',
  },
  impl: ForTag,
});
