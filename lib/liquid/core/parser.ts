import { LiquidError, ParseError, Parser, TypeGuards, type Liquid, type TopLevelToken } from 'liquidjs';
import { TextOutput } from './output';

// liquidjs's parser with {{ }} built as TextOutput (the fast output path); tags and HTML unchanged.
export class SiteParser extends Parser {
  constructor(private readonly engine: Liquid) {
    super(engine);
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
