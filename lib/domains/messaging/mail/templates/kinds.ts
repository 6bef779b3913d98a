// The platform's auth mails. Each has a built-in default (./defaults.ts); a site may override one with
// a published template of type `email` titled `email/<kind>` (./render.ts).
export const AUTH_MAIL_KINDS = ['login_code', 'password_reset', 'email_verify', 'email_change', 'email_changed'] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

// The one-time secret a kind's mail exists to carry: an override whose output lacks it, or puts it
// anywhere but where the rules allow (./placement.ts), is not used.
export const SECRET_OF: Record<AuthMailKind, 'code' | 'link' | null> = {
  login_code: 'code',
  password_reset: 'link',
  email_verify: 'link',
  email_change: 'link',
  email_changed: null,
};

export const templateTitle = (kind: AuthMailKind) => `email/${kind}`;

// What a mail template reads. `user` is the account (for email_change: its current address, the mail
// going to `new_email`; for email_changed: its old address, where the notice goes).
export interface AuthMailValues {
  site: { name: string; url: string };
  user: { name: string; email: string };
  code: string;
  link: string;
  expires_minutes: number;
  new_email: string;
}
