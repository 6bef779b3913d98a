import { RenderTag as StockRender, type Liquid, type Parser, type TagToken, type TopLevelToken } from 'liquidjs';
import { defineTag } from '../declare';

interface Binding {
  alias?: string;
}

// Shopify binds `{% render 'product' for products %}` items to a variable named after the partial.
class RenderTag extends StockRender {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid, parser);
    const self = this as unknown as { file: unknown; forBinding?: Binding };
    if (self.forBinding && !self.forBinding.alias && typeof self.file === 'string') self.forBinding.alias = self.file;
  }
}

export default defineTag({
  name: 'render',
  kind: 'standard',
  doc: { syntax: '{% render "partial", var: value %}', summary: 'Renders a partial (a template of the site, by title) in its own scope with the given variables.' },
  impl: RenderTag,
});
