import type { AuthMailKind } from './kinds';

// The built-in mails, in the same format a site's override uses (./format.ts): a first line
// `Subject: …`, the HTML part, then after a line `--- text ---` the plain-text part. Values are
// HTML-escaped before the HTML part sees them.
const hello = '<p>Hello{% if user.name != "" %} {{ user.name }}{% endif %},</p>';
const helloText = 'Hello{% if user.name != "" %} {{ user.name }}{% endif %},';

const linkHtml = (action: string) =>
  `<p><a href="{{ link }}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#fff;border-radius:6px;text-decoration:none">${action}</a></p>
<p>Or copy this address into your browser:<br>
{{ link }}</p>
<p>The link works once, for {{ expires_minutes }} minutes.</p>`;

export const DEFAULT_TEMPLATES: Record<AuthMailKind, string> = {
  login_code: `Subject: {{ code }} is your sign-in code for {{ site.name }}
${hello}
<p>Your code to sign in to {{ site.name }}:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">{{ code }}</p>
<p>It works once, for {{ expires_minutes }} minutes. If you did not ask for it, ignore this mail.</p>
--- text ---
${helloText}

Your code to sign in to {{ site.name }}:

    {{ code }}

It works once, for {{ expires_minutes }} minutes. If you did not ask for it, ignore this mail.
`,
  password_reset: `Subject: Reset your password for {{ site.name }}
${hello}
<p>Someone asked to reset the password of your account at {{ site.name }}. To choose a new one:</p>
${linkHtml('Choose a new password')}
<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>
--- text ---
${helloText}

Someone asked to reset the password of your account at {{ site.name }}. To choose a new one, open:

{{ link }}

The link works once, for {{ expires_minutes }} minutes. If you did not ask for this, ignore this mail: your password stays as it is.
`,
  email_verify: `Subject: Confirm your email address for {{ site.name }}
${hello}
<p>Please confirm that {{ user.email }} is your address at {{ site.name }}:</p>
${linkHtml('Confirm my address')}
--- text ---
${helloText}

Please confirm that {{ user.email }} is your address at {{ site.name }}. Open:

{{ link }}

The link works once, for {{ expires_minutes }} minutes.
`,
  email_change: `Subject: Confirm your new email address for {{ site.name }}
${hello}
<p>Your account at {{ site.name }} asked to use {{ new_email }} from now on. To confirm the change:</p>
${linkHtml('Use this address')}
<p>If you did not ask for this, ignore this mail: nothing changes.</p>
--- text ---
${helloText}

Your account at {{ site.name }} asked to use {{ new_email }} from now on. To confirm the change, open:

{{ link }}

The link works once, for {{ expires_minutes }} minutes. If you did not ask for this, ignore this mail: nothing changes.
`,
  email_changed: `Subject: Your email address at {{ site.name }} was changed
${hello}
<p>The email address of your account at {{ site.name }} was changed from {{ user.email }} to {{ new_email }}.</p>
<p>If you did not do this, reply to this mail or contact the site at once: someone else may control your account.</p>
--- text ---
${helloText}

The email address of your account at {{ site.name }} was changed from {{ user.email }} to {{ new_email }}.

If you did not do this, reply to this mail or contact the site at once: someone else may control your account.
`,
};
