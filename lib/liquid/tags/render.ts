import { RenderTag as StockRender, type Liquid, type Parser, type TagToken, type TopLevelToken } from 'liquidjs';
import type { NameDoc } from '../name-doc';

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

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: '{% render "partial", var: value %}', summary: 'Renders a partial (a template of the site, by title) in its own scope with the given variables.' };
