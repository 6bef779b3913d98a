import type { TemplateType } from './templates';

// What "create from a starter" fills in: a small working body per kind of template.
export const STARTERS: { key: string; label: string; type: TemplateType; permalink: string | null; body: string }[] = [
  { key: 'page', label: 'Blank page', type: 'page', permalink: '/new-page', body: '<h1>{{ page.title | default: "New page" | escape }}</h1>\n<p>Write something here.</p>\n' },
  {
    key: 'blog',
    label: 'Blog list',
    type: 'page',
    permalink: '/news',
    body: '{% collection posts as recent limit: 10 %}\n<h1>News</h1>\n<ul>\n{% for post in recent %}\n  <li><a href="/blog/{{ post.slug | escape }}">{{ post.title | escape }}</a> <small>{{ post.date | date: "%b %d, %Y" }}</small></li>\n{% else %}\n  <li>No posts yet.</li>\n{% endfor %}\n</ul>\n',
  },
  {
    key: 'contact',
    label: 'Contact form',
    type: 'page',
    permalink: '/contact-us',
    body: '<h1>Contact us</h1>\n<form method="post" action="/api/v1/leads">\n  <input type="hidden" name="form" value="contact">\n  <input type="hidden" name="_redirect" value="/thanks">\n  <label>Email <input type="email" name="email" required></label>\n  <label>Message <textarea name="message"></textarea></label>\n  <button>Send</button>\n</form>\n',
  },
  {
    key: 'layout',
    label: 'Layout',
    type: 'layout',
    permalink: null,
    body: '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>{{ page.title | escape }}</title></head>\n<body>\n{% block content %}{% endblock %}\n</body>\n</html>\n',
  },
  { key: 'partial', label: 'Partial', type: 'partial', permalink: null, body: '<nav>\n  <a href="/">Home</a>\n</nav>\n' },
  { key: 'asset', label: 'Stylesheet', type: 'asset', permalink: '/styles.css', body: 'body { font-family: system-ui, sans-serif; }\n' },
  // Title `email/<kind>`: the mail it replaces (lib/domains/messaging/mail/templates). First line the subject, then HTML.
  {
    key: 'email',
    label: 'Sign-in code email',
    type: 'email',
    permalink: null,
    body: 'Subject: Your code for {{ site.name }}\n<p>Hello {{ user.name }},</p>\n<p>Your sign-in code is <strong>{{ code }}</strong>. It works for {{ expires_minutes }} minutes.</p>\n',
  },
];
