import { stringify } from 'csv-stringify/sync';

// Spreadsheet formula injection: a cell that starts with one of these may be run as a formula by
// Excel, LibreOffice or Sheets (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`; tab and CR are read past).
// Leads are written by anonymous visitors, so every text cell, data keys included, gets a leading '.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralisedCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// One lead value as a cell: JSON numbers as they are (a number cannot hold a formula; -5 stays a
// number), booleans as true/false, strings neutralised, anything nested as its JSON text (neutralised too).
export function cellOf(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return neutralisedCell(typeof value === 'string' ? value : JSON.stringify(value));
}

// CRLF rows; a cell holding any line break is quoted (csv-stringify quotes only the record delimiter
// itself, and a bare LF left unquoted starts a new row in many readers: a row whose first cell could
// begin with a formula the guard above never saw at a cell start).
export function csvRows(rows: (string | number)[][]): string {
  return stringify(rows, { eof: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
