import { describe, expect, it } from 'vitest';
import { memberAccess, membersOf, templateNameAt, templateNameUnder } from '@/app/(admin)/admin/_ui/templates/editor/liquid-context';

const docs = {
  members: { site: { name: 'n', url: 'u' }, 'cart.items': { quantity: 'q' } },
  rows: { posts: { title: 't', url: 'u' }, products: { price: 'p' } },
};

describe("the template editor's reading of the text before the cursor", () => {
  it('finds a member access inside Liquid only, never in a string or outside', () => {
    expect(memberAccess('<p>{{ site.')).toEqual({ path: 'site', typed: '' });
    expect(memberAccess('{% if site.na')).toEqual({ path: 'site', typed: 'na' });
    expect(memberAccess('{{ cart.items.')).toEqual({ path: 'cart.items', typed: '' });
    expect(memberAccess('<p>site.')).toBeNull();
    expect(memberAccess('{{ "a site.')).toBeNull();
    expect(memberAccess('{{ site }} site.')).toBeNull();
  });

  it('finds a template name being typed and the one under a column', () => {
    expect(templateNameAt('{% render "ca')).toEqual({ kind: 'partial', typed: 'ca' });
    expect(templateNameAt("{%- include '")).toEqual({ kind: 'partial', typed: '' });
    expect(templateNameAt('{% layout "th')).toEqual({ kind: 'layout', typed: 'th' });
    expect(templateNameAt('{% render card')).toBeNull();
    const line = '<main>{% render "card", x: 1 %}{% layout "theme" %}</main>';
    const card = line.indexOf('card') + 1; // 1-based column of its first character
    expect(templateNameUnder(line, card + 2)).toEqual({ kind: 'partial', name: 'card', startColumn: card, endColumn: card + 4 });
    expect(templateNameUnder(line, line.indexOf('theme') + 1)).toMatchObject({ kind: 'layout', name: 'theme' });
    expect(templateNameUnder(line, 2)).toBeNull();
  });

  it('knows the members of context objects, of collection rows and of loop variables', () => {
    expect(membersOf('site', '', docs)).toEqual(docs.members.site);
    const body = '{% collection products as shop %}{% collection posts as recent %}{% for p in recent %}{% endfor %}{% assign top = shop | first %}{% for line in cart.items %}';
    expect(membersOf('p', body, docs)).toEqual(docs.rows.posts);
    expect(membersOf('top', body, docs)).toEqual(docs.rows.products);
    expect(membersOf('line', body, docs)).toEqual(docs.members['cart.items']);
    // A variable the body does not explain is taken by its name.
    expect(membersOf('post', '', docs)).toEqual(docs.rows.posts);
    expect(membersOf('nothing', body, docs)).toBeNull();
  });
});
