import { Tag, TypeGuards, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';

// {% doc %}…{% enddoc %}: documentation, never rendered (the body was blanked before tokenizing).
export default class DocTag extends Tag {
  readonly blank = true;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    while (remain.length) {
      const t = remain.shift()!;
      if (TypeGuards.isTagToken(t) && t.name === 'enddoc') return;
    }
    throw new Error(`tag ${token.getText()} not closed`);
  }
  render(): void {}
}
