import { Tag, isTruthy, toValue, type Context, type Emitter, type Liquid, type Parser, type TagToken, type Template, type TopLevelToken, type Value } from 'liquidjs';
import { isBlankBody, stripBlank } from '../core/blank';
import { parseCondition } from '../core/condition';
import { defineTag } from '../declare';

interface Branch {
  test: Value;
  negate: boolean;
  templates: Template[];
}

// if / unless with Shopify's rules: strict conditions, arguments after else ignored, and anything
// after the first else (more else or elsif blocks) parsed but never rendered.
export class IfTag extends Tag {
  readonly blank: boolean;
  private readonly branches: Branch[] = [];
  private elseTemplates: Template[] | undefined;

  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid);
    const negateFirst = token.name === 'unless';
    const end = `end${token.name}`;
    let p: Template[] = [];
    let afterElse = false;
    this.branches.push({ test: parseCondition(token.tokenizer, liquid, token.args), negate: negateFirst, templates: (p = []) });
    let closed = false;
    const stream = parser
      .parseStream(remain)
      .on('tag:elsif', (t: TagToken) => {
        const test = parseCondition(t.tokenizer, liquid, t.args);
        if (afterElse) p = [];
        else this.branches.push({ test, negate: false, templates: (p = []) });
      })
      .on('tag:else', () => {
        p = afterElse ? [] : (this.elseTemplates = []);
        afterElse = true;
      })
      .on(`tag:${end}`, () => {
        closed = true;
        stream.stop();
      })
      .on('template', (tpl: Template) => p.push(tpl));
    stream.start();
    if (!closed) throw new Error(`tag ${token.getText()} not closed`);
    for (const b of this.branches) b.templates = stripBlank(b.templates);
    if (this.elseTemplates) this.elseTemplates = stripBlank(this.elseTemplates);
    this.blank = this.branches.every((b) => isBlankBody(b.templates)) && isBlankBody(this.elseTemplates ?? []);
  }

  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const r = this.liquid.renderer;
    for (const { test, negate, templates } of this.branches) {
      const v = toValue(yield test.value(ctx, ctx.opts.lenientIf));
      if (isTruthy(v, ctx) !== negate) {
        yield r.renderTemplates(templates, ctx, emitter);
        return;
      }
    }
    if (this.elseTemplates) yield r.renderTemplates(this.elseTemplates, ctx, emitter);
  }

  *children(): Generator<unknown, Template[], unknown> {
    return [...this.branches.flatMap((b) => b.templates), ...(this.elseTemplates ?? [])];
  }
}

export default defineTag({
  name: 'if',
  kind: 'standard',
  doc: { syntax: '{% if cond %}…{% elsif cond %}…{% else %}…{% endif %}', summary: 'Renders the first branch whose condition is truthy (and, or, ==, !=, <, >, contains).' },
  impl: IfTag,
});
