import { describe, expect, it } from 'vitest';
import { cellOf, csvRows, neutralisedCell } from '@/lib/domains/messaging/leads/csv';

describe('lead CSV cells', () => {
  it('neutralises every formula start: = + - @ tab CR', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x")']) expect(neutralisedCell(bad)).toBe(`'${bad}`);
    for (const ok of ['plain', ' =not at start', 'a=b', '', "'quoted"]) expect(neutralisedCell(ok)).toBe(ok);
  });

  it('keeps numbers, writes booleans and nested values as text, neutralised', () => {
    expect(cellOf(-5)).toBe(-5);
    expect(cellOf(true)).toBe('true');
    expect(cellOf(null)).toBe('');
    expect(cellOf({ a: 1 })).toBe('{"a":1}');
    expect(cellOf(['=x'])).toBe('["=x"]');
    expect(cellOf('=x')).toBe("'=x");
  });

  it('quotes what CSV needs quoted, with CRLF line ends', () => {
    expect(csvRows([['a,b', 'say "hi"', 'line\nbreak', 1]])).toBe('"a,b","say ""hi""","line\nbreak",1\r\n');
    // A line break cannot start an unquoted row whose first cell is a formula.
    expect(csvRows([['x\n=cmd', 'y\r@SUM(A1)']])).toBe('"x\n=cmd","y\r@SUM(A1)"\r\n');
  });
});
