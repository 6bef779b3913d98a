import { Tag, type Context, type Emitter, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';

// Names that only make sense inside a block: stray ones stay errors rather than literal text.
const BLOCK_PARTS = new Set(['else', 'elsif', 'when', 'break', 'continue']);

export function isReservedTagName(name: string): boolean {
  return BLOCK_PARTS.has(name) || name.startsWith('end');
}

// Platform rule: a tag nobody registered renders as its own source text (validation warns about it).
export class UnknownTag extends Tag {
  private readonly text: string;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    if (isReservedTagName(token.name)) throw new Error(`unexpected tag "${token.name}"`);
    this.text = token.getText();
  }
  render(_ctx: Context, emitter: Emitter): void {
    emitter.write(this.text);
  }
}
