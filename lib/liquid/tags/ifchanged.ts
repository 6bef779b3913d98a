import { Tag, type Context, type Emitter, type Liquid, type Parser, type TagToken, type Template, type TopLevelToken } from 'liquidjs';
import { defineTag } from '../declare';

// {% ifchanged %}…{% endifchanged %}: prints its body only when it differs from the last time.
class IfchangedTag extends Tag {
  private readonly templates: Template[] = [];
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid);
    let closed = false;
    const stream = parser
      .parseStream(remain)
      .on('tag:endifchanged', () => {
        closed = true;
        stream.stop();
      })
      .on('template', (tpl: Template) => this.templates.push(tpl));
    stream.start();
    if (!closed) throw new Error(`tag ${token.getText()} not closed`);
  }

  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const html = (yield this.liquid.renderer.renderTemplates(this.templates, ctx)) as string;
    const state = ctx.getRegister('ifchanged', { last: undefined as string | undefined });
    if (html !== state.last) {
      state.last = html;
      emitter.write(html);
    }
  }
}

export default defineTag({
  name: 'ifchanged',
  kind: 'standard',
  doc: { syntax: '{% ifchanged %}…{% endifchanged %}', summary: 'Outputs its block only when the rendered content differs from the last time it ran.' },
  impl: IfchangedTag,
});
