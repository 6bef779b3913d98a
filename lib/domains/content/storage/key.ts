// Storage keys: what a caller names (`img/a.png`) and where it lands (`<site uid>/img/a.png`). One
// pure check decides both the presign and the upload, so a key that passes here is a plain relative
// path under the site's folder and nothing else, on every store and every file system.

const MAX_KEY_LENGTH = 512;

// Letters and digits of any script, and the punctuation file names commonly use. No `%` (so no
// percent-encoded `.`/`/`/`\` can be decoded later by anyone), no `\`, `:`, quotes, `?`, `#`, `*`,
// `<`, `>`, `|` and no control characters.
const SEGMENT = /^[\p{L}\p{M}\p{N}._\-~ ()+,@=!]+$/u;

// Why `raw` is not an acceptable key (null when it is). Checks the named dangers one by one so the
// message says what is wrong, then the allow-list catches anything else.
export function keyProblem(raw: string): string | null {
  if (raw.length === 0) return 'key is empty';
  if (raw.length > MAX_KEY_LENGTH) return `key is longer than ${MAX_KEY_LENGTH} characters`;
  if (/[\u0000-\u001f\u007f-\u009f]/.test(raw)) return 'key contains a control character';
  if (raw.includes('%')) return 'key contains `%`: send the name as plain text, not percent-encoded';
  if (raw.includes('\\')) return 'key contains a backslash: separate folders with `/`';
  if (raw.startsWith('/')) return 'key must be relative (no leading `/`)';
  if (/^[a-z]:/i.test(raw)) return 'key must be relative (no drive letter)';
  const segments = raw.split('/');
  for (const segment of segments) {
    if (segment === '') return 'key has an empty segment (`//` or a trailing `/`)';
    if (/^\.+$/.test(segment)) return 'key has a `.` or `..` segment';
    if (segment !== segment.trim()) return 'a key segment starts or ends with a space';
    if (!SEGMENT.test(segment)) return 'key has a character outside letters, digits and . _ - ~ ( ) + , @ = ! and space';
  }
  return null;
}

// The stored key for `raw` on the site `siteUid`: always `<siteUid>/<key>`. A key that already begins
// with this site's uid is taken as already prefixed (not doubled). `firstSegment` (the first one after
// the prefix) is what the caller must still check is not another site's uid (a lookup, see
// lib/domains/content/storage/operations.ts), so no URL ever shows another site's uid where its files would be.
export type SiteKey = { key: string; firstSegment: string | null } | { problem: string };

export function siteKey(siteUid: string, raw: string): SiteKey {
  const problem = keyProblem(raw);
  if (problem) return { problem };
  const [first, ...rest] = raw.split('/') as [string, ...string[]];
  if (first !== siteUid) return { key: `${siteUid}/${raw}`, firstSegment: first };
  if (rest.length === 0) return { problem: 'key names only the site folder: add a file name' };
  return { key: raw, firstSegment: rest[0]! };
}

// A key as a URL path: each segment percent-encoded, the separators kept.
export const keyPath = (key: string): string => key.split('/').map(encodeURIComponent).join('/');
