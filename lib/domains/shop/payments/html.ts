// The few HTML pages the payment routes render themselves (the test provider's page, errors).
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}table{width:100%;border-collapse:collapse}td,th{padding:.4rem 0;border-bottom:1px solid #ddd;text-align:left}td.n,th.n{text-align:right}button{font:inherit;padding:.6rem 1.6rem;margin-top:1.5rem;cursor:pointer}.note{color:#666;font-size:.9rem}</style></head>
<body>${body}</body></html>`;
}
