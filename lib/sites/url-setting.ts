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
