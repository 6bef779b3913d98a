// ts_headline marks matches with these private-use characters (the text loses any it had first), so
// the whole snippet can be escaped as text and only then the markers become <mark> elements: a stored
// `<script>` or `&` reaches the page as text, never as markup.
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function snippetHtml(raw: string): string {
  return raw
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>');
}
