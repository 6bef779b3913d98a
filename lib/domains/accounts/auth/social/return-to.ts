// Where a sign-in may send the browser afterwards: a path on this very host, nothing else. A single
// leading slash (not `//host`), no backslash (browsers read `/\host` as `//host`), no scheme, no
// control or space characters (URL parsers drop tabs and newlines, which could join `/` and `/host`).
const BASE = 'http://return-to.invalid';

export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return fallback;
  try {
    // Belt and braces: it must stay on the origin it is resolved against.
    return new URL(value, BASE).origin === BASE ? value : fallback;
  } catch {
    return fallback;
  }
}
