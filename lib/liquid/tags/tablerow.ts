import { TablerowTag as StockTablerow, type Context, type Emitter } from 'liquidjs';
import { LoopDrop, loopInt } from '../core/loop';
import { loopSequence } from '../core/enumerable';
import { defineTag } from '../declare';

// Shopify's tablerow markup (newlines after <tr> and </tr>), integer coercion of cols/limit/offset,
// and break/continue.
class TablerowTag extends StockTablerow {
  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, never> {
    const r = this.liquid.renderer;
    const args = (yield this.args.render(ctx)) as Record<string, unknown>;
    const offset = Math.max(0, loopInt(args['offset'], 'offset') ?? 0);
    const limit = loopInt(args['limit'], 'limit');
    let list = (yield* loopSequence(this.collection, ctx)).slice(offset);
    if (limit !== undefined) list = list.slice(0, Math.max(0, limit));
    const cols = loopInt(args['cols'], 'cols') || list.length;
    const loop = new LoopDrop(list.length, null, cols);
    const scope: Record<string, unknown> = { tablerowloop: loop };
    ctx.push(scope);
    emitter.write('<tr class="row1">\n');
    for (let i = 0; i < list.length; i++, loop.next()) {
      scope[this.variable] = list.at(i);
      if (i > 0 && loop.col0() === 0) emitter.write(`</tr>\n<tr class="row${loop.row()}">`);
      emitter.write(`<td class="col${loop.col()}">`);
      ctx.continueCalled = ctx.breakCalled = false;
      yield r.renderTemplates(this.templates, ctx, emitter);
      emitter.write('</td>');
      if (ctx.breakCalled) break;
    }
    ctx.continueCalled = ctx.breakCalled = false;
    emitter.write('</tr>\n');
    ctx.pop();
  }
}

export default defineTag({
  name: 'tablerow',
  kind: 'standard',
  doc: { syntax: '{% tablerow item in items cols: 3 %}…{% endtablerow %}', summary: 'Renders HTML table rows and cells for the items; `tablerowloop` describes the position.' },
  impl: TablerowTag,
});
