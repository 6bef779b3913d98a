// A mail template's source: an optional first line `Subject: …`, the HTML part, and optionally, after a
// line that is exactly `--- text ---`, the plain-text part (without it the text is derived from the
// HTML). Each part is Liquid.
export interface MailSource {
  subject: string | null;
  html: string;
  text: string | null;
}

const SUBJECT = /^[ \t]*subject:[ \t]*(.*)$/i;
const TEXT_SEPARATOR = /^[ \t]*--- text ---[ \t]*$/m;

export function splitMailSource(body: string): MailSource {
  const source = body.replace(/\r\n?/g, '\n');
  const newline = source.indexOf('\n');
  const first = newline === -1 ? source : source.slice(0, newline);
  const match = SUBJECT.exec(first);
  const rest = match ? (newline === -1 ? '' : source.slice(newline + 1)) : source;
  const separator = TEXT_SEPARATOR.exec(rest);
  return {
    subject: match ? match[1]! : null,
    html: separator ? rest.slice(0, separator.index) : rest,
    text: separator ? rest.slice(separator.index + separator[0].length).replace(/^\n/, '') : null,
  };
}
