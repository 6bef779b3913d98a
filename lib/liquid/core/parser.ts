import { LiquidError, ParseError, Parser, TypeGuards, type Liquid, type TopLevelToken } from 'liquidjs';
import { TextOutput } from './output';

// The tokens a parse has yet to read. liquidjs reads its token list only with shift() and length (the
// parser, parse streams and block tags such as raw, comment and doc), and Array#shift moves every
// remaining element once the list is large: a 500 KiB body of 60,000 tokens took 20 s to parse. This
// queue shifts by moving an index, so parsing is linear in the number of tokens.
class TokenQueue {
  private head = 0;
  constructor(private readonly items: TopLevelToken[]) {}
  get length(): number {
    return this.items.length - this.head;
  }
  shift(): TopLevelToken | undefined {
    if (this.head >= this.items.length) return undefined;
    const token = this.items[this.head]!;
    // Let the parsed tokens go (the array itself is dropped with the queue).
    (this.items as (TopLevelToken | undefined)[])[this.head++] = undefined;
    return token;
  }
}

// liquidjs's parser with {{ }} built as TextOutput (the fast output path) and the token list read
// through a TokenQueue; tags and HTML unchanged.
export class SiteParser extends Parser {
  constructor(private readonly engine: Liquid) {
    super(engine);
  }

  // The top-level list, a {% liquid %} tag's lines and a layout's rest all come through here.
  override parseTokens(tokens: TopLevelToken[]): ReturnType<Parser['parseTokens']> {
    return super.parseTokens(Array.isArray(tokens) ? (new TokenQueue(tokens) as unknown as TopLevelToken[]) : tokens);
  }

  override parseToken(token: TopLevelToken, remain: TopLevelToken[]): ReturnType<Parser['parseToken']> {
    if (!TypeGuards.isOutputToken(token)) return super.parseToken(token, remain);
    try {
      return new TextOutput(token, this.engine);
    } catch (e) {
      // Same error shape as liquidjs's own parseToken.
      if (LiquidError.is(e)) throw e;
      throw new ParseError(e as Error, token);
    }
  }
}
