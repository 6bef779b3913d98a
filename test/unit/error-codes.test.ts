import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/admin/api';
import { fieldErrors, issueField } from '@/lib/admin/field-errors';
import ERROR_TABLE from '@/lib/shared/error-codes.json';
import { AppError, conflict, invalid } from '@/lib/shared/errors';
import { errorJson } from '@/lib/http/envelope';
import { httpStatus, issuePath, toAppError } from '@/lib/http/errors';
import { buildOpenApiDocument } from '@/lib/openapi/document';

const DOC = path.resolve(__dirname, '../../docs/errors.md');
const codes = Object.keys(ERROR_TABLE);

// The rows of docs/errors.md, as the table says them.
const docRows = () => Object.entries(ERROR_TABLE).map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.title} | ${e.description} |`);

const refusal = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('the value was accepted');
  return toAppError(parsed.error);
};

describe('the table of error codes (lib/shared/error-codes.json)', () => {
  it('names each code in snake_case with an error status, a title and a description', () => {
    expect(codes.length).toBeGreaterThanOrEqual(16);
    for (const [code, e] of Object.entries(ERROR_TABLE)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(e.status, code).toBeGreaterThanOrEqual(400);
      expect(e.status, code).toBeLessThan(600);
      expect(e.title.length, code).toBeGreaterThan(3);
      expect(e.description, code).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('gives each status one code, so a status alone tells a client which code to expect', () => {
    const statuses = Object.values(ERROR_TABLE).map((e) => e.status);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('sets the status of every AppError answer and writes its code beside the text', async () => {
    for (const code of ['not_found', 'forbidden', 'rate_limited', 'internal'] as const) {
      const res = errorJson(new AppError(code, `it is ${code}`));
      expect(res.status).toBe(ERROR_TABLE[code].status);
      expect(await res.json()).toEqual({ state: 'error', data: { text: `it is ${code}`, code } });
    }
  });

  it('keeps a payload beside text and code, never lets it replace text, and lets a finer code of its own stand', async () => {
    expect(await errorJson(conflict('stale', { item: { id: 1 }, text: 'other' })).json()).toEqual({ state: 'error', data: { item: { id: 1 }, text: 'stale', code: 'conflict' } });
    // A template body that does not parse: the Liquid error's code, as the validate endpoint reports it.
    const parse = await errorJson(new AppError('invalid', 'Line 2, column 4: unclosed tag', undefined, { line: 2, column: 4, code: 'unclosed_tag' })).json();
    expect(parse).toEqual({ state: 'error', data: { line: 2, column: 4, code: 'unclosed_tag', text: 'Line 2, column 4: unclosed tag' } });
  });

  it('is documented in docs/errors.md, row for row', () => {
    const rows = readFileSync(DOC, 'utf8')
      .split('\n')
      .filter((l) => /^\| `/.test(l));
    expect(rows).toEqual(docRows());
  });

  it('is the OpenAPI error schema: `code` an enum of exactly its codes, `issues` optional', () => {
    const schemas = buildOpenApiDocument().components?.schemas as Record<string, { enum?: string[]; properties?: Record<string, unknown>; required?: string[] }>;
    expect(schemas.ErrorCode?.enum).toEqual(codes);
    const data = schemas.Error?.properties?.data as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(data.properties).sort()).toEqual(['code', 'issues', 'text']);
    expect(data.required.sort()).toEqual(['code', 'text']);
    expect(schemas.ErrorIssue?.required?.sort()).toEqual(['message', 'path']);
  });
});

describe('a validation failure', () => {
  const Order = z.strictObject({ title: z.string().min(1), items: z.array(z.object({ price: z.number().int() })), settings: z.record(z.string(), z.number()).optional() });

  it('answers 422 `invalid` with the text as before and each value at fault as an issue', () => {
    const err = refusal(Order, { title: '', items: [{ price: 1 }, { price: 1.5 }] });
    expect(err.code).toBe('invalid');
    expect(httpStatus(err)).toBe(422);
    expect(err.message).toMatch(/^title: .+; items\.1\.price: .+$/);
    expect(err.payload?.issues).toEqual([
      { path: 'title', message: expect.any(String) },
      { path: 'items[1].price', message: expect.any(String) },
    ]);
  });

  it('names an unknown key at its own path, and a refusal of the whole value with an empty path', () => {
    expect(refusal(Order, { title: 'a', items: [], colour: 'red', size: 2 }).payload?.issues).toEqual([
      { path: 'colour', message: expect.stringContaining('colour') },
      { path: 'size', message: expect.stringContaining('size') },
    ]);
    expect(refusal(Order, 'no object').payload?.issues).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it('lists at most 20 issues, however many values are at fault', () => {
    const issues = refusal(
      z.array(z.number()),
      Array.from({ length: 100 }, () => 'x'),
    ).payload?.issues as unknown[];
    expect(issues).toHaveLength(20);
  });

  it('writes a path as a client does: dots for names, brackets for positions and for keys that are no names', () => {
    expect(issuePath([])).toBe('');
    expect(issuePath(['title'])).toBe('title');
    expect(issuePath(['items', 0, 'price'])).toBe('items[0].price');
    expect(issuePath([3])).toBe('[3]');
    expect(issuePath(['settings', 'og:image', 'url'])).toBe('settings["og:image"].url');
    expect(issuePath(['data', 'first-name'])).toBe('data.first-name');
    expect(issuePath(['a', ''])).toBe('a[""]');
  });

  it("turns an operation's refusal that names its value (`to: …`) into that value's issue, and no other", () => {
    expect(invalid('to: a redirect to itself would loop').payload).toEqual({ issues: [{ path: 'to', message: 'a redirect to itself would loop' }] });
    expect(invalid('settings.payments.stripe.secretKey: Stripe refused it').payload?.issues).toEqual([{ path: 'settings.payments.stripe.secretKey', message: 'Stripe refused it' }]);
    expect(invalid('Out of stock: Blue shirt').payload).toBeUndefined();
    expect(invalid('This file is not a PNG image').payload).toBeUndefined();
  });
});

describe("the admin's side", () => {
  const refused = (data: Record<string, unknown>) => new ApiError(422, String(data.text), data);

  it('reads the code and the issues of an error answer, and drops issues that are not', () => {
    const err = refused({ text: 'bad', code: 'invalid', issues: [{ path: 'title', message: 'too short' }, { path: 3 }, 'junk', null] });
    expect(err.code).toBe('invalid');
    expect(err.issues).toEqual([{ path: 'title', message: 'too short' }]);
    expect(new ApiError(0, 'unreachable', {}).code).toBeUndefined();
    expect(new ApiError(0, 'unreachable', {}).issues).toEqual([]);
  });

  it('marks each field on the form with its first issue, and leaves issues of fields it does not show to the message', () => {
    const err = refused({
      text: 'bad',
      code: 'invalid',
      issues: [
        { path: 'items[0].price', message: 'whole numbers only' },
        { path: 'items[1].price', message: 'second' },
        { path: 'title', message: 'required' },
        { path: 'uid', message: 'taken' },
      ],
    });
    expect(fieldErrors(err, ['title', 'items', 'body'])).toEqual({ items: 'whole numbers only', title: 'required' });
    expect(fieldErrors(new Error('offline'), ['title'])).toEqual({});
    expect(fieldErrors(refused({ text: 'gone', code: 'not_found' }), ['title'])).toEqual({});
  });

  it("takes a path's first name as the field", () => {
    expect(issueField('items[0].price')).toBe('items');
    expect(issueField('settings.name')).toBe('settings');
    expect(issueField('title')).toBe('title');
    expect(issueField('')).toBe('');
  });
});
