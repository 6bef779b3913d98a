import { Tag, TypeGuards, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import type { NameDoc } from '../name-doc';

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

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: '{% doc %}…{% enddoc %}', summary: 'Documentation of a template or partial; never rendered, its content is not parsed.' };
