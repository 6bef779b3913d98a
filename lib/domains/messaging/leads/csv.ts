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

// RFC 4180 with CRLF rows: a cell holding a quote, a comma or any line break is quoted, quotes doubled
// (a bare LF left unquoted starts a new row in many readers: a row whose first cell could begin with a
// formula the guard above never saw at a cell start). Written here rather than with csv-stringify,
// which doubles each quote through a callback: a lead of 1 MiB of quotes took 200 ms in one step.
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: string | number): string {
  const text = String(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRows(rows: (string | number)[][]): string {
  let out = '';
  for (const row of rows) out += row.map(field).join(',') + '\r\n';
  return out;
}
