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

// Each Liquid part of a mail source with where it starts in the body (1-based line and column), so a
// parse error in a part is reported at its place in the whole body.
export interface MailPart {
  source: string;
  line: number;
  column: number;
}

export function mailSourceParts(body: string): MailPart[] {
  const source = body.replace(/\r\n?/g, '\n');
  const { subject, html, text } = splitMailSource(source);
  const newlines = (s: string) => s.split('\n').length - 1;
  const first = source.split('\n', 1)[0]!;
  const parts: MailPart[] = [];
  if (subject !== null) parts.push({ source: subject, line: 1, column: first.length - subject.length + 1 });
  const htmlLine = subject === null ? 1 : 2;
  parts.push({ source: html, line: htmlLine, column: 1 });
  // The text part starts on the line after the separator, which starts the line after the HTML part.
  if (text !== null) parts.push({ source: text, line: htmlLine + newlines(html) + 1, column: 1 });
  return parts;
}
