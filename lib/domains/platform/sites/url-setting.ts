import { z } from 'zod';

// Site settings that hold a URL the platform puts into links and Location headers.
export const URL_SETTINGS = ['favicon', 'logo'] as const;

// A same-site path (`/img/logo.png`, never `//host` or `/\host`) or an https URL; no whitespace or
// control characters anywhere (a CR/LF would split a header).
export function isSafeSettingUrl(value: string): boolean {
  if (value.length > 2000 || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const SettingUrl = z.string().refine(isSafeSettingUrl, 'a path on this site starting with / or an https:// URL, without spaces or control characters');

// Where the platform's auth mails link to on a site (a page of the site that reads `?token=` and
// posts it to the matching confirm endpoint): a same-site path only, never another host, since the
// link carries a one-time secret. Used only for accounts that belong to that site alone
// (lib/domains/messaging/mail/auth-mail.ts); everyone else gets the platform admin's own page.
export const PATH_SETTINGS = ['passwordResetUrl', 'emailVerifyUrl'] as const;
export type PathSetting = (typeof PATH_SETTINGS)[number];

export function isSafeSettingPath(value: string): boolean {
  return isSafeSettingUrl(value) && value.startsWith('/') && !value.includes('#');
}

export const SettingPath = z.string().refine(isSafeSettingPath, 'a path on this site starting with / (no host, fragment, spaces or control characters)');
