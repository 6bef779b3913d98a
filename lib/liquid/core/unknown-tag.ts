import { Tag, type Context, type Emitter, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { servicesOf } from '../services';

// Names that only make sense inside a block: stray ones stay errors rather than literal text.
const BLOCK_PARTS = new Set(['else', 'elsif', 'when', 'break', 'continue']);

function isReservedTagName(name: string): boolean {
  return BLOCK_PARTS.has(name) || name.startsWith('end');
}

// Platform rule: a tag nobody registered renders as its own source text (validation warns about it)
// and is logged as `render.unknown_tag` with its name and line (spec: left in place and logged).
export class UnknownTag extends Tag {
  private readonly text: string;
  private readonly line: number;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    if (isReservedTagName(token.name)) throw new Error(`unexpected tag "${token.name}"`);
    this.text = token.getText();
    this.line = token.getPosition()[0] ?? 0;
  }
  render(ctx: Context, emitter: Emitter): void {
    servicesOf(ctx).warn?.('render.unknown_tag', `unknown tag "${this.name}" at line ${this.line}`, { tag: this.name, line: this.line });
    emitter.write(this.text);
  }
}
