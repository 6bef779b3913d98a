import { Tag, Value, evalToken, toValue, type Context, type Emitter, type Liquid, type Parser, type TagToken, type Template, type TopLevelToken, type ValueToken } from 'liquidjs';
import { shopifyOperators } from '../core/operators';
import { isBlankBody, stripBlank } from '../core/blank';
import { defineTag } from '../declare';

type Block = { kind: 'when'; value: ValueToken; templates: Template[] } | { kind: 'else'; templates: Template[] };

function parseWhen(token: TagToken): ValueToken[] {
  const tz = token.tokenizer;
  const values: ValueToken[] = [];
  for (;;) {
    const v = tz.readValue();
    if (!v) throw new Error(`invalid when "${token.args}"`);
    values.push(v);
    tz.skipBlank();
    if (tz.end()) return values;
    if (tz.peek() === ',') {
      tz.advance();
      continue;
    }
    if (tz.readIdentifier().content !== 'or') throw new Error(`invalid when "${token.args}"`);
  }
}

// Shopify's case: every matching `when` value renders its block (in order), and each else block
// renders when no `when` before it has matched.
class CaseTag extends Tag {
  readonly blank: boolean;
  private readonly value: Value;
  private readonly blocks: Block[] = [];

  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid);
    this.value = new Value(token.tokenizer.readFilteredValue(), liquid);
    let p: Template[] = [];
    let closed = false;
    const stream = parser
      .parseStream(remain)
      .on('tag:when', (t: TagToken) => {
        p = [];
        for (const value of parseWhen(t)) this.blocks.push({ kind: 'when', value, templates: p });
      })
      .on('tag:else', () => {
        p = [];
        this.blocks.push({ kind: 'else', templates: p });
      })
      .on('tag:endcase', () => {
        closed = true;
        stream.stop();
      })
      // Text between {% case %} and the first {% when %} is dropped.
      .on('template', (tpl: Template) => p.push(tpl));
    stream.start();
    if (!closed) throw new Error(`tag ${token.getText()} not closed`);
    const bodies = new Set(this.blocks.map((b) => b.templates));
    this.blank = [...bodies].every(isBlankBody);
    const stripped = new Map([...bodies].map((b) => [b, stripBlank(b)]));
    for (const b of this.blocks) b.templates = stripped.get(b.templates)!;
  }

  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const r = this.liquid.renderer;
    const target = toValue(yield this.value.value(ctx, ctx.opts.lenientIf));
    let runElse = true;
    for (const b of this.blocks) {
      if (b.kind === 'else') {
        if (runElse) yield r.renderTemplates(b.templates, ctx, emitter);
        continue;
      }
      const v = yield evalToken(b.value, ctx, ctx.opts.lenientIf);
      if ((yield shopifyOperators['==']!(target, v, ctx)) as boolean) {
        runElse = false;
        yield r.renderTemplates(b.templates, ctx, emitter);
      }
    }
  }

  *children(): Generator<unknown, Template[], unknown> {
    return [...new Set(this.blocks.map((b) => b.templates))].flat();
  }
}

export default defineTag({
  name: 'case',
  kind: 'standard',
  doc: { syntax: '{% case x %}{% when a, b %}…{% else %}…{% endcase %}', summary: 'Chooses the first `when` branch whose value equals x (Shopify semantics).' },
  impl: CaseTag,
});
