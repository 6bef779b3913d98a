import { Tag, TypeGuards, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { defineTag } from '../declare';

// {% doc %}…{% enddoc %}: documentation, never rendered (the body was blanked before tokenizing).
class DocTag extends Tag {
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

export default defineTag({
  name: 'doc',
  kind: 'standard',
  doc: { syntax: '{% doc %}…{% enddoc %}', summary: 'Documentation of a template or partial; never rendered, its content is not parsed.' },
  impl: DocTag,
});
