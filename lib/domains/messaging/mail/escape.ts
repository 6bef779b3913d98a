// A value put into the HTML part of a mail: every character that could end text or an attribute escaped.
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
