import { RenderTag as StockRender, type Liquid, type Parser, type TagToken, type TopLevelToken } from 'liquidjs';

interface Binding {
  alias?: string;
}

// Shopify binds `{% render 'product' for products %}` items to a variable named after the partial.
export default class RenderTag extends StockRender {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid, parser);
    const self = this as unknown as { file: unknown; forBinding?: Binding };
    if (self.forBinding && !self.forBinding.alias && typeof self.file === 'string') self.forBinding.alias = self.file;
  }
}
