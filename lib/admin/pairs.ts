// Variant options as a person types them: `size=M`, one per line (or separated by commas).
export type Pairs = Record<string, string>;

export function parsePairs(text: string): { ok: true; value: Pairs } | { ok: false; error: string } {
  const value: Pairs = {};
  const parts = text
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const at = part.indexOf('=');
    const name = at > 0 ? part.slice(0, at).trim() : '';
    const val = at > 0 ? part.slice(at + 1).trim() : '';
    if (!name || !val) return { ok: false, error: `“${part}” is not name=value` };
    if (name in value) return { ok: false, error: `“${name}” is given twice` };
    value[name] = val;
  }
  return { ok: true, value };
}

export const formatPairs = (pairs: Pairs | null | undefined): string =>
  Object.entries(pairs ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
